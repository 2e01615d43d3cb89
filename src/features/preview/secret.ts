/**
 * The preview secret that opens draft mode (src/app/(site)/[locale]/(minimal)/preview/enter). It is
 * PREVIEW_SECRET when set, else derived from PAYLOAD_SECRET with an HMAC, so each installation has
 * its own without another variable to manage, nothing is committed, and it cannot be turned back
 * into the session secret. Imported by the CMS config (live preview URLs): relative imports only.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../../cms/secret'
import { localizedUrl } from '../../i18n/alternates'
import type { Locale } from '../../base/locales'
import { config, readConfig } from '../../config/env.mjs'

export function previewSecret(source?: Record<string, string | undefined>): string {
  const configured = (source ? readConfig(source) : config()).PREVIEW_SECRET
  if (configured) return configured
  return createHmac('sha256', payloadSecret(source)).update('vernissage:draft-preview').digest('base64url').slice(0, 32)
}

/** Compares in constant time (both sides hashed to the same length first). */
export function isPreviewSecret(candidate: string | null | undefined, source?: Record<string, string | undefined>): boolean {
  if (!candidate) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(candidate), digest(previewSecret(source)))
}

export type PreviewTarget = { collection: string; id: number | string; locale: Locale }

/** The preview entry of a document, without origin: /preview/enter?… or /en/preview/enter?… */
export function previewEntryPath({ collection, id, locale }: PreviewTarget, secret: string): string {
  const query = new URLSearchParams({ collection, id: String(id), locale, secret })
  return `${localizedUrl('/preview/enter', locale)}?${query}`
}
