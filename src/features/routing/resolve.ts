/**
 * The route resolver's rules, as one pure function: for a requested address, pass it on to the
 * page, redirect it (an editor's redirect, the page's own URL for a wrong case or the other
 * language's slug, the list fallbacks of docs/behaviour.md#unknown-document) or answer 404 — decided before anything renders, so
 * every redirect leaves with one Location header and every 404 is a rendered page.
 */
import type { PublicCollection } from '@/base/publicPaths'
import { localizedUrl, type PathsByLocale } from '@/i18n/alternates'
import { splitLocalePrefix } from '@/i18n/chooseLocale'
import { defaultLocale, locales, type Locale } from '@/base/locales'

import { redirectKey } from '../../cms/redirectSource'
import { canonicalBase, listFallbacks, routeShape } from '../../base/siteRoutes'
import type { StatusPageKind } from '../../base/statusPages.mjs'

export type SlugPair = { de: string; en: string }

/** What the resolver knows: every published document's slugs and the editors' redirects. */
export type RouteData = {
  /** Per collection and language: slug → document id. */
  slugs: Partial<Record<PublicCollection, Record<Locale, Map<string, number>>>>
  /** Per collection: document id → its slug in each language. */
  byId: Partial<Record<PublicCollection, Map<number, SlugPair>>>
  /** Editors' redirects by their `from` path in redirectKey form (with a locale prefix when they apply to one language only). */
  redirects: Map<string, { to: string; permanent: boolean }>
}

export type RouteDecision =
  | { action: 'pass' }
  | { action: 'redirect'; location: string; status: 307 | 308 }
  | { action: 'notFound'; locale: Locale }
  | { action: 'serverError'; locale: Locale }
  | { action: 'statusPage'; locale: Locale; kind: StatusPageKind }

const pass: RouteDecision = { action: 'pass' }

/** Builds RouteData from the published documents (as the sitemap reads them) and the redirects. */
export function routeData(
  docs: Partial<Record<PublicCollection, Array<{ id: number } & SlugPair>>>,
  redirects: Array<{ from: string; to: string; permanent: boolean }>,
): RouteData {
  const data: RouteData = { slugs: {}, byId: {}, redirects: new Map() }
  for (const [collection, list] of Object.entries(docs) as Array<[PublicCollection, Array<{ id: number } & SlugPair>]>) {
    const bySlug = { de: new Map<string, number>(), en: new Map<string, number>() }
    const byId = new Map<number, SlugPair>()
    for (const doc of list) {
      for (const locale of locales) if (doc[locale] && !bySlug[locale].has(doc[locale])) bySlug[locale].set(doc[locale], doc.id)
      byId.set(doc.id, { de: doc.de, en: doc.en })
    }
    data.slugs[collection] = bySlug
    data.byId[collection] = byId
  }
  for (const rule of redirects) data.redirects.set(redirectKey(rule.from), { to: rule.to, permanent: rule.permanent })
  return data
}

type Found = { path: string } | { notFoundPage: true } | { errorPage: true } | { statusPage: StatusPageKind } | { privatePage: true } | null

/** The canonical path (without locale) of an address that exists in this language, or null. */
function find(path: string, locale: Locale, data: RouteData, slugLocale: Locale = locale): Found {
  const shape = routeShape(path)
  switch (shape.kind) {
    case 'home':
    case 'fixed':
    case 'archive':
      return { path }
    case 'notFoundPage':
      return { notFoundPage: true }
    case 'errorPage':
      return { errorPage: true }
    case 'statusPage':
      return { statusPage: shape.statusKind }
    case 'private':
      // A viewing room (issue 51): its page decides from the token; it has no language versions.
      return { privatePage: true }
    case 'page': {
      const id = data.slugs.pages?.[slugLocale].get(shape.slug)
      if (id === undefined) return null
      return { path: `/${data.byId.pages?.get(id)?.[locale] ?? shape.slug}` }
    }
    case 'document':
      for (const collection of shape.collections) {
        const id = data.slugs[collection]?.[slugLocale].get(shape.slug)
        if (id === undefined) continue
        return { path: `/${canonicalBase[shape.base] ?? shape.base}/${data.byId[collection]?.get(id)?.[locale] ?? shape.slug}` }
      }
      return null
    default:
      return null
  }
}

const otherLocale = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de')

/** Absolute http(s) targets leave the site; anything else is a site path. `//host` is neither. */
export function isExternalTarget(to: string): boolean {
  return /^https?:\/\/[^/\s]/i.test(to)
}

/**
 * An absolute target with the request's query string added (`?utm_…` reaches the other site as it
 * reaches our own pages): after the target's own query, before its fragment.
 */
export function withQuery(target: string, search: string): string {
  const query = search.replace(/^\?/, '')
  if (!query) return target
  const hash = target.indexOf('#')
  const [base, fragment] = hash === -1 ? [target, ''] : [target.slice(0, hash), target.slice(hash)]
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&'
  return `${base}${joiner}${query}${fragment}`
}

function isSitePath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//') && !to.includes('\\')
}

function editorRedirect(path: string, locale: Locale, search: string, data: RouteData): RouteDecision | null {
  // /artist/{slug} is the page of /artists/{slug}: a redirect from either address applies to both.
  const shape = routeShape(path)
  const alias = shape.kind === 'document' && canonicalBase[shape.base] ? `/${canonicalBase[shape.base]}/${shape.slug}` : null
  const paths = alias ? [path, alias] : [path]
  const candidates = [...(locale === defaultLocale ? [] : paths.map((p) => `/${locale}${p}`)), ...paths]
  for (const from of candidates) {
    const rule = data.redirects.get(redirectKey(from))
    if (!rule) continue
    const status = rule.permanent ? 308 : 307
    if (isExternalTarget(rule.to)) return { action: 'redirect', location: withQuery(rule.to, search), status }
    if (!isSitePath(rule.to)) continue
    // A target that names its language keeps it; otherwise it is the page in the visitor's language,
    // under that language's slug when the editor named the page by the other's.
    const named = splitLocalePrefix(rule.to)
    const targetLocale = named.prefix ?? locale
    const page = find(named.path, targetLocale, data) ?? find(named.path, targetLocale, data, otherLocale(targetLocale))
    const target = localizedUrl(page && 'path' in page ? page.path : named.path, targetLocale)
    return { action: 'redirect', location: `${target}${search}`, status }
  }
  return null
}

/**
 * Decides what a request for `pathname` (as requested, with the /en prefix if any) gets.
 * `search` is the query string with its "?" (or ""), kept by every redirect but the list fallback.
 */
export function resolveRoute(pathname: string, search: string, data: RouteData): RouteDecision {
  const { prefix, path } = splitLocalePrefix(pathname)
  // "/de/…" is not an address of ours (as-needed: German has no prefix): one permanent redirect to
  // the German page, or whatever the address without the prefix gets.
  if (prefix === defaultLocale) {
    const unprefixed = resolveRoute(path, search, data)
    return unprefixed.action === 'pass' ? { action: 'redirect', location: `${path}${search}`, status: 308 } : unprefixed
  }
  const locale = prefix ?? defaultLocale

  const own = find(path, locale, data)
  if (own && 'notFoundPage' in own) return { action: 'notFound', locale }
  // /500 is the generic error page itself (the production server sends it when a page fails).
  if (own && 'errorPage' in own) return { action: 'serverError', locale }
  // /status/413 … the pages of the answers given before any page renders (src/base/statusPages.mjs).
  if (own && 'statusPage' in own) return { action: 'statusPage', locale, kind: own.statusPage }
  if (own && 'privatePage' in own) return pass
  if (own) return own.path === path ? pass : { action: 'redirect', location: `${localizedUrl(own.path, locale)}${search}`, status: 308 }

  // Nothing answers here: the editors' redirects win over every fallback.
  const edited = editorRedirect(path, locale, search, data)
  if (edited) return edited

  // The same page under another spelling: upper case, or the other language's slug.
  const lower = pathname.toLowerCase()
  const folded = lower === pathname ? { prefix, path } : splitLocalePrefix(lower)
  const foldedLocale = folded.prefix ?? defaultLocale
  if (folded.prefix !== defaultLocale) {
    const canonical = (lower !== pathname ? find(folded.path, foldedLocale, data) : null) ?? find(folded.path, foldedLocale, data, otherLocale(foldedLocale))
    if (canonical && 'path' in canonical) {
      return { action: 'redirect', location: `${localizedUrl(canonical.path, foldedLocale)}${search}`, status: 308 }
    }
  } else {
    // "/DE/…": the German page without prefix.
    const canonical = find(folded.path, defaultLocale, data) ?? find(folded.path, defaultLocale, data, 'en')
    if (canonical && 'path' in canonical) return { action: 'redirect', location: `${canonical.path}${search}`, status: 308 }
  }

  const shape = routeShape(path)
  if (shape.kind === 'document' && listFallbacks[shape.base]) {
    return { action: 'redirect', location: localizedUrl(listFallbacks[shape.base], locale), status: 307 }
  }
  return { action: 'notFound', locale }
}

/**
 * The address of the page that answers at a redirect's source (`from` in redirectKey form, with
 * /en when it applies in English only), in any language the redirect applies in — so that the
 * redirect would never apply there — or null. resolveRoute passes such an address to its page
 * before it looks at the editors' redirects.
 */
export function pageAnswering(from: string, data: RouteData): string | null {
  const { prefix, path } = splitLocalePrefix(from)
  for (const locale of prefix ? [prefix] : locales) {
    const page = find(path, locale, data)
    if (page) return localizedUrl('path' in page ? page.path : path, locale)
  }
  return null
}

/**
 * The one source of a page's language versions (issue 29): the head's canonical URL and hreflang
 * alternates, the HTTP `Link` header, the sitemaps and the language switch all come from here, so
 * they agree on every page in both directions. `address` is the page's path without locale prefix
 * as it is in `locale`, with its canonical query string if it has one (the same in both languages:
 * list pages only); the result is each language's path without prefix, with that query. Null when
 * no page answers at the address (the not-found page has no language versions).
 */
export function languageVersions(address: string, locale: Locale, data: RouteData): PathsByLocale | null {
  const query = address.indexOf('?')
  const path = query < 0 ? address : address.slice(0, query)
  const search = query < 0 ? '' : address.slice(query)
  const own = find(path, locale, data)
  if (!own || !('path' in own)) return null
  const versions = {} as PathsByLocale
  for (const other of locales) {
    // The document under its slug in each language (German where English has none).
    const page = other === locale ? own : find(path, other, data, locale)
    versions[other] = `${page && 'path' in page ? page.path : own.path}${search}`
  }
  return versions
}

/**
 * Where the language switch leads (the URL, with prefix): the page's version in the other
 * language; an address that is no page of ours leads to that language's home page.
 */
export function translatedPath(address: string, from: Locale, to: Locale, data: RouteData): string {
  return localizedUrl(languageVersions(address, from, data)?.[to] ?? '/', to)
}
