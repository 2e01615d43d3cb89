/**
 * The magazine list's rules: paging, tag counts and the related articles under an article (its
 * address, `/magazine?tag=malerei&page=2`, is src/features/routing/magazineQuery.ts). Pure, so the
 * page, the tests and any other caller agree.
 */

/** Articles per page of the list. */
export const articlesPerPage = 12

/** What the list needs of an article; the loaders build it once per language. */
export type ArticleSummary = {
  id: number
  slug: string
  title: string
  teaser: string | null
  author: string | null
  publishDate: string
  tags: number[]
  readingMinutes: number
}

export type MagazineTag = { id: number; slug: string; name: string }

/** Number of pages for a count of articles; an empty list still has its first page. */
export function pageCount(total: number, perPage = articlesPerPage): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** One page of a list, or null past the end (→ 404). */
export function pageOf<T>(items: T[], page: number, perPage = articlesPerPage): T[] | null {
  if (page < 1 || page > pageCount(items.length, perPage)) return null
  return items.slice((page - 1) * perPage, page * perPage)
}

/** Newest first; equal dates by title, so the order never depends on the database. */
export function newestFirst<T extends Pick<ArticleSummary, 'publishDate' | 'title'>>(articles: T[]): T[] {
  return [...articles].sort((a, b) => Date.parse(b.publishDate) - Date.parse(a.publishDate) || a.title.localeCompare(b.title))
}

/** How many of the articles carry each tag, by tag id. */
export function tagCounts(articles: Pick<ArticleSummary, 'tags'>[]): Map<number, number> {
  const counts = new Map<number, number>()
  for (const article of articles) for (const id of new Set(article.tags)) counts.set(id, (counts.get(id) ?? 0) + 1)
  return counts
}

/** The tags that at least one article carries, with their counts, in the given (editors') order. */
export function usedTags<T extends MagazineTag>(tags: T[], articles: Pick<ArticleSummary, 'tags'>[]): Array<T & { count: number }> {
  const counts = tagCounts(articles)
  return tags.flatMap((tag) => {
    const count = counts.get(tag.id) ?? 0
    return count > 0 ? [{ ...tag, count }] : []
  })
}

/**
 * The articles to read next: those sharing the most tags with this one first, then the newest;
 * never the article itself. Without shared tags the newest others fill the places.
 */
export function relatedArticles<T extends Pick<ArticleSummary, 'id' | 'tags' | 'publishDate' | 'title'>>(
  article: Pick<ArticleSummary, 'id' | 'tags'>,
  candidates: T[],
  limit = 3,
): T[] {
  const own = new Set(article.tags)
  const shared = (other: T) => new Set(other.tags.filter((id) => own.has(id))).size
  return newestFirst(candidates.filter((other) => other.id !== article.id))
    .map((other, rank) => ({ other, rank, shared: shared(other) }))
    .sort((a, b) => b.shared - a.shared || a.rank - b.rank)
    .slice(0, limit)
    .map(({ other }) => other)
}
