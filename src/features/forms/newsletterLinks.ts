/**
 * The newsletter's confirm and unsubscribe links. Confirming lands on /thank-you-for-subscribing;
 * unsubscribing works in one click (GET from the mail, POST for mail clients' one-click button)
 * and answers with a short page in the subscriber's language.
 */
import { getPayload } from 'payload'

import config from '@/cms/payload.config'
import { payloadSecret } from '@/cms/secret'
import { isLocale, type Locale } from '@/i18n/locales'

import { formsTranslator } from './mailTexts'
import { applyLink } from './newsletter'
import type { LinkAction } from './tokens'

type Context = { params: Promise<{ locale: string }> }

function page(locale: Locale, title: string, body: string, status: number): Response {
  const escape = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  const home = locale === 'de' ? '/' : `/${locale}`
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1 data-testid="newsletter-link-title">${escape(title)}</h1><p>${escape(body)}</p><p><a href="${home}">Vernissage</a></p></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

export function newsletterLinkHandler(action: LinkAction) {
  return async function handle(request: Request, { params }: Context): Promise<Response> {
    const { locale: rawLocale } = await params
    const urlLocale: Locale = isLocale(rawLocale) ? rawLocale : 'de'
    const token = new URL(request.url).searchParams.get('token')
    const result = await applyLink(await getPayload({ config }), action, token, payloadSecret())
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
