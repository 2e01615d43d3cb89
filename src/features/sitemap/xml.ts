/**
 * The XML sitemaps as pure functions of the published documents: a sitemap index at /sitemap.xml
 * pointing to one file per kind of page (/sitemaps/{name}.xml). Every page is listed in both
 * languages, each URL with its hreflang alternates (de, en, x-default → German) and the date of
 * its last change. Works are split into files of 5,000 (10,000 URLs), far below the protocol's
 * 50,000 URLs and 50 MB per file, so 10,000 works make two files.
 */
import { localizedUrl, type PathsByLocale } from '@/i18n/alternates'
import { locales } from '@/base/locales'

import { languageVersions, routeData, type RouteData } from '@/features/routing/resolve'

import { documentPath, fixedRoutes, unlistedPages, type PublicCollection } from '../../base/publicPaths'
import type { SitemapDoc } from '@/features/routing/sitemapRows'

export type SitemapSource = { docs: Record<PublicCollection, SitemapDoc[]>; faqUpdatedAt: string | null }
export type SitemapEntry = { paths: PathsByLocale; lastmod: string | null }
export type SitemapFile = { name: string; entries: SitemapEntry[] }

export const artworksPerFile = 5_000

/** One file per kind, in this order; works come last, in numbered files. */
const kinds: Array<{ name: string; collection: PublicCollection }> = [
  { name: 'artists', collection: 'artists' },
  { name: 'curators', collection: 'curators' },
  { name: 'crew', collection: 'crew' },
  { name: 'exhibitions', collection: 'exhibitions' },
  { name: 'magazine', collection: 'magazine' },
  { name: 'leasing', collection: 'leasing' },
  { name: 'inquiry', collection: 'inquiry-topics' },
]

export function newest(dates: Array<string | null | undefined>): string | null {
  let latest: string | null = null
  for (const date of dates) if (date && (!latest || date > latest)) latest = date
  return latest
}

/**
 * An entry's paths in each language come from the one source the head, the `Link` header and the
 * language switch use (languageVersions over the same published documents), so they all agree.
 */
const entryOf = (data: RouteData, path: string, lastmod: string | null): SitemapEntry[] => {
  const paths = languageVersions(path, 'de', data)
  return paths ? [{ paths, lastmod }] : []
}

const docEntries = (data: RouteData, collection: PublicCollection, docs: SitemapDoc[]): SitemapEntry[] =>
  docs.flatMap((doc) => entryOf(data, documentPath(collection, doc.de), doc.updatedAt))

/** The fixed routes, the CMS pages (without the unlisted ones) and the Werkstattpalast pages. */
function pageEntries({ docs, faqUpdatedAt }: SitemapSource, data: RouteData): SitemapEntry[] {
  const fixed = fixedRoutes.flatMap(({ path, datedBy }) =>
    entryOf(data, path, newest(datedBy.flatMap((kind) => (kind === 'faq' ? [faqUpdatedAt] : docs[kind].map((doc) => doc.updatedAt))))),
  )
  const pages = docEntries(
    data,
    'pages',
    docs.pages.filter((doc) => !unlistedPages.includes(doc.de)),
  )
  return [...fixed, ...pages, ...docEntries(data, 'werkstattpalast-pages', docs['werkstattpalast-pages'])]
}

/** Every sitemap file with its entries, by name. */
export function sitemapFiles(source: SitemapSource): SitemapFile[] {
  const data = routeData(source.docs, [])
  const files: SitemapFile[] = [{ name: 'pages', entries: pageEntries(source, data) }]
  for (const { name, collection } of kinds) files.push({ name, entries: docEntries(data, collection, source.docs[collection]) })
  const works = docEntries(data, 'artworks', source.docs.artworks)
  for (let start = 0, n = 1; start < works.length || n === 1; start += artworksPerFile, n += 1) {
    files.push({ name: `artworks-${n}`, entries: works.slice(start, start + artworksPerFile) })
  }
  return files
}

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string)

const absolute = (origin: string, path: string, locale: (typeof locales)[number]) => escapeXml(`${origin.replace(/\/$/, '')}${localizedUrl(path, locale)}`)

/** A <urlset> listing every entry once per language, each with its alternates. */
export function urlsetXml(entries: SitemapEntry[], origin: string): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">']
  for (const { paths, lastmod } of entries) {
    const alternates = [
      ...locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${absolute(origin, paths[locale], locale)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(origin, paths.de, 'de')}"/>`,
    ].join('')
    for (const locale of locales) {
      lines.push(`<url><loc>${absolute(origin, paths[locale], locale)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`)
    }
  }
  lines.push('</urlset>', '')
  return lines.join('\n')
}

/** The <sitemapindex> at /sitemap.xml: each file with the newest change among its pages. */
export function sitemapIndexXml(files: SitemapFile[], origin: string): string {
  const base = origin.replace(/\/$/, '')
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">']
  for (const file of files) {
    const lastmod = newest(file.entries.map((entry) => entry.lastmod))
    lines.push(`<sitemap><loc>${escapeXml(`${base}/sitemaps/${file.name}.xml`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`)
  }
  lines.push('</sitemapindex>', '')
  return lines.join('\n')
}
