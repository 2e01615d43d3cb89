import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { publicPrice } from '../../base/price'
import { changedOnlyBy, editors, editorsField, salesField, staff } from '../access'
import { images, relation, richText, text } from '../fields/localizedText'
import { proposeColoursFromPicture } from '../hooks/colourProposal'
import { applyListChanges, listChangeFields, type ListChange } from '../hooks/listChanges'
import { catalogue, contentCollection } from './content'

const cm = (name: string, de: string, en: string) => ({
  name,
  type: 'number' as const,
  min: 0,
  max: 100000,
  label: { de: `${de} (cm)`, en: `${en} (cm)` },
})

/**
 * The stored public price follows the amount and the on-request flag on every save (drafts too).
 * Selling keeps its fields consistent right after it (src/features/sales/collections.ts).
 */
export const setPublicPrice: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const current = (name: 'price' | 'priceOnRequest') => (name in data ? data[name] : originalDoc?.[name])
  return { ...data, publicPrice: publicPrice(current('price') ?? null, current('priceOnRequest')) }
}

const tagChange: ListChange = { field: 'tags', add: 'tagsToAdd', remove: 'tagsToRemove' }
const categoryChange: ListChange = { field: 'categories', add: 'categoriesToAdd', remove: 'categoriesToRemove' }

const artworks: CollectionConfig = contentCollection({
  slug: 'artworks',
  labels: { singular: { de: 'Werk', en: 'Artwork' }, plural: { de: 'Werke', en: 'Artworks' } },
  titleField: 'title',
  localizedSlug: true,
  group: catalogue,
  defaultSort: '-publishedAt',
  defaultColumns: ['title', 'images', 'inventory', 'artist', 'price', 'sold', '_status'],
  // The work in both languages, the lists that show it, and its artist's page (which lists the artist's works).
  fields: [
    text('title', { de: 'Titel', en: 'Title' }, { required: true }),
    {
      // The gallery's own number for a work: the key by which a catalogue file (npm run export, the
      // import) names it, so the same file imported twice changes nothing.
      name: 'inventory',
      type: 'text',
      unique: true,
      index: true,
      label: { de: 'Inventarnummer', en: 'Inventory number' },
      admin: { position: 'sidebar' },
    },
    relation('artist', 'artists', { de: 'Künstler:in', en: 'Artist' }, false),
    {
      name: 'year',
      type: 'number',
      min: 1000,
      max: 2200,
      label: { de: 'Jahr', en: 'Year' },
      admin: { width: '50%' },
    },
    relation('medium', 'mediums', { de: 'Medium', en: 'Medium' }, false),
    relation('styles', 'styles', { de: 'Stile', en: 'Styles' }),
    relation('tags', 'tags', { de: 'Schlagwörter', en: 'Tags' }),
    relation('colors', 'colors', { de: 'Farben', en: 'Colours' }),
    {
      ...relation('colourProposal', 'colors', { de: 'Farben aus dem Bild', en: 'Colours from the picture' }),
      admin: {
        readOnly: true,
        position: 'sidebar',
        // One click puts the proposal into the work's colours (src/cms/admin/AcceptColours.tsx).
        components: { afterInput: ['/cms/admin/AcceptColours#AcceptColours'] },
        description: {
          de: 'Aus dem ersten Bild gelesen. Sind „Farben“ leer, werden diese beim Speichern übernommen; sonst übernimmt sie der Knopf darunter. Sie können die Farben danach jederzeit ändern.',
          en: 'Read from the first picture. If "Colours" is empty, these are taken when you save; otherwise the button below takes them. You can change the colours at any time afterwards.',
        },
      },
    } as Field,
    relation('categories', 'categories', { de: 'Kategorien', en: 'Categories' }),
    {
      type: 'collapsible',
      label: { de: 'Schlagwörter und Kategorien ergänzen oder entfernen', en: 'Add or remove tags and categories' },
      admin: {
        initCollapsed: true,
        description: {
          de: 'Für viele Werke auf einmal: in der Liste Werke auswählen, „Bearbeiten“, dann eines dieser Felder wählen. Die übrigen Schlagwörter und Kategorien jedes Werks bleiben erhalten.',
          en: 'For many works at once: select works in the list, "Edit", then choose one of these fields. Each work keeps its other tags and categories.',
        },
      },
      fields: [
        ...listChangeFields(tagChange, 'tags', {
          add: { de: 'Schlagwörter ergänzen', en: 'Add tags' },
          remove: { de: 'Schlagwörter entfernen', en: 'Remove tags' },
        }),
        ...listChangeFields(categoryChange, 'categories', {
          add: { de: 'Kategorien ergänzen', en: 'Add categories' },
          remove: { de: 'Kategorien entfernen', en: 'Remove categories' },
        }),
      ],
    },
    {
      name: 'dimensions',
      type: 'group',
      label: { de: 'Maße', en: 'Dimensions' },
      fields: [
        {
          type: 'row',
          fields: [cm('height', 'Höhe', 'Height'), cm('width', 'Breite', 'Width'), cm('depth', 'Tiefe', 'Depth')],
        },
      ],
    },
    text('edition', { de: 'Edition', en: 'Edition' }),
    richText('description', { de: 'Beschreibung', en: 'Description' }),
    { ...images('images', { de: 'Bilder', en: 'Images' }), admin: { components: { Cell: '/cms/admin/ArtworkThumbnailCell#ArtworkThumbnailCell' } } } as Field,
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          type: 'number',
          min: 0,
          max: 100_000_000,
          label: { de: 'Preis (EUR)', en: 'Price (EUR)' },
          admin: {
            components: { Cell: '/cms/admin/ArtworkCells#ArtworkPriceCell' },
            description: {
              de: '0 oder leer: Preis auf Anfrage. Den Betrag sehen und ändern nur Verkauf und Administration; die Website zeigt ihn nie bei „Preis auf Anfrage“.',
              en: '0 or empty: price on request. Only sales and administrators see and change the amount; the website never shows it with "price on request".',
            },
          },
          // The amount is the gallery's: only sales and administrators read or set it, and Payload
          // refuses anyone else a filter or sort on it, directly or through a relation
          // (`where[artworks.price]`). The public reads, filters and sorts `publicPrice`, which is
          // empty for a work on request; so do editors (docs/roles.md).
          access: { read: salesField, create: salesField, update: salesField },
        },
        {
          name: 'priceOnRequest',
          type: 'checkbox',
          defaultValue: false,
          label: { de: 'Preis auf Anfrage', en: 'Price on request' },
          access: { create: salesField, update: salesField },
        },
      ],
    },
    {
      name: 'publicPrice',
      type: 'number',
      index: true,
      label: { de: 'Öffentlicher Preis (EUR)', en: 'Public price (EUR)' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          de: 'Wird beim Speichern gesetzt: der Preis, leer bei „Preis auf Anfrage“. Website, API und Explorer zeigen, filtern und sortieren nur diesen.',
          en: 'Set on saving: the price, empty with "price on request". The website, the API and the explorer show, filter and sort by this one only.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sold',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          label: { de: 'Verkauft', en: 'Sold' },
          access: { create: salesField, update: salesField },
          admin: { components: { Cell: '/cms/admin/ArtworkCells#ArtworkSoldCell' } },
        },
        { name: 'leasingDisabled', type: 'checkbox', defaultValue: false, label: { de: 'Kein Leasing', en: 'No leasing' } },
      ],
    },
    // Reservation and sale go here (issue 36, src/features/sales/collections.ts).
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      label: { de: 'Veröffentlicht am', en: 'Published on' },
      admin: { position: 'sidebar' },
      hooks: {
        beforeChange: [({ value, siblingData }) => value ?? (siblingData._status === 'published' ? new Date().toISOString() : value)],
      },
    },
  ],
})

// The catalogue's import and export (src/features/catalogue/collections.ts) and selling's price
// lists and wall labels (src/features/sales/collections.ts) add their endpoints and their controls
// around these above the list.
export const Artworks: CollectionConfig = {
  ...artworks,
  // Editors make and remove works; sales change a work's price, holds and sale, and read its
  // texts and pictures without changing them (docs/roles.md). The public price is set by a hook.
  access: { ...artworks.access, create: editors, update: staff, delete: editors },
  fields: changedOnlyBy(artworks.fields, editorsField, ['publicPrice']),
  // Saved filters per user (Payload's query presets), shared if the user says so (issue 49 point 6).
  enableQueryPresets: true,
  admin: {
    ...artworks.admin,
    // The list's search finds a work by its title, its inventory number and its artist's name.
    listSearchableFields: ['title', 'inventory', 'artist.name'],
    // Changes to the selected works, each confirmed by a dialog naming how many (src/cms/admin).
    components: { beforeListTable: ['/cms/admin/BulkActions#BulkActions'] },
  },
  hooks: {
    ...artworks.hooks,
    beforeChange: [applyListChanges([tagChange, categoryChange]), proposeColoursFromPicture, setPublicPrice, ...(artworks.hooks?.beforeChange ?? [])],
  },
}
