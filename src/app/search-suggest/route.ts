import { getTranslations } from 'next-intl/server'

import { suggest } from '@/features/search/engine'
import { getSearchEngine } from '@/features/search/loaders'
import { parseSearchQuery, type SuggestResponse } from '@/features/search/query'
import { defaultLocale, isLocale } from '@/base/locales'

/** Suggestions in one answer; the overlay shows them and a link to all results. */
const limit = 8

/**
 * GET /search-suggest?q=abendr&locale=en: the first matches of any kind as JSON, for the global
 * search overlay while the visitor types (src/features/search/components/GlobalSearch.tsx). Outside
 * the locale proxy and the front cache; answered from the in-memory engine. `Server-Timing` says
 * how long the search itself took (bench/search.mjs reads it).
 */
export async function GET(request: Request): Promise<Response> {
  const started = performance.now()
  const url = new URL(request.url)
  const localeParam = url.searchParams.get('locale') ?? defaultLocale
  const locale = isLocale(localeParam) ? localeParam : defaultLocale
  const { q } = parseSearchQuery({ q: url.searchParams.get('q') ?? '' })
  const headers = { 'cache-control': 'no-store' }
  if (q.length < 2) return Response.json({ query: q, total: 0, items: [] } satisfies SuggestResponse, { headers })
  try {
    const engine = await getSearchEngine(locale)
    const searchStarted = performance.now()
    const { items, total } = suggest(engine, q, limit)
    const searchMs = performance.now() - searchStarted
    const body: SuggestResponse = { query: q, total, items: items.map(({ score: _, ...item }) => item) }
    return Response.json(body, {
      headers: { ...headers, 'server-timing': `search;dur=${searchMs.toFixed(2)}, handler;dur=${(performance.now() - started).toFixed(2)}` },
    })
  } catch {
    const t = await getTranslations({ locale, namespace: 'search' })
    return Response.json({ error: t('failed') }, { status: 503, headers })
  }
}
