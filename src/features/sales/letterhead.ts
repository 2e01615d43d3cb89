/**
 * The gallery's letterhead on its printed matter (issue 49 point 5, docs/sales.md#price-lists-and-wall-labels):
 * the mark the site's icon draws (src/app/icon.svg) beside the gallery's name, address, phone,
 * contact address and website, as the site settings hold them, in the paper's language. An empty
 * name is the site's own (its header and manifest: src/i18n/messages), the website is PUBLIC_URL.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/base/locales'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import { siteUrl } from '@/features/seo/siteUrl'

export type Letterhead = { name: string; lines: string[] }

type Settings = { galleryName?: string | null; address?: string | null; contactEmail?: string | null; phone?: string | null }

/** The website as printed: its host and path, without the scheme ("galerie.example", not "https://galerie.example/"). */
export function printedWebsite(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/+$/, '')
}

/**
 * The letterhead from the settings: the name, then one line for the address (its lines joined by
 * " · ") and one for phone, contact address and website; empty parts are left out.
 */
export function letterheadOf(settings: Settings, locale: Locale, website = siteUrl()): Letterhead {
  const name = settings.galleryName?.trim() || (locale === 'en' ? en : de).site.name
  const address = (settings.address ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' · ')
  const reach = [settings.phone?.trim(), settings.contactEmail?.trim(), printedWebsite(website)].filter(Boolean).join(' · ')
  return { name, lines: [address, reach].filter(Boolean) }
}

/** The letterhead in a language (a text without it falls back to the German one, as the site shows it). */
export async function readLetterhead(payload: Payload, locale: Locale): Promise<Letterhead> {
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: true }).catch(() => ({}))
  return letterheadOf(settings as Settings, locale)
}
