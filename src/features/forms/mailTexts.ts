/**
 * The texts of the forms' mails, from messages `forms.mail` so they exist in both languages.
 * Built with next-intl's createTranslator: mails are also written outside a Next request
 * (the retry loop, tests).
 */
import { createTranslator } from 'next-intl'

import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import { defaultLocale, type Locale } from '@/base/locales'
import { formatPrice } from '@/base/price'

import type { ContactInput } from './schemas'
import type { Mail } from './mail'

const messages = { de, en }

export function formsTranslator(locale: Locale) {
  return createTranslator({ locale, messages: messages[locale], namespace: 'forms' })
}

/** The text the visitor agreed to, as stored with the submission (without markup). */
export function consentText(locale: Locale): string {
  return formsTranslator(locale).markup('consent', { link: (chunks) => chunks })
}

const languageNames: Record<Locale, string> = { de: 'Deutsch', en: 'English' }

/** What staff see of a work in the gallery's notification: never in a mail to the visitor. */
export type WorkForStaff = { artist: string | null; inventory: string | null; price: number | null; priceOnRequest: boolean; sold: boolean; adminUrl: string }
/** A title in the visitor's language and in the gallery's (German); a work's details for staff. */
export type Titled = { visitor: string; gallery: string; staff?: WorkForStaff }
/** Where a message was sent from: the contact form, a work's page, the inquiry list, a topic's page. */
export type Source = 'contact' | 'work' | 'cart' | 'topic'
/** What an inquiry is about: an inquiry topic, or one or more artworks (the inquiry cart), and where it came from. */
export type About = { topic?: Titled; works?: Titled[]; source?: Source }

/** The subject's "about" part: the one work or topic by its title, several works by their number. */
function aboutPart(t: ReturnType<typeof formsTranslator>, about: About | undefined, side: 'visitor' | 'gallery'): string | null {
  const works = about?.works ?? []
  if (works.length > 1) return t('mail.works', { count: works.length })
  if (works.length === 1) return works[0][side]
  return about?.topic?.[side] ?? null
}

/** A work's price as staff read it: the amount, on request with its amount, sold, or none. */
function staffPrice(t: ReturnType<typeof formsTranslator>, work: WorkForStaff): string {
  const amount = work.price === null ? '' : formatPrice(work.price)
  const kind = work.sold ? 'sold' : work.priceOnRequest ? 'onRequest' : work.price === null || work.price === 0 ? 'none' : 'price'
  return t('mail.workPrice', { kind, amount })
}

/**
 * The list of works in a mail's text ("" for a contact message or a topic). The gallery's side
 * names each work's artist, inventory number, price (an amount on request too: the notification
 * goes to the gallery alone) and its page in the admin; the visitor's side the titles only.
 */
function worksPart(t: ReturnType<typeof formsTranslator>, about: About | undefined, side: 'visitor' | 'gallery'): string {
  const works = about?.works ?? []
  const line = (work: Titled) =>
    side === 'gallery' && work.staff
      ? t('mail.workLine', {
          title: work.gallery,
          artist: work.staff.artist ?? '—',
          inventory: work.staff.inventory ?? '—',
          price: staffPrice(t, work.staff),
          adminUrl: work.staff.adminUrl,
        })
      : `– ${work[side]}`
  return works.length === 0 ? '' : `${t('mail.worksIntro')}\n${works.map(line).join('\n')}\n\n`
}

/**
 * The gallery's notification in the gallery's language (German), replying to the visitor, and the
 * visitor's confirmation in their language. Inquiries name their topic or works (titles from the
 * catalogue). The confirmation goes to whatever address was typed, so it carries nothing the
 * visitor wrote — no name, subject or message: the form cannot be used to send someone text of
 * one's choosing from the gallery's address. `confirm: false` leaves it out (see mayConfirmTo).
 */
export function contactMails(input: ContactInput, locale: Locale, gallery: string, adminUrl: string, about?: About, confirm = true): Mail[] {
  const visitor = formsTranslator(locale)
  const staff = formsTranslator(defaultLocale)
  const values = { name: input.name.trim(), email: input.email.trim(), subject: input.subject.trim(), message: input.message.trim() }
  const staffAbout = aboutPart(staff, about, 'gallery')
  const visitorAbout = aboutPart(visitor, about, 'visitor')
  const notification: Mail = {
    to: gallery,
    replyTo: values.email,
    locale: defaultLocale,
    subject: staffAbout ? staff('mail.inquirySubject', { ...values, about: staffAbout }) : staff('mail.notificationSubject', values),
    text: staff('mail.notificationText', { ...values, source: about?.source ?? 'contact', language: languageNames[locale], adminUrl, works: worksPart(staff, about, 'gallery') }),
  }
  if (!confirm) return [notification]
  const confirmation: Mail = {
    to: values.email,
    replyTo: gallery,
    locale,
    subject: visitorAbout ? visitor('mail.inquiryConfirmationSubject', { about: visitorAbout }) : visitor('mail.confirmationSubject'),
    text: visitor('mail.confirmationText', { works: worksPart(visitor, about, 'visitor') }),
  }
  return [notification, confirmation]
}
