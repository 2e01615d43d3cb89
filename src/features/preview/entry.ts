/**
 * The preview entry's rules, apart from the route handler: who may open a preview, which page a
 * document is shown on, and the small page that explains a refusal in the visitor's language.
 */
import type { Payload } from 'payload'

import { defaultLocale, isLocale, type Locale } from '@/base/locales'
import { documentPath, isPublicCollection } from '@/base/publicPaths'

import { isPreviewSecret } from './secret'
import { safePath } from './state'

export type Access = 'granted' | 'no-credentials' | 'wrong-secret'

/** The secret from the admin's preview link, or the staff's own admin session (payload-token cookie). */
export async function previewAccess(payload: Payload, secret: string | null, headers: Headers): Promise<Access> {
  if (secret !== null && isPreviewSecret(secret)) return 'granted'
  try {
    const { user } = await payload.auth({ headers })
    if (user) return 'granted'
  } catch {
    // an invalid or expired session counts as none
  }
  return secret === null ? 'no-credentials' : 'wrong-secret'
}

/**
 * The page to preview, without locale: a document (collection + id, as the admin links it, read
 * as its newest draft so a slug not yet published works) or a plain path; the home page when
 * neither is given. Null when the document does not exist.
 */
export async function previewPage(payload: Payload, query: URLSearchParams, fallbackLocale: Locale): Promise<{ path: string; locale: Locale } | null> {
  const requested = query.get('locale')
  const locale = isLocale(requested) ? requested : fallbackLocale
  const collection = query.get('collection')
  const id = query.get('id')
  if (collection || id) {
    if (!isPublicCollection(collection) || !id || !/^[\w-]{1,64}$/.test(id)) return null
    try {
      const doc = (await payload.findByID({
        collection,
        id,
        locale,
        fallbackLocale: defaultLocale,
        draft: true,
        overrideAccess: true,
        depth: 0,
        select: { slug: true } as never,
      })) as { slug?: string }
      return doc?.slug ? { path: documentPath(collection, doc.slug), locale } : null
    } catch {
      return null
    }
  }
  const path = query.get('path')
  if (path === null) return { path: '/', locale }
  const safe = safePath(path)
  return safe ? { path: safe, locale } : null
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A small page with a status and a message (no stack, no internals), never cached or indexed. */
export function messageResponse(status: number, locale: Locale, title: string, message: string, link?: { href: string; label: string }): Response {
  const body = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">`,
    `<h1>${escapeHtml(title)}</h1><p data-testid="preview-message">${escapeHtml(message)}</p>`,
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '',
    '</body></html>',
  ].join('')
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  })
}
