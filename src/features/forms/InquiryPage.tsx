import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import type { Artist, Artwork, InquiryTopic } from '@/cms/payload-types'
import { priceLine, publicPricing } from '@/base/price'
import { getPublishedBySlug, getSlugs } from '@/features/content/loaders'
import { DocumentView, firstImage, populated } from '@/features/content/shared'
import { withOpenGraph } from '@/features/site/metadata'
import { pageAlternates } from '@/features/routing/table'
import type { Locale } from '@/base/locales'

import { ContactSection } from './ContactSection'

type Target = { kind: 'topic'; doc: InquiryTopic } | { kind: 'artwork'; doc: Artwork }

/** `/inquiry/{slug}` names an inquiry topic or, when no topic has that slug, an artwork. */
async function findTarget(locale: Locale, slug: string): Promise<Target | null> {
  const topic = await getPublishedBySlug<InquiryTopic>('inquiry-topics', locale, slug, 2)
  if (topic) return { kind: 'topic', doc: topic }
  const artwork = await getPublishedBySlug<Artwork>('artworks', locale, slug, 1)
  return artwork ? { kind: 'artwork', doc: artwork } : null
}

export async function inquiryMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const target = await findTarget(locale, slug)
  if (!target) return {}
  const t = await getTranslations({ locale, namespace: 'forms' })
  const slugs = await getSlugs(target.kind === 'topic' ? 'inquiry-topics' : 'artworks', target.doc.id)
  const title = target.kind === 'topic' ? target.doc.title : `${t('inquiryAbout')} ${target.doc.title}`
  return withOpenGraph(locale, {
    title,
    alternates: await pageAlternates(`/inquiry/${slugs[locale]}`, locale, { de: `/inquiry/${slugs.de}`, en: `/inquiry/${slugs.en}` }),
    // A form per artwork is not content of its own.
    robots: target.kind === 'artwork' ? { index: false, follow: true } : undefined,
  })
}

/** The inquiry form for a topic (its text above) or for one artwork (image, artist, price line). */
export async function InquiryPage({ locale, slug }: { locale: Locale; slug: string }) {
  const target = await findTarget(locale, slug)
  if (!target) notFound()
  if (target.kind === 'topic') {
    const topic = target.doc
    return (
      <DocumentView title={topic.title} lead={topic.intro} body={topic.body} testId="inquiry-detail">
        <ContactSection locale={locale} topic={topic.id} />
      </DocumentView>
    )
  }
  const artwork = target.doc
  const [t, tw] = await Promise.all([getTranslations({ locale, namespace: 'forms' }), getTranslations({ locale, namespace: 'artwork' })])
  const artist = populated<Artist>(artwork.artist)
  // The price line of docs/behaviour.md#price-on-request, as the artwork's page and cards say it (sold, on request, or the price).
  const priced = publicPricing(artwork)
  const line = priceLine(priced)
  const price = [line.kind === 'sold' ? tw('sold') : line.kind === 'onRequest' ? tw('priceOnRequest') : line.formatted, priced.reserved ? tw('reserved') : null]
    .filter(Boolean)
    .join(' · ')
  return (
    <DocumentView
      title={artwork.title}
      kicker={t('inquiryAbout')}
      lead={[artist?.name, price].filter(Boolean).join(' · ')}
      image={firstImage(artwork.images)}
      testId="inquiry-artwork"
    >
      <ContactSection locale={locale} artworks={[artwork.id]} />
    </DocumentView>
  )
}
