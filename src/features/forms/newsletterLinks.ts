/**
 * The newsletter's confirm and unsubscribe links. Opening one (GET, or HEAD, which Next answers
 * with the GET handler) changes nothing: mail scanners and link previews open every link of a
 * mail, some with HEAD. It shows a page with one button, which POSTs to the same address; only a
 * POST applies the link — the button, or a mail client's one-click
 * unsubscribe (RFC 8058, List-Unsubscribe-Post). Confirming lands on /thank-you-for-subscribing;
 * unsubscribing answers with a short page in the subscriber's language.
 */

import { getPayloadClient } from '@/cms/client'
import { payloadSecret } from '@/cms/secret'
import { isLocale, type Locale } from '@/base/locales'

import { formsTranslator } from './mailTexts'
import { applyLink } from './newsletter'
import { verifyLink, type LinkAction } from './tokens'

type Context = { params: Promise<{ locale: string }> }

const escape = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

function page(locale: Locale, title: string, body: string, status: number, button?: { label: string; action: string }): Response {
  const home = locale === 'de' ? '/' : `/${locale}`
  const form = button
    ? `<form method="post" action="${escape(button.action)}"><button type="submit" data-testid="newsletter-link-button" style="font:inherit;padding:.6rem 1.2rem">${escape(button.label)}</button></form>`
    : ''
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1 data-testid="newsletter-link-title">${escape(title)}</h1><p>${escape(body)}</p>${form}<p><a href="${home}">Vernissage</a></p></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

export function newsletterLinkHandler(action: LinkAction) {
  return async function handle(request: Request, { params }: Context): Promise<Response> {
    const { locale: rawLocale } = await params
    const urlLocale: Locale = isLocale(rawLocale) ? rawLocale : 'de'
    const url = new URL(request.url)
    const token = url.searchParams.get('token')
    // Every method but POST only shows the page: Next hands HEAD to this GET handler too (issue 30).
    if (request.method !== 'POST') {
      const verdict = verifyLink(token, action, Date.now(), payloadSecret())
      const t = formsTranslator(urlLocale)
      if (!verdict.ok) return page(urlLocale, t(`newsletter.link.${verdict.reason}Title`), t(`newsletter.link.${verdict.reason}Text`), verdict.reason === 'expired' ? 410 : 400)
      const target = `${url.pathname}${url.search}`
      return page(urlLocale, t(`newsletter.link.${action}Title`), t(`newsletter.link.${action}Text`), 200, { label: t(`newsletter.link.${action}Button`), action: target })
    }
    const result = await applyLink(await getPayloadClient(), action, token, payloadSecret())
    if (!result.ok) {
      const t = formsTranslator(urlLocale)
      return page(urlLocale, t(`newsletter.link.${result.reason}Title`), t(`newsletter.link.${result.reason}Text`), result.reason === 'expired' ? 410 : 400)
    }
    if (action === 'confirm' && result.status === 'confirmed') {
      const target = `${result.locale === 'de' ? '' : `/${result.locale}`}/thank-you-for-subscribing`
      return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } })
    }
    const t = formsTranslator(result.locale)
    return page(result.locale, t('newsletter.link.unsubscribedTitle'), t('newsletter.link.unsubscribedText'), 200)
  }
}
