/**
 * The route resolver's data, held in memory and offered to the locale proxy (src/proxy.ts), which
 * Next bundles apart from the app: it finds the resolver on globalThis, where
 * src/instrumentation.ts installs it when the server starts. Published slugs come from the
 * sitemap's bulk read (one stamp query tells whether anything changed, here or in another
 * instance); the editors' redirects are read with it. The admin asks it too (`pageAt`), to refuse
 * a redirect from an address a published page answers (src/cms/collections/Redirects.ts). An address that exists is answered from
 * data at most a second old; before an address is called missing, the data is checked again.
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Metadata } from 'next'

import { getPayloadClient } from '@/cms/client'
import { rows } from '@/cms/sql'
import { sourceStampRow } from '@/features/explorer/rows'
import { getSitemapData } from '@/features/sitemap/store'

import { alternates, samePath, type PathsByLocale } from '@/i18n/alternates'
import { splitLocalePrefix } from '@/i18n/chooseLocale'
import { defaultLocale, type Locale } from '@/i18n/locales'

import { canonicalAddress, searchParamsOf } from './listAddress'
import { languageVersions, pageAnswering, resolveRoute, routeData, translatedPath, type RouteData, type RouteDecision } from './resolve'

export type RouteResolver = {
  resolve(pathname: string, search: string): Promise<RouteDecision>
  versions(pathname: string, search: string): Promise<PathsByLocale | null>
  /** The address of a published page answering at a redirect's source (redirectKey form), or null; asked of the database at once. */
  pageAt(from: string): Promise<string | null>
}

export const resolverKey = Symbol.for('vernissage.routeResolver')

const freshForMs = 1_000

type State = { data?: RouteData; key?: string; checkedAt: number; pending?: Promise<RouteData> }
const state: State = { checkedAt: 0 }

async function load(): Promise<RouteData> {
  const payload = await getPayloadClient()
  const [sitemap, redirectStamp] = await Promise.all([getSitemapData(), sourceStampRow(payload, ['redirects'])])
  const key = `${sitemap.stamp}|${redirectStamp}`
  if (state.data && state.key === key) return state.data
  const redirects = await rows(payload, sql`SELECT "from", "to", permanent FROM redirects`)
  state.data = routeData(
    sitemap.docs,
    redirects.map((row) => ({ from: String(row.from), to: String(row.to), permanent: row.permanent !== false && row.permanent !== 0 })),
  )
  state.key = key
  return state.data
}

/** The data, read again when older than `maxAgeMs` (one stamp query when nothing changed). */
function current(maxAgeMs: number): Promise<RouteData> {
  if (state.data && Date.now() - state.checkedAt < maxAgeMs) return Promise.resolve(state.data)
  state.pending ??= load()
    .then((data) => {
      state.checkedAt = Date.now()
      return data
    })
    .finally(() => {
      state.pending = undefined
    })
  return state.pending
}

async function resolve(pathname: string, search: string): Promise<RouteDecision> {
  const decision = resolveRoute(pathname, search, await current(freshForMs))
  if (decision.action === 'pass') return decision
  // Something published a moment ago must not be called missing: ask the database once more.
  return resolveRoute(pathname, search, await current(0))
}

/**
 * The language versions of the page at `address` (without locale, with its canonical query) for
 * the head, the switch and the `Link` header (languageVersions, one source). Read with the data as
 * it is now (one stamp query): a page rendered right after a slug changed names the new slug.
 */
export async function pageVersions(address: string, locale: Locale): Promise<PathsByLocale | null> {
  return languageVersions(address, locale, await current(0))
}

/**
 * The head's canonical URL and hreflang alternates of a page. `own`: the page's own idea of its
 * versions, for a document the published data does not hold (a draft in the staff's preview).
 */
export async function pageAlternates(address: string, locale: Locale, own: PathsByLocale = samePath(address)): Promise<NonNullable<Metadata['alternates']>> {
  return alternates((await pageVersions(address, locale)) ?? own, locale)
}

/** The language switch's target (with prefix) for a page's address, given without locale. */
export async function alternatePath(address: string, from: Locale, to: Locale): Promise<string> {
  return translatedPath(address, from, to, await current(0))
}

/** The language versions of a requested address (with prefix and query), for the proxy's `Link` header. */
async function versions(pathname: string, search: string): Promise<PathsByLocale | null> {
  const { prefix, path } = splitLocalePrefix(pathname)
  const address = canonicalAddress(path, searchParamsOf(new URLSearchParams(search)))
  return address ? languageVersions(address, prefix ?? defaultLocale, await current(freshForMs)) : null
}

/** Makes the resolver available to the proxy (idempotent). */
export function installRouteResolver(): void {
  const resolver: RouteResolver = { resolve, versions, pageAt: async (from) => pageAnswering(from, await current(0)) }
  ;(globalThis as Record<symbol, unknown>)[resolverKey] = resolver
}
