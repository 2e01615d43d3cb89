import type { CollectionConfig, Field } from 'payload'

import { editors, publishedOrStaff, staff } from '../access'
import { publicContentMark } from '../changes'
import { slugField } from '../fields/slug'
import { slugRedirectHooks } from '../hooks/slugRedirects'
import { reservedPageSlugs } from '../../base/siteRoutes'
import { isPublicCollection } from '../../base/publicPaths'

type Label = { de: string; en: string }

type ContentOptions = {
  slug: string
  labels: { singular: Label; plural: Label }
  /** The field shown as the document's title in the admin; the slug is made from it. */
  titleField: string
  /** Translated slugs (artworks, articles, pages) or one slug for both languages (people). */
  localizedSlug: boolean
  fields: Field[]
  defaultColumns?: string[]
  defaultSort?: string
  group?: Label
}

/**
 * A public, slug-addressed collection: drafts and published versions, anonymous readers see
 * published documents only. A change is announced (../changes.ts), and what shows the document
 * is refreshed by its cache tags (../tags.ts).
 */
export function contentCollection(options: ContentOptions): CollectionConfig {
  return {
    slug: options.slug,
    labels: options.labels,
    access: { read: publishedOrStaff, create: editors, update: editors, delete: editors, readVersions: staff },
    admin: {
      useAsTitle: options.titleField,
      defaultColumns: options.defaultColumns ?? [options.titleField, 'slug', '_status', 'updatedAt'],
      group: options.group,
    },
    defaultSort: options.defaultSort,
    versions: { drafts: true, maxPerDoc: 20 },
    // Marked as public content for the change announcements (../changes.ts): the search listens for these.
    custom: publicContentMark,
    hooks: withSlugRedirects(options.slug, {}),
    fields: [...options.fields, slugField({ from: options.titleField, localized: options.localizedSlug, reserved: options.slug === 'pages' ? reservedPageSlugs : undefined })],
  }
}

/** Adds the hooks that keep a renamed document's old address working (../hooks/slugRedirects.ts). */
function withSlugRedirects(slug: string, hooks: NonNullable<CollectionConfig['hooks']>): NonNullable<CollectionConfig['hooks']> {
  if (!isPublicCollection(slug)) return hooks
  const { beforeChange, afterChange } = slugRedirectHooks(slug)
  return { ...hooks, beforeChange: [...(hooks.beforeChange ?? []), beforeChange], afterChange: [...(hooks.afterChange ?? []), afterChange] }
}

export const catalogue: Label = { de: 'Katalog', en: 'Catalogue' }
export const editorial: Label = { de: 'Redaktion', en: 'Editorial' }
export const people: Label = { de: 'Personen', en: 'People' }
