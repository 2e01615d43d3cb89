/** The explorer's vocabularies (colors, mediums, styles, tags, categories) in both languages. */

import type { Localized } from './types'

export type ColorTerm = { key: string; name: Localized; hex: string }

/** `name` is the colour as a noun, so it also reads inside sentences ("Flächen in Ocker"). */
export const colorTerms: ColorTerm[] = [
  { key: 'ochre', name: { de: 'Ocker', en: 'Ochre' }, hex: '#c8923a' },
  { key: 'ultramarine', name: { de: 'Ultramarin', en: 'Ultramarine' }, hex: '#2a3f9d' },
  { key: 'carmine', name: { de: 'Karminrot', en: 'Carmine' }, hex: '#a3172b' },
  { key: 'emerald', name: { de: 'Smaragdgrün', en: 'Emerald' }, hex: '#1f7a5a' },
  { key: 'black', name: { de: 'Schwarz', en: 'Black' }, hex: '#151515' },
  { key: 'white', name: { de: 'Weiß', en: 'White' }, hex: '#f3efe6' },
  { key: 'grey', name: { de: 'Grau', en: 'Grey' }, hex: '#8a8a86' },
  { key: 'gold', name: { de: 'Gold', en: 'Gold' }, hex: '#b8902f' },
  { key: 'rose', name: { de: 'Rosé', en: 'Rose' }, hex: '#e3a6a1' },
  { key: 'lemon', name: { de: 'Zitronengelb', en: 'Lemon yellow' }, hex: '#ecd23c' },
  { key: 'turquoise', name: { de: 'Türkis', en: 'Turquoise' }, hex: '#2fa5a0' },
]

/** How a medium shapes a work: its category, whether it has depth, and editions. */
export type MediumTerm = {
  key: string
  name: Localized
  category: string
  kind: 'painting' | 'paper' | 'print' | 'photo' | 'object'
}

export const mediumTerms: MediumTerm[] = [
  { key: 'oil', name: { de: 'Öl auf Leinwand', en: 'Oil on canvas' }, category: 'painting', kind: 'painting' },
  { key: 'acrylic', name: { de: 'Acryl auf Leinwand', en: 'Acrylic on canvas' }, category: 'painting', kind: 'painting' },
  { key: 'mixed', name: { de: 'Mischtechnik auf Holz', en: 'Mixed media on wood' }, category: 'mixed-media', kind: 'painting' },
  { key: 'watercolour', name: { de: 'Aquarell auf Bütten', en: 'Watercolour on laid paper' }, category: 'paper', kind: 'paper' },
  { key: 'ink', name: { de: 'Tusche auf Papier', en: 'Ink on paper' }, category: 'paper', kind: 'paper' },
  { key: 'screenprint', name: { de: 'Siebdruck', en: 'Screen print' }, category: 'prints', kind: 'print' },
  { key: 'photo', name: { de: 'Fotografie, C-Print', en: 'Photograph, C-print' }, category: 'photography', kind: 'photo' },
  { key: 'bronze', name: { de: 'Bronze, patiniert', en: 'Patinated bronze' }, category: 'sculpture', kind: 'object' },
]

export type Term = { key: string; name: Localized }

export const styleTerms: Term[] = [
  { key: 'abstract', name: { de: 'Abstraktion', en: 'Abstraction' } },
  { key: 'geometric', name: { de: 'Geometrische Abstraktion', en: 'Geometric abstraction' } },
  { key: 'colour-field', name: { de: 'Farbfeldmalerei', en: 'Colour field painting' } },
  { key: 'minimal', name: { de: 'Minimalismus', en: 'Minimalism' } },
  { key: 'informel', name: { de: 'Informel', en: 'Art informel' } },
  { key: 'concrete', name: { de: 'Konkrete Kunst', en: 'Concrete art' } },
  { key: 'expressive', name: { de: 'Neoexpressionismus', en: 'Neo-expressionism' } },
  { key: 'op-art', name: { de: 'Op-Art', en: 'Op art' } },
]

export const tagTerms: Term[] = [
  { key: 'landscape', name: { de: 'Landschaft', en: 'Landscape' } },
  { key: 'city', name: { de: 'Stadt', en: 'City' } },
  { key: 'light', name: { de: 'Licht', en: 'Light' } },
  { key: 'movement', name: { de: 'Bewegung', en: 'Movement' } },
  { key: 'nature', name: { de: 'Natur', en: 'Nature' } },
  { key: 'body', name: { de: 'Körper', en: 'Body' } },
  { key: 'architecture', name: { de: 'Architektur', en: 'Architecture' } },
  { key: 'water', name: { de: 'Wasser', en: 'Water' } },
  { key: 'night', name: { de: 'Nacht', en: 'Night' } },
  { key: 'memory', name: { de: 'Erinnerung', en: 'Memory' } },
  { key: 'structure', name: { de: 'Struktur', en: 'Structure' } },
  { key: 'rhythm', name: { de: 'Rhythmus', en: 'Rhythm' } },
  { key: 'silence', name: { de: 'Stille', en: 'Silence' } },
  { key: 'space', name: { de: 'Raum', en: 'Space' } },
  { key: 'time', name: { de: 'Zeit', en: 'Time' } },
  { key: 'music', name: { de: 'Musik', en: 'Music' } },
]

export const categoryTerms: Term[] = [
  { key: 'painting', name: { de: 'Malerei', en: 'Painting' } },
  { key: 'paper', name: { de: 'Arbeiten auf Papier', en: 'Works on paper' } },
  { key: 'prints', name: { de: 'Druckgrafik', en: 'Prints' } },
  { key: 'photography', name: { de: 'Fotografie', en: 'Photography' } },
  { key: 'sculpture', name: { de: 'Skulptur', en: 'Sculpture' } },
  { key: 'mixed-media', name: { de: 'Mischtechnik', en: 'Mixed media' } },
]
