/**
 * The searched documents of one language, from the bulk read (./rows.ts) to what the index holds
 * and a result shows: title, names, facts and text to match; subtitle, page and image to show.
 */
import type { Payload } from 'payload'

import type { Row } from '@/base/sql'
import { mediaRows } from '@/base/sql'
import { documentPath, fixedRoutePages, unlistedPages } from '@/base/publicPaths'
import { dateRange, formatDate } from '@/i18n/dates'
import type { Locale } from '@/base/locales'

import type { SearchDoc } from './engine'
import type { SearchImage } from './kinds'
import { richTextToPlain } from './plainText'
import { artistRows, artworkRows, artworkVersions, crewRows, curatorRows, exhibitionRows, magazineRows, pageRows, vocabularyNames } from './rows'

/** CMS pages that are no destination of their own for a visitor who searches. */
const unsearchedPages = new Set([...unlistedPages, 'search', 'upgrade-browser', '404'])

const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value))
const num = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value))
const ids = (value: unknown): number[] => (value === null || value === undefined || value === '' ? [] : String(value).split(',').map(Number))
const join = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' · ')

/** The works' rows of the last read, by id with their last change (descriptions already as plain text). */
export type ArtworkRowCache = Map<number, { updatedAt: string; row: Row }>

/**
 * The works' rows, reading again only those changed since `cache` was filled: after a publish one
 * row instead of 10,000 (their descriptions are most of what the search reads). A row changed
 * between the two queries keeps its older time and is read again next time.
 */
async function artworkRowsSince(payload: Payload, locale: Locale, cache: ArtworkRowCache | null): Promise<ArtworkRowCache> {
  const versions = await artworkVersions(payload)
  const next: ArtworkRowCache = new Map()
  const missing: number[] = []
  for (const [id, updatedAt] of versions) {
    const kept = cache?.get(id)
    if (kept && kept.updatedAt === updatedAt) next.set(id, kept)
    else missing.push(id)
  }
  const chunks: number[][] = []
  if (missing.length > 0 && missing.length < 2000) for (let i = 0; i < missing.length; i += 500) chunks.push(missing.slice(i, i + 500))
  const fresh =
    missing.length === 0 ? [] : chunks.length > 0 ? (await Promise.all(chunks.map((ids) => artworkRows(payload, locale, ids)))).flat() : await artworkRows(payload, locale)
  const read = new Map(fresh.map((row) => [Number(row.id), row]))
  // In id order, as a full read gives them.
  const ordered: ArtworkRowCache = new Map()
  for (const [id, updatedAt] of versions) {
    const row = read.get(id)
    if (row) ordered.set(id, { updatedAt, row: { ...row, description: richTextToPlain(row.description) } })
    else if (next.has(id)) ordered.set(id, next.get(id)!)
  }
  return ordered
}

export async function loadSearchDocuments(payload: Payload, locale: Locale, cache: ArtworkRowCache | null = null): Promise<{ docs: SearchDoc[]; artworkCache: ArtworkRowCache }> {
  const [artworkCache, artists, curators, crew, exhibitions, magazine, pages, wspPages, media, mediums, styles, tags, colors, categories] = await Promise.all([
    artworkRowsSince(payload, locale, cache),
    artistRows(payload, locale),
    curatorRows(payload, locale),
    crewRows(payload, locale),
    exhibitionRows(payload, locale),
    magazineRows(payload, locale),
    pageRows(payload, 'pages', locale),
    pageRows(payload, 'werkstattpalast_pages', locale),
    mediaRows(payload, locale),
    vocabularyNames(payload, 'mediums', locale),
    vocabularyNames(payload, 'styles', locale),
    vocabularyNames(payload, 'tags', locale),
    vocabularyNames(payload, 'colors', locale),
    vocabularyNames(payload, 'categories', locale),
  ])
  const images = new Map<number, SearchImage>(media.map(({ id, filename, width, height, alt }) => [id, { filename, width, height, alt }]))
  const image = (id: unknown): SearchImage | null => {
    const key = num(id)
    return key === null ? null : (images.get(key) ?? null)
  }
  const artistNames = new Map(artists.map((row) => [Number(row.id), str(row.name)]))
  const curatorNames = new Map(curators.map((row) => [Number(row.id), str(row.name)]))
  const names = (list: unknown, from: Map<number, string>) =>
    ids(list)
      .map((id) => from.get(id) ?? '')
      .filter(Boolean)
  const tagNames = (list: unknown, from: Map<number, string>) => ids(list).map((id) => from.get(id) ?? '')
  const worksByArtist = new Map<number, number>()

  const docs: SearchDoc[] = []
  for (const { row } of artworkCache.values()) {
    const artistId = num(row.artist_id)
    if (artistId !== null) worksByArtist.set(artistId, (worksByArtist.get(artistId) ?? 0) + 1)
    const artist = artistId === null ? '' : (artistNames.get(artistId) ?? '')
    const year = num(row.year)
    docs.push({
      kind: 'artworks',
      id: `artworks:${row.id}`,
      title: str(row.title),
      subtitle: [artist, year].filter(Boolean).join(', ') || null,
      href: documentPath('artworks', str(row.slug)),
      image: image(row.image_id),
      names: artist,
      meta: [
        mediums.get(num(row.medium_id) ?? -1),
        ...tagNames(row.styles, styles),
        ...tagNames(row.tags, tags),
        ...tagNames(row.colors, colors),
        ...tagNames(row.categories, categories),
        str(row.edition),
        year,
      ]
        .filter(Boolean)
        .join(' '),
      text: str(row.description),
    })
  }
  for (const row of artists) {
    docs.push({
      kind: 'artists',
      id: `artists:${row.id}`,
      title: str(row.name),
      subtitle: str(row.birth_place) || null,
      href: documentPath('artists', str(row.slug)),
      image: image(row.portrait_id),
      meta: join(str(row.birth_place), str(row.birth_year)),
      text: richTextToPlain(row.biography),
      popularity: worksByArtist.get(Number(row.id)) ?? 0,
    })
  }
  for (const row of curators) {
    docs.push({
      kind: 'curators',
      id: `curators:${row.id}`,
      title: str(row.name),
      subtitle: null,
      href: documentPath('curators', str(row.slug)),
      image: image(row.portrait_id),
      text: richTextToPlain(row.biography),
    })
  }
  for (const row of crew) {
    docs.push({
      kind: 'crew',
      id: `crew:${row.id}`,
      title: str(row.name),
      subtitle: str(row.role) || null,
      href: documentPath('crew', str(row.slug)),
      image: image(row.portrait_id),
      meta: str(row.role),
      text: richTextToPlain(row.bio),
    })
  }
  for (const row of exhibitions) {
    docs.push({
      kind: 'exhibitions',
      id: `exhibitions:${row.id}`,
      title: str(row.title),
      subtitle: join(dateRange(row.start_date, row.end_date, locale), str(row.venue)) || null,
      href: documentPath('exhibitions', str(row.slug)),
      image: image(row.image_id),
      names: [...names(row.artists, artistNames), ...names(row.curators, curatorNames)].join(', '),
      meta: join(str(row.subtitle), str(row.venue)),
      text: `${str(row.teaser)} ${richTextToPlain(row.text)}`,
    })
  }
  for (const row of magazine) {
    docs.push({
      kind: 'magazine',
      id: `magazine:${row.id}`,
      title: str(row.title),
      subtitle: join(formatDate(row.publish_date, locale), str(row.author)) || null,
      href: documentPath('magazine', str(row.slug)),
      image: image(row.cover_id),
      names: [str(row.author), ...names(row.artists, artistNames)].filter(Boolean).join(', '),
      meta: tagNames(row.tags, tags).join(' '),
      text: `${str(row.teaser)} ${richTextToPlain(row.body)}`,
    })
  }
  for (const [collection, list] of [
    ['pages', pages],
    ['werkstattpalast-pages', wspPages],
  ] as const) {
    for (const row of list as Row[]) {
      const german = str(row.de_slug)
      if (collection === 'pages' && unsearchedPages.has(german)) continue
      // Fixed routes (/contact, /sitemap …) keep their German path in both languages.
      const slug = collection === 'pages' && fixedRoutePages.includes(german) ? german : str(row.slug) || german
      const intro = str(row.intro)
      docs.push({
        kind: 'pages',
        id: `${collection}:${row.id}`,
        title: str(row.title),
        subtitle: intro.length > 160 ? `${intro.slice(0, 157).trimEnd()}…` : intro || null,
        href: documentPath(collection, slug),
        image: null,
        text: `${intro} ${(row.blocks as unknown[]).map((block) => richTextToPlain(block)).join(' ')}`,
      })
    }
  }
  return { docs: docs.filter((doc) => doc.title && !doc.href.endsWith('/')), artworkCache }
}
