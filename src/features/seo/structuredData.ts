/**
 * schema.org structured data (JSON-LD) for artworks, people, exhibitions, magazine articles and the
 * FAQ. Pure builders: a document, the language and the site's origin in, a plain object out, so
 * search engines read the same facts the page shows, and tests need neither Payload nor a request.
 */
import type { Artist, Artwork, Category, Curator, Exhibition, Faq, Magazine, Media, Medium } from '@/cms/payload-types'
import { galleryDayKey } from '@/base/dates'
import { hasPrice, parsePrice } from '@/base/price'
import { variantUrl } from '@/base/mediaVariants'
import { isReserved } from '@/base/reservation'
import { localizedUrl } from '@/i18n/alternates'
import { localeIso, type Locale } from '@/base/locales'

export type JsonLdValue = string | number | boolean | null | JsonLdObject | JsonLdValue[]
export type JsonLdObject = { [key: string]: JsonLdValue | undefined }
/** A top-level node: always carries its context and type. */
export type JsonLd = JsonLdObject & { '@context': 'https://schema.org'; '@type': string }

const context = 'https://schema.org' as const

/** A relation as Payload returns it: the document when populated, its id otherwise. */
function doc<T extends object>(value: T | number | string | null | undefined): T | null {
  return value && typeof value === 'object' ? value : null
}

/** Drops undefined, null, '' and empty lists, so the output only states what is known. */
function compact<T extends JsonLdObject>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))) as T
}

/** The absolute URL of a site path in a language: German without prefix, English under /en. */
export function absoluteUrl(path: string, locale: Locale, siteUrl: string): string {
  return new URL(localizedUrl(path, locale), siteUrl).toString()
}

/** The absolute URL of an upload's 1366 px JPG variant: large enough for rich results, JPG for every reader. */
export function imageUrl(media: Pick<Media, 'filename'> | null | undefined, siteUrl: string): string | undefined {
  if (!media?.filename) return undefined
  // The media base may already be absolute (a CDN); URL() keeps it then and resolves /media/… otherwise.
  return new URL(variantUrl(media.filename, 1366, 'jpg'), siteUrl).toString()
}

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

/** The plain text of an editor's rich text: blocks on their own lines, no markup. */
export function plainText(richText: unknown): string {
  const root = (richText as { root?: LexicalNode } | null | undefined)?.root
  if (!root || !Array.isArray(root.children)) return ''
  const inline = (node: LexicalNode): string => {
    if (node.type === 'linebreak') return '\n'
    if (typeof node.text === 'string') return node.text
    return (node.children ?? []).map(inline).join('')
  }
  // Lists hold one item per line; other blocks are one paragraph each.
  const block = (node: LexicalNode): string[] => (node.type === 'list' ? (node.children ?? []).flatMap(block) : [inline(node)])
  return root.children
    .flatMap(block)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}

/** A calendar day (YYYY-MM-DD) from a stored date, as the site shows it: the day in Berlin (src/base/dates.ts). */
function day(value: string | null | undefined): string | undefined {
  return galleryDayKey(value) ?? undefined
}

/** A full timestamp (ISO 8601) from a stored date, or nothing when it is missing or invalid. */
function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/** A length in centimetres as a schema.org Distance ("50 cm", "20.5 cm"). */
function centimetres(value: number | null | undefined): string | undefined {
  return typeof value === 'number' && value > 0 ? `${value} cm` : undefined
}

const artistPath = (slug: string) => `/artists/${slug}`
const curatorPath = (slug: string) => `/curator/${slug}`
const artworkPath = (slug: string) => `/artworks/${slug}`
const exhibitionPath = (slug: string) => `/exhibitions/${slug}`

/** A reference to a person, nested in another node (creator, about, contributor). */
function personRef(person: Pick<Artist, 'name' | 'slug'>, path: string, locale: Locale, siteUrl: string, jobTitle?: string): JsonLdObject {
  return compact({ '@type': 'Person', name: person.name, url: absoluteUrl(path, locale, siteUrl), jobTitle })
}

/**
 * An Offer only for a priced work (docs/behaviour.md#price-on-request: a price is present only above 0; a price-on-request
 * work names no amount): available, sold out, or reserved (schema.org's Reserved) until its date,
 * which is when it may be offered again. The page is rebuilt when a reservation lapses
 * (src/features/sales/lapse.ts), so the mark never outlives the date.
 */
function offer(artwork: Artwork, url: string, now: number = Date.now()): JsonLdObject | undefined {
  // The public price alone: it is empty for a work on request, whose amount only staff read.
  if (artwork.priceOnRequest || !hasPrice(artwork.publicPrice)) return undefined
  const reserved = isReserved(artwork, now)
  return compact({
    '@type': 'Offer',
    price: parsePrice(artwork.publicPrice) as number,
    priceCurrency: 'EUR',
    availability: artwork.sold ? 'https://schema.org/SoldOut' : reserved ? 'https://schema.org/Reserved' : 'https://schema.org/InStock',
    availabilityStarts: reserved ? isoDate(artwork.reservedUntil) : undefined,
    url,
  })
}

/** A reference to a work, nested in an exhibition: enough to identify it; its own page says the rest. */
function artworkRef(artwork: Artwork, locale: Locale, siteUrl: string): JsonLdObject & { '@type': 'VisualArtwork' } {
  const artist = doc<Artist>(artwork.artist)
  return compact({
    '@type': 'VisualArtwork' as const,
    name: artwork.title,
    url: absoluteUrl(artworkPath(artwork.slug), locale, siteUrl),
    image: imageUrl(doc<Media>(artwork.images?.[0]), siteUrl),
    creator: artist ? personRef(artist, artistPath(artist.slug), locale, siteUrl) : undefined,
  })
}

/**
 * The artwork page's node: a VisualArtwork with its artist, year, medium, art form, dimensions
 * in cm, edition, description and, when priced, an Offer in euro.
 */
export function artworkJsonLd(artwork: Artwork, locale: Locale, siteUrl: string): JsonLd {
  const url = absoluteUrl(artworkPath(artwork.slug), locale, siteUrl)
  const medium = doc<Medium>(artwork.medium)
  const category = (artwork.categories ?? []).map((c) => doc<Category>(c)).find((c) => c !== null)
  return compact({
    '@context': context,
    ...artworkRef(artwork, locale, siteUrl),
    dateCreated: artwork.year ? String(artwork.year) : undefined,
    artMedium: medium?.name,
    artform: category?.name,
    height: centimetres(artwork.dimensions?.height),
    width: centimetres(artwork.dimensions?.width),
    depth: centimetres(artwork.dimensions?.depth),
    artEdition: artwork.edition,
    description: plainText(artwork.description),
    offers: offer(artwork, url),
  }) as JsonLd
}

export type PersonKind = 'artist' | 'curator'

/**
 * An artist's or a curator's page as a schema.org Person: name, canonical URL, portrait,
 * biography, year and place of birth (artists), own website; `jobTitle` (curators: the
 * translated "Curator") comes from the messages.
 */
export function personJsonLd(person: Artist | Curator, kind: PersonKind, locale: Locale, siteUrl: string, options: { jobTitle?: string } = {}): JsonLd {
  const artist = kind === 'artist' ? (person as Artist) : null
  return compact({
    '@context': context,
    '@type': 'Person',
    name: person.name,
    url: absoluteUrl(kind === 'artist' ? artistPath(person.slug) : curatorPath(person.slug), locale, siteUrl),
    image: imageUrl(doc<Media>(person.portrait), siteUrl),
    jobTitle: options.jobTitle,
    birthDate: artist?.birthYear ? String(artist.birthYear) : undefined,
    birthPlace: artist?.birthPlace ? { '@type': 'Place', name: artist.birthPlace } : undefined,
    description: plainText(person.biography),
    sameAs: person.website ? [person.website] : undefined,
  }) as JsonLd
}

/** The gallery that organises exhibitions, named as the site names itself. */
export type Organizer = { name: string }

/**
 * An exhibition as a schema.org ExhibitionEvent: dates, venue, image, the gallery as organizer,
 * the works shown (`workFeatured`), the artists shown (`about`) and the curators (`contributor`).
 * Exhibitions take place in the gallery, so attendance is offline; the site knows no cancellations.
 */
export function exhibitionJsonLd(exhibition: Exhibition, locale: Locale, siteUrl: string, options: { organizer: Organizer; curatorJobTitle?: string }): JsonLd {
  const images = (exhibition.images ?? []).map((m) => doc<Media>(m))
  const artists = (exhibition.artists ?? []).map((a) => doc<Artist>(a)).filter((a): a is Artist => a !== null)
  const curators = (exhibition.curators ?? []).map((c) => doc<Curator>(c)).filter((c): c is Curator => c !== null)
  const artworks = (exhibition.artworks ?? []).map((w) => doc<Artwork>(w)).filter((w): w is Artwork => w !== null)
  return compact({
    '@context': context,
    '@type': 'ExhibitionEvent',
    name: exhibition.title,
    description: exhibition.teaser || exhibition.subtitle || plainText(exhibition.text),
    url: absoluteUrl(exhibitionPath(exhibition.slug), locale, siteUrl),
    image: imageUrl(images[0], siteUrl),
    startDate: day(exhibition.startDate),
    endDate: day(exhibition.endDate),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    // The venue is one line that carries the address ("Galerie Vernissage, Auguststraße 42, Berlin").
    location: exhibition.venue ? { '@type': 'Place', name: exhibition.venue, address: exhibition.venue } : undefined,
    organizer: { '@type': 'Organization', name: options.organizer.name, url: absoluteUrl('/', locale, siteUrl) },
    workFeatured: artworks.map((w) => artworkRef(w, locale, siteUrl)),
    about: artists.map((a) => personRef(a, artistPath(a.slug), locale, siteUrl)),
    contributor: curators.map((c) => personRef(c, curatorPath(c.slug), locale, siteUrl, options.curatorJobTitle)),
  }) as JsonLd
}

/**
 * A magazine article as a schema.org Article: headline, dates, the author as a Person (the gallery
 * when no author is named), the cover, canonical URL, language, the gallery as publisher, and the
 * artists and works it mentions. The URL uses the slug of the language the article was read in.
 */
export function articleJsonLd(article: Magazine, locale: Locale, siteUrl: string, options: { publisher: Organizer; authorUrl?: string }): JsonLd {
  const publisher = { '@type': 'Organization', name: options.publisher.name, url: absoluteUrl('/', locale, siteUrl) }
  const artists = (article.artists ?? []).map((a) => doc<Artist>(a)).filter((a): a is Artist => a !== null)
  const artworks = (article.artworks ?? []).map((w) => doc<Artwork>(w)).filter((w): w is Artwork => w !== null)
  const author = article.author?.trim()
  return compact({
    '@context': context,
    '@type': 'Article',
    headline: article.title,
    description: article.teaser,
    url: absoluteUrl(`/magazine/${article.slug}`, locale, siteUrl),
    image: imageUrl(doc<Media>(article.cover), siteUrl),
    datePublished: isoDate(article.publishDate),
    dateModified: isoDate(article.updatedAt),
    inLanguage: localeIso[locale],
    author: author ? compact({ '@type': 'Person', name: author, url: options.authorUrl ? absoluteUrl(options.authorUrl, locale, siteUrl) : undefined }) : publisher,
    publisher,
    mentions: [...artists.map((a) => personRef(a, artistPath(a.slug), locale, siteUrl)), ...artworks.map((w) => artworkRef(w, locale, siteUrl))],
  }) as JsonLd
}

/** An FAQ entry as the FAQ page shows it: the question and its answer as rich text. */
export type FaqEntry = Pick<Faq, 'question' | 'answer'>

/**
 * The FAQ page as a schema.org FAQPage: every question with its answer as plain text (search
 * engines read no markup there). A question without answer text says nothing and is left out.
 */
export function faqJsonLd(entries: FaqEntry[], locale: Locale, siteUrl: string): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    url: absoluteUrl('/faq', locale, siteUrl),
    inLanguage: localeIso[locale],
    mainEntity: entries
      .map((entry) => ({ question: entry.question?.trim() ?? '', answer: plainText(entry.answer) }))
      .filter((entry) => entry.question && entry.answer)
      .map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
  }
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as Unicode escapes, so a
 * title like "</script><script>…" cannot end the script element; U+2028/9 for old parsers.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
