/** Plans artworks: titles, prices, sizes and the image each one is shown with. */

import { slugify } from '../../src/base/slugify'
import { Random } from '../random'
import { aboutTopics, composeTitle, describeArtwork, descriptionChoices, draftTitles, editionText, numberedTitle, titleNouns, titlePatternWeights } from '../text/artworks'
import { places } from '../text/people'
import { colorTerms, mediumTerms, styleTerms, tagTerms } from '../text/taxonomies'
import { colorOf, mediumOf, styleOf, tagOf } from './catalogue'
import type { ArtistSpec, ArtworkSpec, ImageSpec, Localized } from './types'

export const maxPrice = 250_000
const minListedPrice = 400
const dayMs = 24 * 60 * 60 * 1000
/** The long side of a seeded picture. */
export const imageLongSide = 1600
/**
 * A few works come with a large original, as a gallery's own photographs of paintings do, so deep
 * zoom (issue 35: tiles from 4,000 px on) shows on a fresh demo: the first works in the 4:3
 * landscape format get 6,000 × 4,500 px. Few, because each costs the seed some seconds.
 */
export const largeOriginals = { count: 3, width: 6000, height: 4500 }

/** Picture formats as height:width, portrait formats first. */
const formats: [[number, number], number][] = [
  [[5, 4], 4],
  [[4, 3], 5],
  [[3, 2], 3],
  [[1, 1], 4],
  [[4, 5], 3],
  [[3, 4], 5],
  [[2, 3], 3],
  [[9, 16], 1],
]

/** Rounds to amounts a gallery would ask: 450, 1,200, 8,500, 24,000. */
function gallerist(amount: number): number {
  const step = amount < 1000 ? 50 : amount < 10_000 ? 100 : amount < 100_000 ? 500 : 1000
  return Math.min(maxPrice, Math.max(step, Math.round(amount / step) * step))
}

/**
 * ~8 % without a price (0, "Preis auf Anfrage"); the rest log-distributed between 400 and
 * 250,000 €, skewed towards the lower end as in a real programme; ~5 % flagged "on request".
 */
export function planPrice(rng: Random): { price: number; priceOnRequest: boolean } {
  if (rng.chance(0.08)) return { price: 0, priceOnRequest: false }
  const u = rng.float() ** 1.35
  const price = gallerist(Math.exp(Math.log(minListedPrice) + u * (Math.log(maxPrice) - Math.log(minListedPrice))))
  return { price, priceOnRequest: rng.chance(0.055) }
}

function dimensions(rng: Random, kind: string, [h, w]: [number, number]) {
  const long = { painting: rng.int(40, 210), paper: rng.int(21, 80), print: rng.int(40, 120), photo: rng.int(40, 180), object: rng.int(25, 140) }[kind] ?? 60
  const ratio = Math.min(h, w) / Math.max(h, w)
  const short = Math.max(10, Math.round(long * ratio))
  const [height, width] = h >= w ? [long, short] : [short, long]
  const depth = kind === 'painting' ? rng.int(2, 5) : kind === 'object' ? rng.int(12, 60) : null
  return { height, width, depth }
}

class Unique {
  private readonly seen = new Set<string>()
  has(value: string) {
    return this.seen.has(value)
  }
  add(value: string) {
    this.seen.add(value)
  }
  /** The slug itself, or with -2, -3 … when taken. */
  slug(base: string): string {
    let candidate = base
    for (let n = 2; this.seen.has(candidate); n++) candidate = `${base}-${n}`
    this.seen.add(candidate)
    return candidate
  }
}

export type ArtworkPlanOptions = {
  seed: number
  count: number
  artists: ArtistSpec[]
  today: Date
  /** How many different images to make; artworks beyond it reuse them (the bench). */
  imagePool: number
}

export function planArtworks({ seed, count, artists, today, imagePool }: ArtworkPlanOptions): { artworks: ArtworkSpec[]; images: ImageSpec[] } {
  const makers = artists.flatMap((artist, index) => (artist.personType === 'artist' ? [index] : []))
  // Some artists are prolific, some have a handful of works.
  const weights = makers.map((index) => [index, Random.for(seed, 'output', index).int(1, 4)] as const)
  const titles = { de: new Unique(), en: new Unique() }
  const slugs = { de: new Unique(), en: new Unique() }
  const placeList = Object.values(places)
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  const artworks: ArtworkSpec[] = []
  const images: ImageSpec[] = []
  let largeLeft = largeOriginals.count

  for (let index = 0; index < count; index++) {
    const rng = Random.for(seed, 'artwork', index)
    const artistIndex = rng.weighted(weights)
    const artist = artists[artistIndex]
    const medium = mediumOf(rng.chance(0.8) ? rng.pick(artist.mediums) : rng.pick(mediumTerms).key)
    const colors = [...new Set([...rng.sample(artist.colors, rng.int(1, 2)), rng.pick(colorTerms).key])]
    const styles = rng.sample(styleTerms, rng.int(1, 2)).map((s) => s.key)
    const tags = [...new Set([...(rng.chance(0.7) ? [rng.pick(artist.themes)] : []), ...rng.sample(tagTerms, rng.int(1, 3)).map((t) => t.key)])]

    let title: Localized = { de: '', en: '' }
    for (let attempt = 0; attempt < 8 && (title.de === '' || titles.de.has(title.de) || titles.en.has(title.en)); attempt++) {
      title = composeTitle({
        pattern: rng.weighted(titlePatternWeights),
        nouns: rng.sample(titleNouns, 2) as [Localized, Localized],
        color: colorOf(rng.pick(colors)).name,
        place: rng.pick(placeList),
        topic: rng.pick(aboutTopics),
        number: rng.int(0, 11),
      })
    }
    const base = title
    for (let n = 2; titles.de.has(title.de) || titles.en.has(title.en); n++) title = numberedTitle(base, n)
    titles.de.add(title.de)
    titles.en.add(title.en)
    const slug = { de: slugs.de.slug(slugify(title.de)), en: slugs.en.slug(slugify(title.en)) }

    const year = Math.max(1975, Math.min(2025, artist.birthYear + rng.int(24, 55)))
    const format = rng.weighted(formats)
    const { price, priceOnRequest } = planPrice(rng)
    const publishedAt = new Date(midnight - rng.int(1, 730) * dayMs + rng.int(8 * 60, 19 * 60) * 60_000).toISOString()

    if (index < imagePool) {
      const [h, w] = format
      const large = largeLeft > 0 && h * largeOriginals.width === w * largeOriginals.height
      if (large) largeLeft -= 1
      const longSide = large ? largeOriginals.width : imageLongSide
      images.push({
        fileName: `werk-${String(index + 1).padStart(4, '0')}-${slug.de}.jpg`.replace(/-+\.jpg$/, '.jpg'),
        kind: 'artwork',
        width: h >= w ? Math.round((longSide * w) / h) : longSide,
        height: h >= w ? longSide : Math.round((longSide * h) / w),
        seed: rng.int(1, 2 ** 31 - 1),
        palette: colors.map((key) => colorOf(key).hex),
        alt: { de: `${title.de} von ${artist.name}, ${year}`, en: `${title.en} by ${artist.name}, ${year}` },
        copyright: { de: `© ${artist.name} ${year}`, en: `© ${artist.name} ${year}` },
      })
    }

    artworks.push({
      index,
      title,
      slug,
      artist: artistIndex,
      year,
      medium: medium.key,
      styles,
      tags,
      colors,
      categories: [medium.category],
      dimensions: dimensions(rng, medium.kind, format),
      edition: editionText(medium.kind, rng.int(1, 12), rng.pick([12, 15, 20, 25, 30])),
      description: describeArtwork(
        {
          title,
          artist: artist.name,
          year,
          medium: medium.name,
          colors: colors.map((key) => colorOf(key).name),
          style: styleOf(styles[0]).name,
          theme: tagOf(tags[0]).name,
        },
        {
          opening: rng.int(0, descriptionChoices.openings - 1),
          middle: rng.int(0, descriptionChoices.middles - 1),
          closing: rng.chance(0.7) ? rng.int(0, descriptionChoices.closings - 1) : null,
        },
      ),
      price,
      priceOnRequest,
      sold: rng.chance(0.15),
      leasingDisabled: rng.chance(0.1),
      publishedAt,
      image: index % imagePool,
      draft: false,
    })
  }
  return { artworks, images }
}

/** Three works that exist only as drafts; they borrow images and never get published. */
export function planDrafts(seed: number, artworks: ArtworkSpec[]): ArtworkSpec[] {
  return draftTitles.map((title, i) => {
    const rng = Random.for(seed, 'draft', i)
    const model = artworks[i % artworks.length]
    return {
      ...model,
      index: -1 - i,
      title,
      slug: { de: slugify(title.de), en: slugify(title.en) },
      price: planPrice(rng).price,
      sold: false,
      publishedAt: null,
      draft: true,
    }
  })
}
