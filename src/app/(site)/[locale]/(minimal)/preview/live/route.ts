/**
 * Receives the live preview's unsaved values from the preview banner (src/features/preview/liveStore.ts).
 * Only within an open preview, and only from this site's own pages.
 */
import { currentPreview } from '@/features/preview/draft'
import { saveLiveValues } from '@/features/preview/liveStore'
import { isPublicCollection } from '@/base/publicPaths'
import { isLocale } from '@/base/locales'

export const dynamic = 'force-dynamic'

const maxBytes = 2 * 1024 * 1024

export async function POST(request: Request) {
  const preview = await currentPreview()
  if (!preview) return new Response(null, { status: 401 })
  // Draft mode's cookie is sent cross-site (SameSite=None): refuse posts from other origins.
  const origin = request.headers.get('origin')
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  if (!origin || !host || new URL(origin).host !== host) return new Response(null, { status: 403 })
  const text = await request.text()
  if (text.length > maxBytes) return new Response(null, { status: 413 })
  let body: { collection?: unknown; locale?: unknown; data?: unknown }
  try {
    body = JSON.parse(text)
  } catch {
    return new Response(null, { status: 400 })
  }
  const data = body.data as Record<string, unknown> | undefined
  const id = data && typeof data === 'object' ? data.id : undefined
  if (!isPublicCollection(body.collection) || !isLocale(body.locale) || (typeof id !== 'number' && typeof id !== 'string')) {
    return new Response(null, { status: 400 })
  }
  await saveLiveValues(preview.session, { collection: body.collection, id: String(id), locale: body.locale, data: data as Record<string, unknown> })
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
