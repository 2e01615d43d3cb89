/**
 * The rules for the address an editor's redirect leaves from (its `from`), as pure functions: the
 * one form it is stored and looked up in, which addresses no redirect can ever take, and which
 * redirects a document shadows once it is published. The admin refuses a redirect that would
 * never apply (src/cms/collections/Redirects.ts) instead of saving it; a page published later at
 * a redirect's address removes the redirect (src/cms/hooks/slugRedirects.ts). Whether a page
 * answers at an address is the route resolver's `pageAnswering` (./resolve.ts).
 */
import type { PublicCollection } from '@/base/publicPaths'
import { splitLocalePrefix } from '@/i18n/chooseLocale'
import { defaultLocale, type Locale } from '@/base/locales'

import { documentRoutes } from '../base/siteRoutes'
import { isSystemPath } from '../base/systemPaths.mjs'

/**
 * The one form of a redirect's source, as stored and as a request is looked up: decoded (a request
 * for /über arrives as /%C3%BCber), lower case (the site's addresses are: /Team is /team) and
 * without a trailing slash.
 */
export function redirectKey(path: string): string {
  let decoded = path
  try {
    decoded = decodeURI(path)
  } catch {
    // a malformed %-sequence stays as it is
  }
  const lower = decoded.trim().toLowerCase()
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower
}

/**
 * Files the locale proxy never sees (its matcher in src/proxy.ts leaves them to Next's static
 * files; routes.test.ts holds the two lists together).
 */
export const fileExtensions = 'svg|png|jpe?g|gif|webp|avif|ico|css|js|map|woff2?|txt|xml|webmanifest'
const fileAddress = new RegExp(`\\.(?:${fileExtensions})$`, 'i')

export type SourceProblem =
  /** "/de/…": German addresses have no prefix (the proxy sends /de/x to /x before any redirect). */
  | { kind: 'germanPrefix' }
  /** Admin, API, media …: answered outside the locale proxy. */
  | { kind: 'system' }
  /** A file address: the proxy never sees it, or the server answers 404 before it (a dot in the first segment). */
  | { kind: 'file' }
  /** The target is the source itself (in a language the redirect applies in). */
  | { kind: 'loop' }

/**
 * Why a redirect from `from` (in redirectKey form) to `to` could never apply, or null. Whether a
 * page answers there is asked separately (it needs the published slugs).
 */
export function sourceProblem(from: string, to: string): SourceProblem | null {
  const source = splitLocalePrefix(from)
  if (source.prefix === defaultLocale) return { kind: 'germanPrefix' }
  if (isSystemPath(from)) return { kind: 'system' }
  if ((from.split('/')[1] ?? '').includes('.') || fileAddress.test(from)) return { kind: 'file' }
  if (to.startsWith('/') && !to.startsWith('//')) {
    const target = splitLocalePrefix(redirectKey(to))
    const sameLanguage = !source.prefix || !target.prefix || source.prefix === target.prefix
    if (sameLanguage && target.path === source.path) return { kind: 'loop' }
  }
  return null
}

/**
 * The redirect sources a document shadows once published under `slug` in `locale`: its address
 * under every route that shows it (an artist at /artists/x and /artist/x, a work at /artworks/x
 * and /inquiry/x), without /en where the German page answers there and with it where the English
 * one does (a slug shared by both languages: both). A redirect from any of them would never apply.
 */
export function sourcesShadowedBy(collection: PublicCollection, slug: string, localizedSlug: boolean, locale: Locale): string[] {
  const paths =
    collection === 'pages'
      ? [`/${slug}`]
      : Object.entries(documentRoutes)
          .filter(([, collections]) => collections.includes(collection))
          .map(([base]) => `/${base}/${slug}`)
  // A source without /en applies in English too: an English page shadows it as well.
  return paths.flatMap((path) => (localizedSlug && locale === defaultLocale ? [path] : [path, `/en${path}`]))
}
