/** Plans the catalogue: vocabularies, artists and artworks. Pure: seed in, specs out. */

import { slugify } from '../../src/base/slugify'
import { Random } from '../random'
import { agentBiography, artistCareers, artistOrigins, artistPractices, type ArtistFacts } from '../text/biographies'
import { artistEntries, academies, places, venues, type PlaceKey } from '../text/people'
import { categoryTerms, colorTerms, mediumTerms, styleTerms, tagTerms } from '../text/taxonomies'
import type { ArtistSpec, Localized, TaxonomySpec } from './types'

const byKey = <T extends { key: string }>(terms: readonly T[], key: string): T => {
  const term = terms.find((t) => t.key === key)
  if (!term) throw new Error(`unknown term ${key}`)
  return term
}

export const colorOf = (key: string) => byKey(colorTerms, key)
export const mediumOf = (key: string) => byKey(mediumTerms, key)
export const styleOf = (key: string) => byKey(styleTerms, key)
export const tagOf = (key: string) => byKey(tagTerms, key)

export function planTaxonomies(): TaxonomySpec[] {
  const plain = (collection: TaxonomySpec['collection'], terms: readonly { key: string; name: Localized }[]) =>
    terms.map((t, i): TaxonomySpec => ({ collection, key: t.key, slug: slugify(t.name.de), name: t.name, order: i + 1 }))
  return [
    ...colorTerms.map((t, i): TaxonomySpec => ({ collection: 'colors', key: t.key, slug: slugify(t.name.de), name: t.name, order: i + 1, hex: t.hex })),
    ...plain('mediums', mediumTerms),
    ...plain('styles', styleTerms),
    ...plain('tags', tagTerms),
    ...plain('categories', categoryTerms),
  ]
}

export const lastName = (name: string) => name.split(' ').at(-1) ?? name

function paragraphs(...texts: Localized[]): Localized<string[]> {
  return { de: texts.map((t) => t.de), en: texts.map((t) => t.en) }
}

/** A portrait's image spec; people of every kind get one. */
export function portraitImage(rng: Random, name: string, slug: string, palette: string[], filePrefix: string) {
  return {
    fileName: `${filePrefix}-${slug}.jpg`,
    kind: 'portrait' as const,
    width: 1200,
    height: 1500,
    seed: rng.int(1, 2 ** 31 - 1),
    palette,
    alt: { de: `Porträt von ${name}`, en: `Portrait of ${name}` },
    copyright: { de: 'Foto: Galerie Vernissage', en: 'Photo: Vernissage Gallery' },
  }
}

export function planArtists(seed: number): ArtistSpec[] {
  const placeKeys = Object.keys(places) as PlaceKey[]
  return artistEntries.map((entry, i) => {
    const rng = Random.for(seed, 'artist', i)
    const slug = slugify(entry.name)
    const agent = entry.agent === true
    const birthYear = agent ? rng.int(1962, 1988) : rng.int(1948, 1996)
    // Most live in Berlin; nobody "lives and works" where the text says they were born.
    const cityKey = entry.place !== 'berlin' && rng.chance(0.5) ? 'berlin' : rng.pick(placeKeys.filter((k) => k !== entry.place))
    const studyEnd = Math.min(birthYear + rng.int(24, 30), 2022)
    const themes = rng.sample(tagTerms, 2)
    const colors = rng.sample(colorTerms, 3)
    const mediums = rng.sample(mediumTerms, 2)
    const [venueA, venueB] = rng.sample(venues, 2)
    const facts: ArtistFacts = {
      name: entry.name,
      lastName: lastName(entry.name),
      birthYear,
      birthPlace: places[entry.place],
      academy: rng.pick(academies),
      studyEnd,
      colors: [colors[0].name, colors[1].name],
      themes: [themes[0].name, themes[1].name],
      medium: mediums[0].name,
      venues: [venueA, venueB],
      awardYear: Math.min(studyEnd + rng.int(1, 10), 2025),
      city: places[cityKey],
    }
    const biography = agent
      ? agentBiography(facts, Math.min(studyEnd + rng.int(2, 12), 2024))
      : paragraphs(rng.pick(artistOrigins)(facts), rng.pick(artistPractices)(facts), rng.pick(artistCareers)(facts))
    return {
      name: entry.name,
      slug,
      personType: agent ? 'agent' : 'artist',
      birthYear,
      birthPlace: places[entry.place],
      website: rng.chance(0.75) ? `https://www.${slug}.example` : null,
      biography,
      portrait: portraitImage(
        rng,
        entry.name,
        slug,
        colors.map((c) => c.hex),
        'portraet',
      ),
      mediums: mediums.map((m) => m.key),
      colors: colors.map((c) => c.key),
      themes: themes.map((t) => t.key),
    }
  })
}
