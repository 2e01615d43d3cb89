import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import type { Artist } from '@/cms/payload-types'
import { ArtistView } from '@/features/artists/ArtistView'
import { getPublishedBySlug } from '@/features/content/loaders'
import { withOpenGraph } from '@/features/site/metadata'
import type { Locale } from '@/base/locales'
import { pageAlternates } from '@/features/routing/table'
import { redirect } from '@/i18n/navigation'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const artist = await getPublishedBySlug<Artist>('artists', locale, slug)
  // /artist/{slug} and /artists/{slug} show the same page; /artists/{slug} is the canonical one.
  return withOpenGraph(locale, { title: artist?.name, alternates: await pageAlternates(`/artists/${slug}`, locale) })
}

export default async function ArtistPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const artist = await getPublishedBySlug<Artist>('artists', locale, slug)
  // An unknown artist sends the visitor to the list of artists (docs/behaviour.md#unknown-document).
  if (!artist) return redirect({ href: '/artists', locale })
  return <ArtistView artist={artist} locale={locale} />
}
