/**
 * Newsletter sign-up with double opt-in: a sign-up is stored as pending with the consent text
 * and time, a confirmation mail carries a signed, expiring link; confirming or unsubscribing
 * (one click, a link in every mail) records the time. Storage first, as for every form.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/base/locales'

import { inTransaction, type Mail, mayConfirmSignUp, releaseMails } from './mail'
import { formsTranslator } from './mailTexts'
import { signLink, verifyLink, type LinkAction } from './tokens'
import { nestedReq } from '@/cms/nestedReq'

export type NewsletterList = 'newsletter' | 'artini'
export const newsletterLists: NewsletterList[] = ['newsletter', 'artini']

/** The text the subscriber agreed to, stored with the sign-up (without markup). */
export function newsletterConsentText(locale: Locale): string {
  return formsTranslator(locale).markup('newsletter.consent', { link: (chunks) => chunks })
}

/** The public address of a newsletter link, in the subscriber's language. */
export function newsletterLink(origin: string, locale: Locale, action: LinkAction, token: string): string {
  return `${origin.replace(/\/$/, '')}${locale === 'de' ? '' : `/${locale}`}/newsletter/${action}?token=${encodeURIComponent(token)}`
}

type SignUp = { email: string; list: NewsletterList; locale: Locale; consentText: string; origin: string; secret: string }

/**
 * Stores the sign-up and queues the confirmation mail. A confirmed address gets no second mail
 * and the visitor sees the same answer, so the form does not reveal who is subscribed.
 */
export async function signUp(payload: Payload, signUpData: SignUp, now = new Date()) {
  return inTransaction(payload, (req) => storeSignUp(payload, signUpData, now, req))
}

/** The sign-up and its confirmation mail, in the caller's transaction (both or neither). */
async function storeSignUp(payload: Payload, signUpData: SignUp, now: Date, req: PayloadRequest) {
  const { email, list, locale, consentText } = signUpData
  const address = email.trim().toLowerCase()
  const existing = await payload.find({
    collection: 'subscribers',
    where: { and: [{ email: { equals: address } }, { list: { equals: list } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req: nestedReq(req),
  })
  if (existing.docs[0]?.status === 'confirmed') return { subscriberId: existing.docs[0].id, mailId: undefined }
  const data = { email: address, list, locale, status: 'pending' as const, consentText, signedUpAt: now.toISOString(), confirmedAt: null, unsubscribedAt: null }
  // The links carry the subscriber's signed id: a new address is stored first. (Killed right
  // after, it is a pending sign-up without mail that the visitor was never told of; sending the
  // form again finds it and mails.)
  const id = existing.docs[0]?.id ?? (await payload.create({ collection: 'subscribers', data, overrideAccess: true, req: nestedReq(req) })).id
  // The same answer either way, so the form does not tell whether the address had its mails today
  // or was sent a confirmation for this list already.
  const pending = (await mayConfirmSignUp(payload, id, address, now)) ? { key: `subscribers:${id}:${now.getTime()}`, mails: [confirmationMail(id, signUpData, now)] } : null
  // The sign-up and its mail in one write of the subscriber's row, then the mail to the outbox (./mail.ts).
  await payload.update({ collection: 'subscribers', id, data: { ...data, mailsPending: pending }, overrideAccess: true, req: nestedReq(req) })
  if (!pending) return { subscriberId: id, mailId: undefined }
  const [mailId] = await releaseMails(payload, 'subscribers', id, pending, now, req)
  return { subscriberId: id, mailId }
}

function confirmationMail(id: number | string, { email, list, locale, origin, secret }: SignUp, now: Date): Mail {
  const t = formsTranslator(locale)
  const listName = list === 'artini' ? 'Artini' : 'Newsletter'
  const confirmUrl = newsletterLink(origin, locale, 'confirm', signLink(id, 'confirm', now.getTime(), secret))
  const unsubscribeUrl = newsletterLink(origin, locale, 'unsubscribe', signLink(id, 'unsubscribe', now.getTime(), secret))
  return {
    to: email.trim().toLowerCase(),
    locale,
    subject: t('newsletter.mailSubject', { list: listName }),
    text: t('newsletter.mailText', { list: listName, confirmUrl, unsubscribeUrl }),
  }
}

/** Applies a confirm or unsubscribe link; returns the subscriber's language, or why it failed. */
export async function applyLink(payload: Payload, action: LinkAction, token: unknown, secret: string, now = new Date()) {
  const verdict = verifyLink(token, action, now.getTime(), secret)
  if (!verdict.ok) return { ok: false as const, reason: verdict.reason }
  const subscriber = await payload.findByID({ collection: 'subscribers', id: Number(verdict.id), depth: 0, overrideAccess: true, disableErrors: true })
  if (!subscriber) return { ok: false as const, reason: 'invalid' as const }
  const locale = subscriber.locale as Locale
  if (action === 'confirm' && subscriber.status === 'pending') {
    await payload.update({ collection: 'subscribers', id: subscriber.id, data: { status: 'confirmed', confirmedAt: now.toISOString() }, overrideAccess: true })
  } else if (action === 'unsubscribe' && subscriber.status !== 'unsubscribed') {
    await payload.update({ collection: 'subscribers', id: subscriber.id, data: { status: 'unsubscribed', unsubscribedAt: now.toISOString() }, overrideAccess: true })
  }
  return { ok: true as const, locale, status: action === 'confirm' ? (subscriber.status === 'unsubscribed' ? 'unsubscribed' : 'confirmed') : 'unsubscribed' }
}
