import { createHash } from 'node:crypto'

import type { CollectionConfig } from 'payload'

import { refuseOversizedPictures } from '../hooks/requestErrors'
import { fileStem, mediaBaseUrl, mediaTypeOf, storedName, variantUrl } from '../../base/mediaVariants'
import { anyone, editors } from '../access'

export const allowedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { de: 'Bild', en: 'Image' }, plural: { de: 'Bilder', en: 'Images' } },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'copyrightText'] },
  // Where the originals are stored and how a missing one answers, with the hooks that read a new
  // picture's colours and drop a replaced one's variants: src/features/uploads/collections.ts.
  upload: {
    mimeTypes: allowedImageTypes,
    crop: false,
    focalPoint: false,
    adminThumbnail: ({ doc }) => variantUrl(doc.filename as string, 320, 'webp'),
  },
  hooks: {
    // Every upload is stored under a safe name marked with its content (storedName): a new or
    // replaced picture gets new URLs, so no browser or CDN shows an old one under them.
    beforeOperation: [
      refuseOversizedPictures,
      ({ args, operation, req }) => {
        const file = req.file
        if ((operation === 'create' || operation === 'update') && file?.data && file.name) {
          file.name = storedName(file.name, createHash('sha256').update(file.data).digest('hex'))
        }
        return args
      },
    ],
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, label: { de: 'Alternativtext', en: 'Alt text' } },
    { name: 'copyrightText', type: 'text', localized: true, label: { de: 'Copyright', en: 'Copyright' } },
    {
      name: 'copyrightLink',
      type: 'text',
      label: { de: 'Copyright-Link', en: 'Copyright link' },
      validate: (value: unknown) =>
        !value || (typeof value === 'string' && /^https?:\/\/\S+$/.test(value))
          ? true
          : 'Bitte eine vollständige Adresse mit https:// angeben / Please enter a full address starting with https://',
    },
    {
      // [{ hex, share }], most of the picture first (src/base/colours.ts); read from each upload
      // by src/features/uploads/collections.ts.
      name: 'swatches',
      type: 'json',
      admin: { hidden: true },
    },
    {
      name: 'aspectRatio',
      type: 'number',
      virtual: true,
      admin: { hidden: true },
      hooks: {
        afterRead: [({ data }) => (data?.width && data?.height ? Math.round((data.width / data.height) * 10000) / 10000 : null)],
      },
    },
    {
      name: 'mediaType',
      type: 'text',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [({ data }) => mediaTypeOf(data?.mimeType)] },
    },
    {
      name: 'path',
      type: 'text',
      virtual: true,
      admin: { hidden: true },
      hooks: {
        afterRead: [({ data }) => (data?.filename ? `${mediaBaseUrl()}${data.filename}` : null)],
      },
    },
    {
      name: 'stem',
      type: 'text',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [({ data }) => (data?.filename ? fileStem(data.filename) : null)] },
    },
  ],
}
