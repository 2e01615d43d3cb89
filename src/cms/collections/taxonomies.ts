import type { CollectionConfig } from 'payload'

import { anyone, editors } from '../access'
import { slugField } from '../fields/slug'
import { order } from '../fields/localizedText'

type Labels = { singular: { de: string; en: string }; plural: { de: string; en: string } }

/** The explorer's filter vocabularies (docs/behaviour.md#explorer: artworkColors, artworkMedium, artworkStyles, artworkTags, categories). */
function taxonomy(slug: string, labels: Labels, extra: CollectionConfig['fields'] = []): CollectionConfig {
  return {
    slug,
    labels,
    access: { read: anyone, create: editors, update: editors, delete: editors },
    admin: { useAsTitle: 'name', group: { de: 'Verzeichnisse', en: 'Vocabularies' }, defaultColumns: ['name', 'slug'] },
    defaultSort: 'order',
    fields: [{ name: 'name', type: 'text', localized: true, required: true, label: { de: 'Name', en: 'Name' } }, slugField({ from: 'name' }), ...extra, order],
  }
}

export const Colors = taxonomy('colors', { singular: { de: 'Farbe', en: 'Colour' }, plural: { de: 'Farben', en: 'Colours' } }, [
  {
    name: 'hex',
    type: 'text',
    required: true,
    label: { de: 'Farbwert', en: 'Colour value' },
    validate: (v: unknown) => (typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v) ? true : 'Format #RRGGBB'),
  },
])
export const Mediums = taxonomy('mediums', {
  singular: { de: 'Medium', en: 'Medium' },
  plural: { de: 'Medien', en: 'Mediums' },
})
export const Styles = taxonomy('styles', {
  singular: { de: 'Stil', en: 'Style' },
  plural: { de: 'Stile', en: 'Styles' },
})
export const Tags = taxonomy('tags', {
  singular: { de: 'Schlagwort', en: 'Tag' },
  plural: { de: 'Schlagwörter', en: 'Tags' },
})
export const Categories = taxonomy('categories', {
  singular: { de: 'Kategorie', en: 'Category' },
  plural: { de: 'Kategorien', en: 'Categories' },
})
