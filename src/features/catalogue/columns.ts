/**
 * The catalogue's columns (issue 19): what the export writes and the import understands, one work
 * per row, German and English for every text, the inventory number as the stable key.
 */
export const catalogueColumns = [
  'inventory',
  'title_de',
  'title_en',
  'artist',
  'year',
  'medium_de',
  'medium_en',
  'description_de',
  'description_en',
  'price',
  'price_on_request',
  'sold',
  'width_cm',
  'height_cm',
  'depth_cm',
  'colors',
  'tags',
  'image',
  // When the work was last changed, as exported: a row from before a later change is a conflict on
  // import (importCatalogue.ts). Hand-made files leave it out.
  'updated_at',
] as const

export type CatalogueColumn = (typeof catalogueColumns)[number]
export type CatalogueRow = Record<CatalogueColumn, string>

/** What staff call each column, in the import's report (the dry run's "old → new"). */
export const columnLabels: Record<CatalogueColumn, { de: string; en: string }> = {
  inventory: { de: 'Inventarnummer', en: 'Inventory number' },
  title_de: { de: 'Titel (deutsch)', en: 'Title (German)' },
  title_en: { de: 'Titel (englisch)', en: 'Title (English)' },
  artist: { de: 'Künstler:in', en: 'Artist' },
  year: { de: 'Jahr', en: 'Year' },
  medium_de: { de: 'Medium (deutsch)', en: 'Medium (German)' },
  medium_en: { de: 'Medium (englisch)', en: 'Medium (English)' },
  description_de: { de: 'Beschreibung (deutsch)', en: 'Description (German)' },
  description_en: { de: 'Beschreibung (englisch)', en: 'Description (English)' },
  price: { de: 'Preis', en: 'Price' },
  price_on_request: { de: 'Preis auf Anfrage', en: 'Price on request' },
  sold: { de: 'Verkauft', en: 'Sold' },
  width_cm: { de: 'Breite (cm)', en: 'Width (cm)' },
  height_cm: { de: 'Höhe (cm)', en: 'Height (cm)' },
  depth_cm: { de: 'Tiefe (cm)', en: 'Depth (cm)' },
  colors: { de: 'Farben', en: 'Colours' },
  tags: { de: 'Schlagwörter', en: 'Tags' },
  image: { de: 'Bilder', en: 'Images' },
  updated_at: { de: 'Zuletzt geändert', en: 'Last changed' },
}

/** Several names in one cell (colours, tags, image files) are separated by this. */
export const listSeparator = '; '

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

/** A rich text as plain text: one paragraph (or heading, quote, list item) per line, blank lines between blocks. */
export function richTextToPlain(value: unknown): string {
  const root = (value as { root?: LexicalNode } | null)?.root
  if (!root?.children) return ''
  const inline = (node: LexicalNode): string => (node.type === 'linebreak' ? '\n' : (node.text ?? '') + (node.children ?? []).map(inline).join(''))
  const blocks = (nodes: LexicalNode[]): string[] => nodes.flatMap((node) => (node.type === 'list' ? (node.children ?? []).map((item) => `- ${inline(item)}`) : [inline(node)]))
  return blocks(root.children)
    .map((block) => block.trim())
    .filter(Boolean)
    .join('\n\n')
}

const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '')
const yesNo = (value: unknown) => (value ? 'yes' : 'no')
const nameOf = (value: unknown, key = 'name') => (value && typeof value === 'object' ? String((value as Record<string, unknown>)[key] ?? '') : '')
const names = (values: unknown, key = 'name') =>
  Array.isArray(values)
    ? values
        .map((value) => nameOf(value, key))
        .filter(Boolean)
        .join(listSeparator)
    : ''

/** A work read at depth 1 in German and in English (the same document), as one catalogue row. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a work read at depth 1, whose generated type is the depth-0 one
export function artworkRow(de: Record<string, any>, en: Record<string, any>): CatalogueRow {
  const dimensions = (de.dimensions ?? {}) as Record<string, unknown>
  return {
    inventory: String(de.inventory ?? ''),
    title_de: String(de.title ?? ''),
    title_en: String(en.title ?? ''),
    artist: nameOf(de.artist),
    year: number(de.year),
    medium_de: nameOf(de.medium),
    medium_en: nameOf(en.medium),
    description_de: richTextToPlain(de.description),
    description_en: richTextToPlain(en.description),
    price: number(de.price),
    price_on_request: yesNo(de.priceOnRequest),
    sold: yesNo(de.sold),
    width_cm: number(dimensions.width),
    height_cm: number(dimensions.height),
    depth_cm: number(dimensions.depth),
    colors: names(de.colors),
    tags: names(de.tags),
    image: names(de.images, 'filename'),
    updated_at: typeof de.updatedAt === 'string' ? de.updatedAt : '',
  }
}
