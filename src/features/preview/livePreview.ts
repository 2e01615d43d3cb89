/**
 * The admin's live preview (Payload `admin.livePreview`): every collection with public pages shows
 * its document beside the form, at three device sizes. The URL is the preview entry with the
 * secret, built on the server for staff only; it must be absolute, since the admin posts the form's
 * values to that origin. Imported by the CMS config: relative imports only.
 */
import type { CollectionConfig, PayloadRequest, RootLivePreviewConfig } from 'payload'

import { toLocale } from '../../base/locales'
import { publicCollections } from '../../base/publicPaths'
import { previewEntryPath, previewSecret } from './secret'
import { config, readConfig } from '../../config/env.mjs'

/** The site's origin as the editor's browser reaches it: PUBLIC_URL, else the admin request's host. */
export function siteOrigin(req: Pick<PayloadRequest, 'headers'> | undefined, source?: Record<string, string | undefined>): string | null {
  const env = source ? readConfig(source) : config()
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, '')
  const headers = req?.headers
  const host = headers?.get('x-forwarded-host')?.split(',')[0]?.trim() || headers?.get('host')
  if (!host || !/^[\w.-]+(:\d+)?$/.test(host)) return null
  const protocol = headers?.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http'
  return `${protocol}://${host}`
}

/** The absolute preview entry of one document in one language, or null without an id or origin. */
function documentPreviewUrl(req: PayloadRequest | undefined, collection: string, id: unknown, locale: string | undefined): string | null {
  const origin = siteOrigin(req)
  if ((typeof id !== 'number' && typeof id !== 'string') || !origin) return null
  return `${origin}${previewEntryPath({ collection, id, locale: toLocale(locale) }, previewSecret())}`
}

export const livePreview: RootLivePreviewConfig = {
  collections: Object.keys(publicCollections),
  breakpoints: [
    { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
    { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
    { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
  ],
  url: ({ collectionConfig, data, locale, req }) => (collectionConfig ? documentPreviewUrl(req, collectionConfig.slug, data?.id, locale?.code) : null),
}

/**
 * The admin's "Preview" button (Payload `admin.preview`) on every document with a public page:
 * it opens the document's draft on the site through the preview entry, in the edited language.
 */
export function withPreviewButton<T extends CollectionConfig>(collection: T): T {
  if (!(collection.slug in publicCollections)) return collection
  return {
    ...collection,
    admin: {
      ...collection.admin,
      preview: (doc, { locale, req }) => documentPreviewUrl(req, collection.slug, doc?.id, locale),
    },
  }
}
