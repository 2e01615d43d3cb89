import type { Block } from 'payload'

import { image, images, relation, richText, text, textarea } from './fields/localizedText'

/** The building blocks editors compose generic pages and the Werkstattpalast from. */
export const pageBlocks: Block[] = [
  {
    slug: 'richText',
    labels: { singular: { de: 'Text', en: 'Text' }, plural: { de: 'Texte', en: 'Texts' } },
    fields: [richText('content', { de: 'Inhalt', en: 'Content' })],
  },
  {
    slug: 'image',
    labels: { singular: { de: 'Bild', en: 'Image' }, plural: { de: 'Bilder', en: 'Images' } },
    fields: [image('image', { de: 'Bild', en: 'Image' }, true), text('caption', { de: 'Bildunterschrift', en: 'Caption' })],
  },
  {
    slug: 'gallery',
    labels: { singular: { de: 'Galerie', en: 'Gallery' }, plural: { de: 'Galerien', en: 'Galleries' } },
    fields: [images('images', { de: 'Bilder', en: 'Images' })],
  },
  {
    slug: 'quote',
    labels: { singular: { de: 'Zitat', en: 'Quote' }, plural: { de: 'Zitate', en: 'Quotes' } },
    fields: [textarea('quote', { de: 'Zitat', en: 'Quote' }, { required: true }), text('attribution', { de: 'Quelle', en: 'Attribution' })],
  },
  {
    slug: 'callToAction',
    labels: { singular: { de: 'Handlungsaufruf', en: 'Call to action' }, plural: { de: 'Handlungsaufrufe', en: 'Calls to action' } },
    fields: [
      text('heading', { de: 'Überschrift', en: 'Heading' }),
      textarea('text', { de: 'Text', en: 'Text' }),
      text('label', { de: 'Beschriftung', en: 'Label' }, { required: true }),
      { name: 'link', type: 'text', required: true, label: { de: 'Ziel', en: 'Target' } },
    ],
  },
  {
    slug: 'artworkTeaser',
    labels: { singular: { de: 'Werke', en: 'Artworks' }, plural: { de: 'Werke', en: 'Artworks' } },
    fields: [text('heading', { de: 'Überschrift', en: 'Heading' }), relation('artworks', 'artworks', { de: 'Werke', en: 'Artworks' })],
  },
  {
    slug: 'artistTeaser',
    labels: { singular: { de: 'Künstler:innen', en: 'Artists' }, plural: { de: 'Künstler:innen', en: 'Artists' } },
    fields: [text('heading', { de: 'Überschrift', en: 'Heading' }), relation('artists', 'artists', { de: 'Künstler:innen', en: 'Artists' })],
  },
  {
    slug: 'exhibitionTeaser',
    labels: { singular: { de: 'Ausstellung', en: 'Exhibition' }, plural: { de: 'Ausstellungen', en: 'Exhibitions' } },
    fields: [relation('exhibition', 'exhibitions', { de: 'Ausstellung', en: 'Exhibition' }, false)],
  },
]
