import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { withOpenGraph } from '@/features/site/metadata'
import { pageAlternates } from '@/features/routing/table'
import type { Locale } from '@/base/locales'
import { magazineHref, parseMagazineQuery, type MagazineQuery, type SearchParams } from '@/features/routing/magazineQuery'

import { pageCount, pageOf, usedTags, type MagazineTag } from './listing'
import { getMagazineListIndex, type ArticleTeaser } from './loaders'

export type CountedTag = MagazineTag & { count: number }

/** Everything one address of the magazine list shows. */
export type MagazineListState = {
  query: MagazineQuery
  /** The tag filtered by, or null for all articles. */
  tag: CountedTag | null
  /** Tags in use with their article counts (the chips), and the count of all articles. */
  tags: CountedTag[]
  total: number
  /** Articles matching the filter, and the ones on this page. */
  matching: number
  pages: number
  articles: ArticleTeaser[]
}

/**
 * The list at an address, or null when the address is none of its pages: a malformed query, an
 * unknown tag, or a page past the end (→ 404).
 */
export async function resolveMagazineList(locale: Locale, params: SearchParams): Promise<MagazineListState | null> {
  const query = parseMagazineQuery(params)
  if (!query) return null
  const index = await getMagazineListIndex(locale)
  const tags = usedTags(index.tags, index.articles)
  let tag: CountedTag | null = null
  if (query.tag) {
    const known = index.tags.find((t) => t.slug === query.tag)
    if (!known) return null
    // A tag no published article carries still has its (empty) first page.
    tag = tags.find((t) => t.id === known.id) ?? { ...known, count: 0 }
  }
  const matching = tag ? index.articles.filter((a) => a.tags.includes(tag.id)) : index.articles
  const articles = pageOf(matching, query.page)
  if (!articles) return null
  return { query, tag, tags, total: index.articles.length, matching: matching.length, pages: pageCount(matching.length), articles }
}

/**
 * Title, canonical URL and hreflang of a list address (tag slugs are the same in both languages).
 * Page links of the whole magazine are indexed; views filtered by a tag are followed, not indexed.
 */
export async function magazineListMetadata(locale: Locale, params: SearchParams): Promise<Metadata> {
  const state = await resolveMagazineList(locale, params)
  const [nav, t] = await Promise.all([getTranslations({ locale, namespace: 'nav' }), getTranslations({ locale, namespace: 'magazine' })])
  if (!state) return { title: nav('magazine') }
  const { query, tag } = state
  const base = tag ? t('tagTitle', { tag: tag.name }) : nav('magazine')
  const title = query.page > 1 ? t('pageTitle', { title: base, page: query.page }) : base
  const metadata = await withOpenGraph(locale, { title, alternates: await pageAlternates(magazineHref(query), locale) })
  return tag ? { ...metadata, robots: { index: false, follow: true } } : metadata
}
