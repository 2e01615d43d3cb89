/**
 * Ends the preview (/preview/exit, /en/preview/exit): draft mode off, the live preview's unsaved
 * values dropped. The banner's script posts here with fetch (204) when the editor exits or leaves
 * the previewed page; its form posts here without JavaScript and is sent back (303) to the page,
 * now as the public sees it. A GET does the same for an address typed by hand, but never for the
 * router's prefetches, which would otherwise end a preview no one asked to leave.
 */
import { cookies, draftMode } from 'next/headers'

import { clearLiveValues } from '@/features/preview/liveStore'
import { decodePreviewState, previewCookieName, safePath } from '@/features/preview/state'
import { localizedUrl } from '@/i18n/alternates'
import { defaultLocale, isLocale, type Locale } from '@/base/locales'

export const dynamic = 'force-dynamic'

async function endPreview(): Promise<string | null> {
  const jar = await cookies()
  const state = decodePreviewState(jar.get(previewCookieName)?.value)
  if (state) await clearLiveValues(state.session)
  jar.delete(previewCookieName)
  ;(await draftMode()).disable()
  return state?.path ?? null
}

function redirectAfterExit(locale: Locale, previewed: string | null, to: unknown): Response {
  const target = safePath(to) ?? previewed ?? localizedUrl('/', locale)
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } })
}

const localeOf = async (params: Promise<{ locale: string }>): Promise<Locale> => {
  const requested = (await params).locale
  return isLocale(requested) ? requested : defaultLocale
}

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const headers = request.headers
  if (headers.get('rsc') || headers.get('next-router-prefetch') || /prefetch/.test(headers.get('sec-purpose') ?? headers.get('purpose') ?? '')) {
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  }
  const locale = await localeOf(params)
  return redirectAfterExit(locale, await endPreview(), new URL(request.url).searchParams.get('to'))
}

export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const previewed = await endPreview()
  // The banner's form without JavaScript: back to the page; the script's fetch: nothing to send.
  if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    return redirectAfterExit(await localeOf(params), previewed, null)
  }
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
