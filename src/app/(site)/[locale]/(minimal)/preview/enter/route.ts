/**
 * The preview entry (/preview/enter, /en/preview/enter): the admin's live preview and preview links
 * open a document's draft here. With the preview secret or a staff session it turns on Next's
 * draft mode and redirects to the document's page in its language; the page then reads drafts and
 * shows the preview banner. Refusals are explained in the visitor's language.
 */
import { randomBytes } from 'node:crypto'

import { cookies, draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import { getPayloadClient } from '@/cms/client'
import { messageResponse, previewAccess, previewPage } from '@/features/preview/entry'
import { encodePreviewState, previewCookieName } from '@/features/preview/state'
import { localizedUrl } from '@/i18n/alternates'
import { defaultLocale, isLocale, localeCookieMaxAge, localeCookieName } from '@/base/locales'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const requested = (await params).locale
  const locale = isLocale(requested) ? requested : defaultLocale
  const t = await getTranslations({ locale, namespace: 'preview' })
  const query = new URL(request.url).searchParams
  const payload = await getPayloadClient()

  const access = await previewAccess(payload, query.get('secret'), request.headers)
  const signIn = { href: '/admin', label: t('signIn') }
  if (access === 'no-credentials') return messageResponse(401, locale, t('refusedTitle'), t('noCredentials'), signIn)
  if (access === 'wrong-secret') return messageResponse(403, locale, t('refusedTitle'), t('wrongSecret'), signIn)

  const page = await previewPage(payload, query, locale)
  if (!page) return messageResponse(404, locale, t('notFoundTitle'), t('notFound'))

  const target = localizedUrl(page.path, page.locale)
  ;(await draftMode()).enable()
  const jar = await cookies()
  // Session cookies like Next's own draft-mode cookie: the preview ends with the browser at the latest.
  jar.set(previewCookieName, encodePreviewState({ session: randomBytes(18).toString('base64url'), path: target }), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
  })
  // The locale routing would send a visitor whose stored language differs to the other language's
  // page (and so out of the preview): the previewed language becomes the stored one.
  jar.set(localeCookieName, page.locale, { sameSite: 'lax', path: '/', maxAge: localeCookieMaxAge })
  return new Response(null, { status: 307, headers: { location: target, 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } })
}
