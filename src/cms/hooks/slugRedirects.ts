import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { sourcesShadowedBy } from '../redirectSource'
import { writtenBySite } from '../collections/Redirects'
import { documentPath, publicCollections, type PublicCollection } from '../../base/publicPaths'
import { defaultLocale, isLocale, type Locale } from '../../base/locales'
import { nestedReq } from '../nestedReq'

type SlugMove = { from: string; to: string }

/** Moves found before a save, by collection and id, written after it (hook contexts are not shared between the two). */
const pending = new Map<string, SlugMove[]>()

/** The public path of a slug in a language, as a redirect's `from`: English-only slugs carry /en. */
function fromPath(collection: PublicCollection, slug: string, locale: Locale): string {
  const path = documentPath(collection, slug)
  return publicCollections[collection].localizedSlug && locale !== defaultLocale ? `/${locale}${path}` : path
}

/**
 * When staff publish a document under a new slug, the old address keeps working: a permanent
 * redirect from the old page to the new one is written (per language where slugs are translated;
 * the resolver in src/features/routing answers it in the visitor's language). Redirects that led
 * to the old address are pointed at the new one, so no chain grows. And whenever a document is
 * published, redirects from its addresses go (a slug given back, a new page where an old one
 * was): the page answers there, and a redirect that never applies is not kept — the admin refuses
 * to save one (src/cms/collections/Redirects.ts).
 */
export function slugRedirectHooks(collection: PublicCollection): { beforeChange: CollectionBeforeChangeHook; afterChange: CollectionAfterChangeHook } {
  const beforeChange: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
    if (operation !== 'update' || data?._status !== 'published' || originalDoc?.id == null || typeof data.slug !== 'string') return data
    const locale: Locale = publicCollections[collection].localizedSlug && isLocale(req.locale) ? req.locale : defaultLocale
    // The published state lives in the main table; a draft saved since only wrote a version.
    const published = (await req.payload.findByID({
      collection,
      id: originalDoc.id,
      locale,
      fallbackLocale: false,
      draft: false,
      depth: 0,
      overrideAccess: true,
      req: nestedReq(req),
    })) as { slug?: unknown; _status?: unknown } | null
    if (published?._status !== 'published' || typeof published.slug !== 'string' || !published.slug || published.slug === data.slug) return data
    const key = `${collection}:${originalDoc.id}`
    pending.set(key, [...(pending.get(key) ?? []), { from: fromPath(collection, published.slug, locale), to: documentPath(collection, data.slug) }])
    return data
  }

  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    const key = `${collection}:${doc.id}`
    const moves = pending.get(key) ?? []
    pending.delete(key)
    if (doc._status === 'published' && typeof doc.slug === 'string' && doc.slug) {
      const { localizedSlug } = publicCollections[collection]
      const locale: Locale = localizedSlug && isLocale(req.locale) ? req.locale : defaultLocale
      const shadowed = sourcesShadowedBy(collection, doc.slug, localizedSlug, locale)
      await req.payload.delete({ collection: 'redirects', where: { from: { in: shadowed } }, overrideAccess: true, req: nestedReq(req), depth: 0 })
    }
    if (moves.length === 0) return doc
    req.context = { ...req.context, [writtenBySite]: true }
    try {
      for (const move of moves) await writeRedirect(req, move)
    } finally {
      req.context = { ...req.context, [writtenBySite]: false }
    }
    return doc
  }

  return { beforeChange, afterChange }
}

async function writeRedirect(req: PayloadRequest, { from, to }: SlugMove): Promise<void> {
  const { payload } = req
  const common = { collection: 'redirects' as const, overrideAccess: true, req: nestedReq(req), depth: 0 }
  // Whatever led to the old address now leads straight to the new one.
  const oldTarget = from.replace(/^\/en(?=\/)/, '')
  await payload.update({ ...common, where: { to: { equals: oldTarget } }, data: { to } })
  const existing = await payload.find({ ...common, where: { from: { equals: from } }, limit: 1, pagination: false })
  if (existing.docs[0]) await payload.update({ ...common, id: existing.docs[0].id, data: { to, permanent: true } })
  else await payload.create({ ...common, data: { from, to, permanent: true } })
}
