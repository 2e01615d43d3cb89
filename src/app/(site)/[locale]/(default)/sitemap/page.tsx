import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Artist, Exhibition, Magazine, Page as PageDoc } from '@/cms/payload-types'
import { CmsPage, cmsPageMetadata } from '@/features/content/CmsPage'
import { listPublished } from '@/features/content/loaders'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

const sections = ['artworks', 'artists', 'exhibitions', 'magazine', 'leasing', 'crew', 'inquiry', 'faq', 'werkstattpalast', 'contact', 'search'] as const

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return cmsPageMetadata('sitemap', locale)
}

/** The HTML sitemap: every section, then the pages, artists, exhibitions and articles, in the visitor's language. */
export default async function SitemapPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, s, pages, artists, exhibitions, articles] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'sitemap' }),
    listPublished<PageDoc>('pages', locale, { sort: 'title', limit: 200, depth: 0 }),
    listPublished<Artist>('artists', locale, { sort: 'name', limit: 500, depth: 0 }),
    listPublished<Exhibition>('exhibitions', locale, { sort: '-startDate', limit: 200, depth: 0 }),
    listPublished<Magazine>('magazine', locale, { sort: '-publishDate', limit: 200, depth: 0 }),
  ])
  const groups: Array<{ title: string; links: Array<{ href: string; label: string }> }> = [
    { title: t('sitemap'), links: sections.map((s) => ({ href: `/${s}`, label: t(s) })) },
    { title: t('artists'), links: artists.map((a) => ({ href: `/artists/${a.slug}`, label: a.name })) },
    { title: t('exhibitions'), links: exhibitions.map((e) => ({ href: `/exhibitions/${e.slug}`, label: e.title })) },
    { title: t('magazine'), links: articles.map((a) => ({ href: `/magazine/${a.slug}`, label: a.title })) },
    { title: s('info'), links: pages.filter((p) => !['preview', 'addtocart', 'thank-you-for-subscribing'].includes(p.slug)).map((p) => ({ href: `/${p.slug}`, label: p.title })) },
  ]
  return (
    <CmsPage slug="sitemap" locale={locale}>
      <div className="sitemap" data-testid="sitemap">
        {groups.map((group) => (
          <section key={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </CmsPage>
  )
}
