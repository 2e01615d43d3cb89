import type { Field } from 'payload'

import { slugify, slugPattern } from '../../base/slugify'

type SlugOptions = {
  /** The field the slug is made from when an editor leaves it empty. */
  from: string
  /** Translated slugs for documents whose title is translated (artworks, articles, pages). */
  localized?: boolean
  /** Slugs the site's own routes use at this level (CMS pages at /{slug}): a page there would be shadowed or shadow them. */
  reserved?: ReadonlySet<string>
}

export function slugField({ from, localized = false, reserved }: SlugOptions): Field {
  return {
    name: 'slug',
    type: 'text',
    index: true,
    localized,
    required: true,
    admin: {
      position: 'sidebar',
      description: {
        de: 'Teil der Adresse. Leer lassen, um ihn aus dem Titel zu bilden.',
        en: 'Part of the address. Leave empty to make it from the title.',
      },
    },
    hooks: {
      beforeValidate: [
        ({ value, data, originalDoc }) => {
          if (typeof value === 'string' && value.trim() !== '') return slugify(value)
          const source = data?.[from] ?? originalDoc?.[from]
          return typeof source === 'string' && source.trim() !== '' ? slugify(source) : value
        },
      ],
    },
    validate: (value: unknown) => {
      if (typeof value !== 'string' || !slugPattern.test(value)) return 'Nur Kleinbuchstaben, Ziffern und Bindestriche / Only lower-case letters, digits and hyphens'
      if (reserved?.has(value)) {
        return `„${value}“ ist eine Adresse der Website selbst (/${value}) und kann nicht vergeben werden / "${value}" is an address of the site itself (/${value}) and cannot be used`
      }
      return true
    },
  }
}
