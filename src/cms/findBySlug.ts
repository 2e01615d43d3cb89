import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { defaultLocale, type Locale } from '../base/locales'
import { nestedReq } from './nestedReq'

export type FindOptions = {
  /** Staff previews read drafts; everyone else reads published versions only. */
  draft?: boolean
  /** The request whose user decides access; without one, access is that of an anonymous visitor. */
  req?: Partial<PayloadRequest>
  /**
   * Lifts the access rules: only for Next's draft mode, which the preview entry opens for staff
   * alone (the secret or a staff session), so a draft that was never published can be shown.
   */
  overrideAccess?: boolean
  depth?: number
}

/**
 * One document by slug in a language. Translated slugs are looked up in the requested language
 * first and then in German, since an English document without its own slug falls back to the
 * German one. Returns null when nothing matches or access denies it.
 */
export async function findBySlug<T = Record<string, unknown>>(
  payload: Payload,
  collection: CollectionSlug,
  slug: string,
  locale: Locale,
  { draft = false, req, depth = 2, overrideAccess = false }: FindOptions = {},
): Promise<T | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null
  const languages = locale === defaultLocale ? [locale] : [locale, defaultLocale]
  for (const language of languages) {
    const result = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      locale: language,
      fallbackLocale: defaultLocale,
      limit: 1,
      depth,
      draft,
      overrideAccess,
      req: nestedReq(req),
      pagination: false,
    })
    if (result.docs[0]) {
      // Read again in the visitor's language when the match came from the German slug.
      if (language === locale) return result.docs[0] as T
      const doc = await payload.findByID({
        collection,
        id: result.docs[0].id,
        locale,
        fallbackLocale: defaultLocale,
        depth,
        draft,
        overrideAccess,
        req: nestedReq(req),
      })
      return doc as T
    }
  }
  return null
}
