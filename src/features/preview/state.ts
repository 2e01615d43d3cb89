/**
 * What the preview remembers besides Next's draft-mode cookie: the page it was opened on (leaving
 * that page ends it, docs/behaviour.md#navigation-ends-preview) and a random session id for the live preview's unsaved text.
 * Pure, so the route handlers, the banner and the loaders read it alike.
 */
export const previewCookieName = 'vernissage-preview'

export type PreviewState = { session: string; path: string }

const sessionPattern = /^[A-Za-z0-9_-]{16,64}$/

/** An internal path safe to redirect to: one leading slash, no scheme, no host, no query. */
export function safePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500) return null
  return /^\/(?![/\\])[^\s?#\\]*$/.test(value) ? value : null
}

export function encodePreviewState(state: PreviewState): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url')
}

export function decodePreviewState(value: string | undefined | null): PreviewState | null {
  if (!value) return null
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<PreviewState>
    const path = safePath(parsed.path)
    if (!path || typeof parsed.session !== 'string' || !sessionPattern.test(parsed.session)) return null
    return { session: parsed.session, path }
  } catch {
    return null
  }
}
