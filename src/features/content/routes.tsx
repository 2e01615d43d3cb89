import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { CollectionSlug } from 'payload'

import { withOpenGraph } from '@/features/site/metadata'
import { pageAlternates } from '@/features/routing/table'
import type { Locale } from '@/base/locales'

import { getPublishedBySlug, getSlugs, listPublished } from './loaders'
import { TeaserList, type TeaserItem } from './shared'

type DetailProps = { params: Promise<{ locale: Locale; slug: string }> }
type ListProps = { params: Promise<{ locale: Locale }> }

type DocumentRouteOptions<T> = {
  collection: CollectionSlug
  /** Public path of the detail pages, without locale: '/crew' → /crew/{slug}. */
  basePath: string
  title: (doc: T) => string
  depth?: number
  render: (doc: T, locale: Locale) => React.ReactNode
}

/**
 * generateMetadata and the page of a slug-addressed document that answers 404 when unknown:
 * title, canonical and hreflang from the document's slug in each language, Open Graph.
 * The route file keeps `revalidate` and `generateStaticParams`, which Next reads statically.
 */
export function documentRoute<T extends { id: number | string }>({ collection, basePath, title, depth = 2, render }: DocumentRouteOptions<T>) {
  async function generateMetadata({ params }: DetailProps): Promise<Metadata> {
    const { locale, slug } = await params
    const doc = await getPublishedBySlug<T>(collection, locale, slug, depth)
    if (!doc) return {}
    const slugs = await getSlugs(collection, doc.id)
    return withOpenGraph(locale, {
      title: title(doc),
      alternates: await pageAlternates(`${basePath}/${slugs[locale]}`, locale, { de: `${basePath}/${slugs.de}`, en: `${basePath}/${slugs.en}` }),
    })
  }
  async function Page({ params }: DetailProps) {
    const { locale, slug } = await params
    setRequestLocale(locale)
    const doc = await getPublishedBySlug<T>(collection, locale, slug, depth)
    if (!doc) notFound()
    return render(doc, locale)
  }
  return { generateMetadata, Page }
}

type ListRouteOptions<T> = {
  collection: CollectionSlug
  /** Path of the list, without locale, and its heading's key in the `nav` messages. */
  path: string
  navKey: string
  sort: string
  testId: string
  item: (doc: T) => TeaserItem
  /** What the page shows below the list (the leasing page: the works available for leasing). */
  after?: (locale: Locale) => Promise<React.ReactNode>
}

/** generateMetadata and the page of a plain list of teasers (crew, leasing, inquiry topics …). */
export function teaserListRoute<T>({ collection, path, navKey, sort, testId, item, after }: ListRouteOptions<T>) {
  async function generateMetadata({ params }: ListProps): Promise<Metadata> {
    const { locale } = await params
    return withOpenGraph(locale, { title: (await getTranslations({ locale, namespace: 'nav' }))(navKey), alternates: await pageAlternates(path, locale) })
  }
  async function Page({ params }: ListProps) {
    const { locale } = await params
    setRequestLocale(locale)
    const [t, docs, below] = await Promise.all([
      getTranslations({ locale, namespace: 'nav' }),
      listPublished<T>(collection, locale, { sort, limit: 200 }),
      after ? after(locale) : null,
    ])
    return (
      <>
        <section className="intro">
          <h1>{t(navKey)}</h1>
          <TeaserList testId={testId} items={docs.map(item)} eagerFirstRow />
        </section>
        {below}
      </>
    )
  }
  return { generateMetadata, Page }
}
