import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { getPayloadClient } from '@/cms/client'
import type { Consent, SiteSetting } from '@/cms/payload-types'
import { globalTag } from '@/cms/tags'
import { defaultLocale, type Locale } from '@/base/locales'

import { cleanIds } from './consentCookies'
import { isValidGtmId } from './gtm'

export type CookieInfo = { id: string; name: string; description: string }

/** What the banner needs, the same for every visitor (it goes into cached HTML). */
export type ConsentSetup = {
  title: string | null
  intro: string | null
  necessary: CookieInfo[]
  optional: CookieInfo[]
  /** The container id from the site settings, only when valid (docs/behaviour.md#gtm-id). */
  gtmId: string | null
}

const cookies = (rows: Consent['necessary']): CookieInfo[] => {
  const list = (rows ?? []).filter((row) => row.id && row.name)
  const ids = new Set(cleanIds(list.map((row) => row.id)))
  return list.filter((row) => ids.delete(row.id)).map((row) => ({ id: row.id, name: row.name, description: row.description ?? '' }))
}

/**
 * The consent configuration and the Tag Manager id, in one language (German where a text is
 * missing). Kept in Next's data cache under the two globals' tags: a page regenerated after an
 * editor's change must see it, or the banner would not ask again until the next revalidation.
 */
export const getConsentSetup = cache((locale: Locale): Promise<ConsentSetup> =>
  unstable_cache(loadConsentSetup, ['consent-setup'], { tags: [globalTag('consent'), globalTag('site-settings')], revalidate: 600 })(locale),
)

async function loadConsentSetup(locale: Locale): Promise<ConsentSetup> {
  const payload = await getPayloadClient()
  const [consent, settings] = await Promise.all([
    payload.findGlobal({ slug: 'consent', locale, fallbackLocale: defaultLocale, depth: 0 }) as Promise<Consent>,
    payload.findGlobal({ slug: 'site-settings', depth: 0 }) as Promise<SiteSetting>,
  ])
  return {
    title: consent.title || null,
    intro: consent.intro || null,
    necessary: cookies(consent.necessary),
    optional: cookies(consent.optional),
    gtmId: isValidGtmId(settings.gtmId) ? settings.gtmId : null,
  }
}
