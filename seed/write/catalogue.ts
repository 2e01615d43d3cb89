/** Writes vocabularies, people with portraits, and artworks with their images. */

import { renderAhead } from '../images'
import type { ArtworkSpec, ImageSpec, SeedPlan, TaxonomyCollection } from '../plan/types'
import { richText } from '../richtext'
import { analyze } from '../transaction'
import type { SeedWriter } from '../writer'

/** Database ids of what has been written, by position in the plan. */
export type Ids = {
  taxonomy: Map<string, number>
  artists: number[]
  /** Media id per `SeedPlan.images` entry. */
  images: number[]
  artworks: number[]
  curators: number[]
  crew: number[]
  exhibitions: number[]
}

export const emptyIds = (): Ids => ({ taxonomy: new Map(), artists: [], images: [], artworks: [], curators: [], crew: [], exhibitions: [] })

export function taxonomyId(ids: Ids, collection: TaxonomyCollection, key: string): number {
  const id = ids.taxonomy.get(`${collection}:${key}`)
  if (id === undefined) throw new Error(`no ${collection} "${key}" was written`)
  return id
}

export async function writeTaxonomies(w: SeedWriter, plan: SeedPlan, ids: Ids): Promise<void> {
  for (const term of plan.taxonomies) {
    // The slug is not translated: name it in both writes so the English name does not rename it.
    const doc = await w.create(
      term.collection,
      { name: term.name.de, slug: term.slug, order: term.order, ...(term.hex ? { hex: term.hex } : {}) },
      { name: term.name.en, slug: term.slug },
    )
    ids.taxonomy.set(`${term.collection}:${term.key}`, doc.id)
  }
}

/** Portraits of artists, curators and crew, rendered ahead while earlier ones are saved. */
export async function writePortraits(w: SeedWriter, people: { portrait: ImageSpec }[]): Promise<number[]> {
  const mediaIds: number[] = []
  for await (const [person, jpeg] of renderAhead(people, (p) => p.portrait)) mediaIds.push(await w.media(person.portrait, jpeg))
  return mediaIds
}

export async function writeArtists(w: SeedWriter, plan: SeedPlan, ids: Ids, portraits: number[]): Promise<void> {
  for (const [i, artist] of plan.artists.entries()) {
    const doc = await w.create(
      'artists',
      {
        name: artist.name,
        slug: artist.slug,
        personType: artist.personType,
        portrait: portraits[i],
        biography: richText(artist.biography.de),
        birthYear: artist.birthYear,
        birthPlace: artist.birthPlace.de,
        website: artist.website,
      },
      { slug: artist.slug, biography: richText(artist.biography.en), birthPlace: artist.birthPlace.en },
    )
    ids.artists.push(doc.id)
  }
}

function artworkData(a: ArtworkSpec, ids: Ids, inventory: string) {
  const terms = (collection: TaxonomyCollection, keys: string[]) => keys.map((key) => taxonomyId(ids, collection, key))
  return {
    de: {
      inventory,
      title: a.title.de,
      slug: a.slug.de,
      artist: ids.artists[a.artist],
      year: a.year,
      medium: taxonomyId(ids, 'mediums', a.medium),
      styles: terms('styles', a.styles),
      tags: terms('tags', a.tags),
      colors: terms('colors', a.colors),
      categories: terms('categories', a.categories),
      dimensions: a.dimensions,
      edition: a.edition.de,
      description: richText(a.description.de),
      images: [ids.images[a.image]],
      price: a.price,
      priceOnRequest: a.priceOnRequest,
      sold: a.sold,
      leasingDisabled: a.leasingDisabled,
      ...(a.publishedAt ? { publishedAt: a.publishedAt } : {}),
    },
    en: { title: a.title.en, slug: a.slug.en, edition: a.edition.en, description: richText(a.description.en) },
  }
}

/**
 * Artworks in plan order, each image uploaded just before the first work that shows it.
 * Statistics are refreshed once the tables hold some rows (see `analyze`).
 */
export async function writeArtworks(w: SeedWriter, plan: SeedPlan, ids: Ids, log: (line: string) => void): Promise<void> {
  const images = renderAhead(plan.images, (spec) => spec)
  const started = Date.now()
  for (const artwork of plan.artworks) {
    if (artwork.image === ids.images.length) {
      const next = await images.next()
      if (next.done) throw new Error('ran out of rendered images')
      ids.images.push(await w.media(next.value[0], next.value[1]))
    }
    const { de, en } = artworkData(artwork, ids, `VN-${String(ids.artworks.length + 1).padStart(5, '0')}`)
    ids.artworks.push((await w.create('artworks', de, en)).id)
    const done = ids.artworks.length
    if (done === 50) await analyze(w.payload, w.req)
    if (done % 1000 === 0 || (done % 100 === 0 && plan.artworks.length <= 2000)) {
      log(`  ${done}/${plan.artworks.length} artworks (${((Date.now() - started) / 1000).toFixed(1)} s)`)
    }
  }
  for (const [index, draft] of plan.drafts.entries()) {
    const { de, en } = artworkData(draft, ids, `VN-E${String(index + 1).padStart(4, '0')}`)
    await w.create('artworks', de, en, { draft: true })
  }
}
