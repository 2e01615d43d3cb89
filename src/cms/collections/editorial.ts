import type { CollectionConfig } from 'payload'

import { image, images, relation, richText, text, textarea } from '../fields/localizedText'
import { catalogue, contentCollection, editorial } from './content'

// Selling adds the price list and wall labels, and their buttons on the exhibition's page (src/features/sales/collections.ts).
export const Exhibitions: CollectionConfig = contentCollection({
  slug: 'exhibitions',
  labels: { singular: { de: 'Ausstellung', en: 'Exhibition' }, plural: { de: 'Ausstellungen', en: 'Exhibitions' } },
  titleField: 'title',
  localizedSlug: true,
  group: catalogue,
  defaultSort: '-startDate',
  defaultColumns: ['title', 'startDate', 'endDate', '_status'],
  // Curators' and artists' pages list their exhibitions.
  fields: [
    text('title', { de: 'Titel', en: 'Title' }, { required: true }),
    text('subtitle', { de: 'Untertitel', en: 'Subtitle' }),
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', required: true, index: true, label: { de: 'Beginn', en: 'Opens' } },
        {
          name: 'endDate',
          type: 'date',
          required: true,
          index: true,
          label: { de: 'Ende', en: 'Closes' },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            !value || !siblingData.startDate || new Date(value as string) >= new Date(siblingData.startDate as string)
              ? true
              : 'Das Ende liegt vor dem Beginn / The end is before the start',
        },
      ],
    },
    text('venue', { de: 'Ort', en: 'Venue' }),
    relation('curators', 'curators', { de: 'Kurator:innen', en: 'Curators' }),
    relation('artists', 'artists', { de: 'Künstler:innen', en: 'Artists' }),
    relation('artworks', 'artworks', { de: 'Werke', en: 'Artworks' }),
    textarea('teaser', { de: 'Kurztext', en: 'Teaser' }),
    richText('text', { de: 'Text', en: 'Text' }),
    images('images', { de: 'Installationsansichten', en: 'Installation views' }),
  ],
})

export const Magazine: CollectionConfig = contentCollection({
  slug: 'magazine',
  labels: { singular: { de: 'Magazinartikel', en: 'Magazine article' }, plural: { de: 'Magazinartikel', en: 'Magazine articles' } },
  titleField: 'title',
  localizedSlug: true,
  group: editorial,
  defaultSort: '-publishDate',
  defaultColumns: ['title', 'author', 'publishDate', '_status'],
  // Artists' pages list the articles that mention them.
  fields: [
    text('title', { de: 'Titel', en: 'Title' }, { required: true }),
    textarea('teaser', { de: 'Anriss', en: 'Teaser' }),
    richText('body', { de: 'Text', en: 'Body' }),
    { name: 'author', type: 'text', label: { de: 'Autor:in', en: 'Author' } },
    { name: 'publishDate', type: 'date', required: true, index: true, label: { de: 'Erscheinungsdatum', en: 'Publish date' } },
    image('cover', { de: 'Titelbild', en: 'Cover image' }),
    relation('tags', 'tags', { de: 'Schlagwörter', en: 'Tags' }),
    relation('artists', 'artists', { de: 'Erwähnte Künstler:innen', en: 'Artists mentioned' }),
    relation('artworks', 'artworks', { de: 'Erwähnte Werke', en: 'Works mentioned' }),
  ],
})

export const Leasing: CollectionConfig = contentCollection({
  slug: 'leasing',
  labels: { singular: { de: 'Leasing-Angebot', en: 'Leasing offer' }, plural: { de: 'Leasing-Angebote', en: 'Leasing offers' } },
  titleField: 'title',
  localizedSlug: true,
  group: catalogue,
  fields: [
    text('title', { de: 'Titel', en: 'Title' }, { required: true }),
    relation('artwork', 'artworks', { de: 'Werk', en: 'Artwork' }, false),
    textarea('teaser', { de: 'Kurztext', en: 'Teaser' }),
    richText('body', { de: 'Text', en: 'Text' }),
    {
      name: 'termMonths',
      type: 'number',
      defaultValue: 48,
      min: 6,
      max: 120,
      label: { de: 'Laufzeit (Monate)', en: 'Term (months)' },
    },
  ],
})

export const InquiryTopics: CollectionConfig = contentCollection({
  slug: 'inquiry-topics',
  labels: { singular: { de: 'Anfrage-Thema', en: 'Inquiry topic' }, plural: { de: 'Anfrage-Themen', en: 'Inquiry topics' } },
  titleField: 'title',
  localizedSlug: true,
  group: editorial,
  defaultSort: 'order',
  fields: [
    text('title', { de: 'Titel', en: 'Title' }, { required: true }),
    textarea('intro', { de: 'Einleitung', en: 'Introduction' }),
    richText('body', { de: 'Text', en: 'Text' }),
    { name: 'order', type: 'number', defaultValue: 0, label: { de: 'Reihenfolge', en: 'Order' }, admin: { position: 'sidebar' } },
  ],
})
