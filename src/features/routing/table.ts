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

import { getPayloadClient } from '@/cms/client'
import { rows } from '@/cms/sql'
import { sourceStampRow } from '@/features/explorer/rows'
import { getSitemapData } from '@/features/sitemap/store'

import type { Locale } from '@/i18n/locales'

import { pageAnswering, resolveRoute, routeData, translatedPath, type RouteData, type RouteDecision } from './resolve'

export type RouteResolver = {
  resolve(pathname: string, search: string): Promise<RouteDecision>
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

/** Internal routes behind a public list (the proxy rewrites the list's query strings to them). */
const internalLists: Array<[RegExp, string]> = [
  [/^\/magazine-archive(\/|$)/, '/magazine'],
  [/^\/artworks-explore(\/|$)/, '/artworks'],
]

/** The address of a page (given without locale) in the other language, for the language switch. */
export async function alternatePath(path: string, from: Locale, to: Locale): Promise<string> {
  const publicPath = internalLists.find(([pattern]) => pattern.test(path))?.[1] ?? path
  return translatedPath(publicPath, from, to, await current(freshForMs))
}

/** Makes the resolver available to the proxy (idempotent). */
export function installRouteResolver(): void {
  const resolver: RouteResolver = { resolve, pageAt: async (from) => pageAnswering(from, await current(0)) }
  ;(globalThis as Record<symbol, unknown>)[resolverKey] = resolver
}
