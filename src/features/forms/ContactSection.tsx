import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { payloadSecret } from '@/cms/secret'
import type { Locale } from '@/base/locales'

import { signStartTime } from './abuse'
import { ContactForm, type ContactFormText } from './ContactForm'
import { errorKeys, type ErrorKey } from './schemas'

const rejectionKeys = ['tooFast', 'invalid', 'spam', 'rateLimited', 'oversize', 'unexpected', 'failed'] as const

type Props = {
  locale: Locale
  topic?: number | string
  /** The works an inquiry is about: one from its page, several from the inquiry cart (with cart). */
  artworks?: Array<number | string>
  cart?: boolean
  subject?: string
}

/**
 * The contact form with its texts in the visitor's language. Rendered per request: the signed
 * start time must be the moment the visitor got the form, not the moment a page was cached.
 */
export async function ContactSection({ locale, topic, artworks, cart, subject }: Props) {
  const t = await getTranslations({ locale, namespace: 'forms' })
  const text: ContactFormText = {
    fields: { name: t('name'), email: t('email'), subject: t('subject'), message: t('message') },
    required: t('required'),
    honeypot: t('honeypot'),
    send: t('send'),
    sending: t('sending'),
    summary: Object.fromEntries([1, 2, 3, 4, 5].map((count) => [count, t('summary', { count })])),
    errors: Object.fromEntries(errorKeys.map((key) => [key, t(`errors.${key}`, { max: '{max}' })])) as Record<ErrorKey, string>,
    rejected: Object.fromEntries(rejectionKeys.map((key) => [key, t(`rejected.${key}`)])),
    thanks: t('thanks', { email: 'EMAIL' }),
  }
  const consentLabel = t.rich('consent', { link: (chunks) => <Link href="/datenschutz">{chunks}</Link> })
  return (
    <ContactForm
      locale={locale}
      startedAt={signStartTime(Date.now(), payloadSecret())}
      text={text}
      consentLabel={consentLabel}
      topic={topic}
      artworks={artworks}
      cart={cart}
      initial={subject ? { subject } : undefined}
    />
  )
}
