import type { CollectionConfig } from 'payload'

import { image, order, richText, text, url } from '../fields/localizedText'
import { contentCollection, people } from './content'

/** Person types with theme colours (docs/behaviour.md#person-colours). */
export const personTypes = ['artist', 'agent', 'crew'] as const

const personTypeLabels: Record<(typeof personTypes)[number], { de: string; en: string }> = {
  artist: { de: 'Künstler:in', en: 'Artist' },
  agent: { de: 'Agent:in', en: 'Agent' },
  crew: { de: 'Crew', en: 'Crew' },
}

export const Artists: CollectionConfig = contentCollection({
  slug: 'artists',
  labels: { singular: { de: 'Künstler:in', en: 'Artist' }, plural: { de: 'Künstler:innen', en: 'Artists' } },
  titleField: 'name',
  localizedSlug: false,
  group: people,
  defaultSort: 'name',
  defaultColumns: ['name', 'personType', '_status'],
  fields: [
    { name: 'name', type: 'text', required: true, label: { de: 'Name', en: 'Name' } },
    {
      name: 'personType',
      type: 'select',
      required: true,
      defaultValue: 'artist',
      options: personTypes.map((value) => ({ value, label: personTypeLabels[value] })),
      label: { de: 'Personentyp', en: 'Person type' },
    },
    image('portrait', { de: 'Porträt', en: 'Portrait' }),
    richText('biography', { de: 'Biografie', en: 'Biography' }),
    { name: 'birthYear', type: 'number', min: 1000, max: 2200, label: { de: 'Geburtsjahr', en: 'Year of birth' } },
    text('birthPlace', { de: 'Geburtsort', en: 'Place of birth' }),
    url('website', { de: 'Website', en: 'Website' }),
  ],
})

export const Curators: CollectionConfig = contentCollection({
  slug: 'curators',
  labels: { singular: { de: 'Kurator:in', en: 'Curator' }, plural: { de: 'Kurator:innen', en: 'Curators' } },
  titleField: 'name',
  localizedSlug: false,
  group: people,
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true, label: { de: 'Name', en: 'Name' } },
    image('portrait', { de: 'Porträt', en: 'Portrait' }),
    richText('biography', { de: 'Biografie', en: 'Biography' }),
    url('website', { de: 'Website', en: 'Website' }),
  ],
})

export const Crew: CollectionConfig = contentCollection({
  slug: 'crew',
  labels: { singular: { de: 'Crew-Mitglied', en: 'Crew member' }, plural: { de: 'Crew-Mitglieder', en: 'Crew members' } },
  titleField: 'name',
  localizedSlug: false,
  group: people,
  defaultSort: 'order',
  // Every member's page shows the whole crew list (the crew explorer), so a change shows on all of them.
  fields: [
    { name: 'name', type: 'text', required: true, label: { de: 'Name', en: 'Name' } },
    text('role', { de: 'Rolle', en: 'Role' }),
    image('portrait', { de: 'Porträt', en: 'Portrait' }),
    richText('bio', { de: 'Über', en: 'About' }),
    { name: 'email', type: 'email', label: { de: 'E-Mail', en: 'Email' } },
    order,
  ],
})
