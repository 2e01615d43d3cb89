/**
 * The route resolver's data, held in memory and offered to the locale proxy (src/proxy.ts), which
 * Next bundles apart from the app: it finds the resolver in the process's slots (src/base/processState.mjs), where
 * src/instrumentation.ts installs it when the server starts. Published slugs come from the
 * sitemap's bulk read (./sitemapStore.ts); the editors' redirects are read with it. Both are
 * read again when a change is announced on any instance (src/cms/changes.ts), with a stamp query
 * at most every `safetyCheckMs` as the safety net for an announcement that never came. It offers
 * the CMS the page answering at an address (src/cms/ports.mjs), to refuse a redirect a published
 * page would shadow (src/cms/collections/Redirects.ts).
 */
import { fill } from '@/base/processState.mjs'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Metadata } from 'next'

import { onContentChange } from '@/cms/changes'
import { offerPageLookup } from '@/cms/ports.mjs'
import { getPayloadClient } from '@/cms/client'
import { rows } from '@/base/sql'
import { sourceStampRow } from '@/base/stamp'
import { getSitemapData } from './sitemapStore'

import { alternates, samePath, type PathsByLocale } from '@/i18n/alternates'
import { splitLocalePrefix } from '@/i18n/chooseLocale'
import { defaultLocale, type Locale } from '@/base/locales'

import { canonicalAddress, searchParamsOf } from './listAddress'
import { languageVersions, pageAnswering, resolveRoute, routeData, translatedPath, type RouteData, type RouteDecision } from './resolve'

export type RouteResolver = {
  resolve(pathname: string, search: string): Promise<RouteDecision>
  versions(pathname: string, search: string): Promise<PathsByLocale | null>
}

/** The safety net's period: a lost announcement shows within a minute. */
const safetyCheckMs = 60_000

type State = { data?: RouteData; key?: string; stale: boolean; checkedAt: number; pending?: Promise<RouteData> }
const state: State = { stale: true, checkedAt: 0 }

async function load(): Promise<RouteData> {
  const changed = state.stale
  state.stale = false
  const payload = await getPayloadClient()
  const [sitemap, redirectStamp] = await Promise.all([getSitemapData(), sourceStampRow(payload, ['redirects'])])
  const key = `${sitemap.stamp}|${redirectStamp}`
  state.checkedAt = Date.now()
  if (!changed && state.data && state.key === key) return state.data
  const redirects = await rows(payload, sql`SELECT "from", "to", permanent FROM redirects`)
  state.data = routeData(
    sitemap.docs,
    redirects.map((row) => ({ from: String(row.from), to: String(row.to), permanent: row.permanent !== false && row.permanent !== 0 })),
  )
  state.key = key
  return state.data
}

/** The data: from memory until a change is announced (or the safety check is due). */
function current(): Promise<RouteData> {
  if (state.data && !state.stale && Date.now() - state.checkedAt < safetyCheckMs) return Promise.resolve(state.data)
  state.pending ??= load()
    .catch((error) => {
      state.stale = true
      throw error
    })
    .finally(() => {
      state.pending = undefined
    })
  return state.pending
}

onContentChange(({ collection, publicContent, everything }) => {
  if (everything || publicContent || collection === 'redirects') state.stale = true
})

async function resolve(pathname: string, search: string): Promise<RouteDecision> {
  return resolveRoute(pathname, search, await current())
}

/**
 * The language versions of the page at `address` (without locale, with its canonical query) for
 * the head, the switch and the `Link` header (languageVersions, one source). Read with the data as
 * it is after every change announced: a page rendered right after a slug changed names the new slug.
 */
export async function pageVersions(address: string, locale: Locale): Promise<PathsByLocale | null> {
  return languageVersions(address, locale, await current())
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
  return translatedPath(address, from, to, await current())
}

/** The language versions of a requested address (with prefix and query), for the proxy's `Link` header. */
async function versions(pathname: string, search: string): Promise<PathsByLocale | null> {
  const { prefix, path } = splitLocalePrefix(pathname)
  const address = canonicalAddress(path, searchParamsOf(new URLSearchParams(search)))
  return address ? languageVersions(address, prefix ?? defaultLocale, await current()) : null
}

/**
 * Makes the resolver available to the proxy and the server, and offers the CMS the page answering
 * at a redirect's source (redirectKey form; asked of the database at once), to refuse a redirect a
 * page would shadow (src/cms/ports.mjs). Idempotent.
 */
export function installRouteResolver(): void {
  const resolver: RouteResolver = { resolve, versions }
  fill('routeResolver', resolver)
  offerPageLookup(async (from) => pageAnswering(from, await current()))
}
