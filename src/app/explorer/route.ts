import { toChunk } from '@/features/explorer/cards'
import { exploreWithCounts } from '@/features/explorer/facets'
import { untaggedExplorerIndex } from '@/features/explorer/loaders'
import { parseExplorerQuery, priceRanges, withKnownValues, type SearchParams } from '@/features/routing/explorerQuery'
import { defaultLocale, isLocale } from '@/base/locales'

/**
 * GET /explorer?locale=en&color=blau&page=3: one page of the explorer's works as JSON, for the
 * works the explorer appends while the visitor scrolls. The same query rules as /artworks.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const params: SearchParams = {}
  for (const key of new Set(url.searchParams.keys())) params[key] = url.searchParams.getAll(key)
  const localeParam = url.searchParams.get('locale') ?? defaultLocale
  const locale = isLocale(localeParam) ? localeParam : defaultLocale
  try {
    const index = await untaggedExplorerIndex(locale)
    const { page } = exploreWithCounts(index.sorted, withKnownValues(parseExplorerQuery(params), index.vocabularies), priceRanges)
    return Response.json(toChunk(page), { headers: { 'cache-control': 'public, max-age=0, must-revalidate' } })
  } catch {
    return Response.json({ error: locale === 'en' ? 'The works could not be loaded.' : 'Die Werke konnten nicht geladen werden.' }, { status: 503 })
  }
}
