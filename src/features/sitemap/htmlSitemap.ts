/**
 * The HTML sitemap's groups (/sitemap): every public page in the visitor's language. Works are
 * not listed one by one (10,000 links are no page for people): the explorer reaches all of them
 * with its filters and crawlable page links, and every artist's page lists that artist's works.
 */
import { getTranslations } from 'next-intl/server'
import type { CollectionSlug } from 'payload'

import { listPublished } from '@/features/content/loaders'
import type { Locale } from '@/base/locales'

import { documentPath, fixedRoutes, unlistedPages, type PublicCollection } from '../../base/publicPaths'

export type SitemapLink = { href: string; label: string; note?: string }
export type SitemapGroup = { id: string; title: string; links: SitemapLink[] }

type Listed = { id: number; slug: string; title?: string; name?: string }

/** Fixed-route CMS pages listed among the sections rather than with the other pages. */
const sectionPages = ['contact', 'search']

const lists: Array<{ collection: PublicCollection; sort: string; title: (t: (key: string) => string, nav: (key: string) => string) => string }> = [
  { collection: 'artists', sort: 'name', title: (_, nav) => nav('artists') },
  { collection: 'curators', sort: 'name', title: (t) => t('curators') },
  { collection: 'exhibitions', sort: '-startDate', title: (_, nav) => nav('exhibitions') },
  { collection: 'magazine', sort: '-publishDate', title: (_, nav) => nav('magazine') },
  { collection: 'crew', sort: 'order', title: (_, nav) => nav('crew') },
  { collection: 'leasing', sort: 'title', title: (t) => t('leasingOffers') },
  { collection: 'inquiry-topics', sort: 'order', title: (t) => t('inquiryTopics') },
  { collection: 'werkstattpalast-pages', sort: 'order', title: (t) => t('werkstattpalastPages') },
]

export async function getSitemapGroups(locale: Locale): Promise<SitemapGroup[]> {
  const [t, nav, pages, ...docs] = await Promise.all([
    getTranslations({ locale, namespace: 'sitemap' }),
    getTranslations({ locale, namespace: 'nav' }),
    listPublished<Listed>('pages', locale, { sort: 'title', limit: 500, depth: 0 }),
    ...lists.map(({ collection, sort }) => listPublished<Listed>(collection as CollectionSlug, locale, { sort, limit: 5000, depth: 0 })),
  ])
  const sections: SitemapLink[] = [
    ...fixedRoutes.map(({ path, navKey }) => ({
      href: path,
      label: navKey ? nav(navKey) : t('home'),
      note: path === '/artworks' ? t('artworksExplorer') : undefined,
    })),
    ...sectionPages.map((slug) => ({ href: `/${slug}`, label: nav(slug) })),
  ]
  const groups: SitemapGroup[] = [{ id: 'sections', title: t('sections'), links: sections }]
  lists.forEach(({ collection, title }, i) => {
    const links = docs[i].map((doc) => ({ href: documentPath(collection, doc.slug), label: doc.title ?? doc.name ?? doc.slug }))
    groups.push({ id: collection, title: title(t, nav), links })
  })
  const otherPages = pages.filter((page) => !unlistedPages.includes(page.slug) && !sectionPages.includes(page.slug) && page.slug !== 'sitemap')
  groups.push({ id: 'pages', title: t('info'), links: otherPages.map((page) => ({ href: `/${page.slug}`, label: page.title ?? page.slug })) })
  return groups.filter((group) => group.links.length > 0)
}
