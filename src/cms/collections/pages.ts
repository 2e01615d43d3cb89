import type { CollectionConfig } from 'payload'

import { pageBlocks } from '../blocks'
import { order, text, textarea } from '../fields/localizedText'
import { anyone, editors } from '../access'
import { contentCollection, editorial } from './content'

const layout = { name: 'layout', type: 'blocks' as const, blocks: pageBlocks, label: { de: 'Inhalt', en: 'Content' } }

/** Generic pages at /{slug}: transparenz, vision, impressum, datenschutz, newsletter texts … */
export const Pages: CollectionConfig = contentCollection({
  slug: 'pages',
  labels: { singular: { de: 'Seite', en: 'Page' }, plural: { de: 'Seiten', en: 'Pages' } },
  titleField: 'title',
  localizedSlug: true,
  group: editorial,
  fields: [
    text('title', { de: 'Titel', en: 'Title' }, { required: true }),
    textarea('intro', { de: 'Einleitung', en: 'Introduction' }),
    layout,
    {
      name: 'pageLayout',
      type: 'select',
      defaultValue: 'default',
      options: [
        { value: 'default', label: { de: 'Standard', en: 'Default' } },
        { value: 'minimal', label: { de: 'Minimal', en: 'Minimal' } },
      ],
      label: { de: 'Layout', en: 'Layout' },
      admin: { position: 'sidebar' },
    },
  ],
})

/** The pages of the Werkstattpalast section, shown in its own `wsp` layout with its sub-navigation. */
export const WerkstattpalastPages: CollectionConfig = contentCollection({
  slug: 'werkstattpalast-pages',
  labels: {
    singular: { de: 'Werkstattpalast-Seite', en: 'Werkstattpalast page' },
    plural: { de: 'Werkstattpalast-Seiten', en: 'Werkstattpalast pages' },
  },
  titleField: 'title',
  localizedSlug: true,
  group: { de: 'Werkstattpalast', en: 'Werkstattpalast' },
  defaultSort: 'order',
  // Every page of the section shows its sub-navigation.
  fields: [text('title', { de: 'Titel', en: 'Title' }, { required: true }), textarea('intro', { de: 'Einleitung', en: 'Introduction' }), layout, order],
})

export const Faq: CollectionConfig = {
  slug: 'faq',
  labels: { singular: { de: 'FAQ-Eintrag', en: 'FAQ entry' }, plural: { de: 'FAQ-Einträge', en: 'FAQ entries' } },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  admin: { useAsTitle: 'question', group: editorial, defaultColumns: ['question', 'category', 'order'] },
  defaultSort: 'order',
  fields: [
    text('question', { de: 'Frage', en: 'Question' }, { required: true }),
    { name: 'answer', type: 'richText', localized: true, required: true, label: { de: 'Antwort', en: 'Answer' } },
    text('category', { de: 'Rubrik', en: 'Category' }),
    order,
  ],
}
