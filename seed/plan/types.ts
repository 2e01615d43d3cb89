/**
 * The seed plan: every document the seed will write, as plain data. Planning is pure (seed +
 * date in, plan out), so tests can check it without a database; writing turns the plan into
 * Payload documents. Documents refer to each other by their position in the plan.
 */

import type { TextBlock } from '../richtext'
import type { BlockText, PageText } from '../text/pages'
import type { MenuItem, CookieText } from '../text/site'
import type { Localized } from '../text/types'

export type { Localized }

export type ImageKind = 'artwork' | 'portrait'

/** One generated picture: the same spec always renders the same JPEG. */
export type ImageSpec = {
  fileName: string
  kind: ImageKind
  width: number
  height: number
  seed: number
  /** Hex colours the composition is painted with, strongest first. */
  palette: string[]
  alt: Localized
  copyright: Localized
}

export type TaxonomyCollection = 'colors' | 'mediums' | 'styles' | 'tags' | 'categories'

export type TaxonomySpec = {
  collection: TaxonomyCollection
  key: string
  slug: string
  name: Localized
  order: number
  hex?: string
}

export type ArtistSpec = {
  name: string
  slug: string
  personType: 'artist' | 'agent'
  birthYear: number
  birthPlace: Localized
  website: string | null
  biography: Localized<TextBlock[]>
  portrait: ImageSpec
  /** What the artist's works tend to look like. */
  mediums: string[]
  colors: string[]
  themes: string[]
}

export type ArtworkSpec = {
  index: number
  title: Localized
  slug: Localized
  artist: number
  year: number
  medium: string
  styles: string[]
  tags: string[]
  colors: string[]
  categories: string[]
  dimensions: { height: number; width: number; depth: number | null }
  edition: Localized
  description: Localized<TextBlock[]>
  price: number
  priceOnRequest: boolean
  sold: boolean
  leasingDisabled: boolean
  /** Null for drafts, which were never published. */
  publishedAt: string | null
  /** Position in `SeedPlan.images`; in the bench several artworks share one image. */
  image: number
  draft: boolean
}

export type PersonSpec = {
  name: string
  slug: string
  biography: Localized<TextBlock[]>
  portrait: ImageSpec
  website: string | null
}

export type CrewSpec = PersonSpec & { role: Localized; email: string; order: number }

export type ExhibitionPhase = 'past' | 'current' | 'upcoming'

export type ExhibitionSpec = {
  title: Localized
  slug: Localized
  subtitle: Localized
  teaser: Localized
  text: Localized<TextBlock[]>
  venue: Localized
  startDate: string
  endDate: string
  phase: ExhibitionPhase
  curators: number[]
  artists: number[]
  artworks: number[]
  /** Installation views: artworks whose images stand in for them. */
  images: number[]
}

export type ArticleSpec = {
  title: Localized
  slug: Localized
  teaser: Localized
  body: Localized<TextBlock[]>
  author: string
  publishDate: string
  cover: number
  tags: string[]
  artists: number[]
  artworks: number[]
}

export type LeasingSpec = {
  title: Localized
  slug: Localized
  artwork: number
  teaser: Localized
  body: Localized<TextBlock[]>
  termMonths: number
}

export type InquiryTopicSpec = { title: Localized; slug: Localized; intro: Localized; body: Localized<TextBlock[]>; order: number }

export type FaqSpec = { question: Localized; answer: Localized<TextBlock[]>; category: Localized; order: number }

export type WerkstattpalastPageSpec = { slug: Localized; title: Localized; intro: Localized; layout: BlockText[]; order: number }

export type SeedPlan = {
  seed: number
  today: string
  taxonomies: TaxonomySpec[]
  artists: ArtistSpec[]
  /** Pictures of artworks, in artwork order; fewer than artworks in the bench. */
  images: ImageSpec[]
  artworks: ArtworkSpec[]
  drafts: ArtworkSpec[]
  curators: PersonSpec[]
  crew: CrewSpec[]
  exhibitions: ExhibitionSpec[]
  articles: ArticleSpec[]
  leasing: LeasingSpec[]
  inquiryTopics: InquiryTopicSpec[]
  faq: FaqSpec[]
  pages: PageText[]
  werkstattpalast: {
    title: Localized
    intro: Localized
    body: Localized<TextBlock[]>
    image: number
    pages: WerkstattpalastPageSpec[]
  }
  navigation: { main: MenuItem[]; secondary: MenuItem[]; footer: MenuItem[] }
  consent: { title: Localized; intro: Localized; necessary: CookieText[]; optional: CookieText[] }
  siteSettings: { galleryName: Localized; address: Localized; contactEmail: string; phone: string; gtmId?: string }
  redirects: { from: string; to: string; permanent: boolean }[]
}
