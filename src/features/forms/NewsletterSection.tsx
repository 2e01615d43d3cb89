import { getTranslations } from 'next-intl/server'

import { payloadSecret } from '@/cms/secret'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/base/locales'

import { signStartTime } from './abuse'
import { NewsletterForm, type NewsletterFormText } from './NewsletterForm'
import { errorKeys, type ErrorKey } from './schemas'

const rejectionKeys = ['tooFast', 'invalid', 'spam', 'rateLimited', 'oversize', 'unexpected', 'failed'] as const

/** The sign-up form of one list, per request (its signed start time, see ContactSection). */
export async function NewsletterSection({ locale, list }: { locale: Locale; list: 'newsletter' | 'artini' }) {
  const t = await getTranslations({ locale, namespace: 'forms' })
  const text: NewsletterFormText = {
    email: t('email'),
    honeypot: t('honeypot'),
    send: t('newsletter.send'),
    sending: t('sending'),
    errors: Object.fromEntries(errorKeys.map((key) => [key, key === 'consent' ? t('newsletter.consentError') : t(`errors.${key}`, { max: '254' })])) as Record<ErrorKey, string>,
    rejected: Object.fromEntries(rejectionKeys.map((key) => [key, t(`rejected.${key}`)])),
    thanks: t('newsletter.thanks', { email: 'EMAIL' }),
  }
  const consentLabel = t.rich('newsletter.consent', { link: (chunks) => <Link href="/datenschutz">{chunks}</Link> })
  return <NewsletterForm locale={locale} list={list} startedAt={signStartTime(Date.now(), payloadSecret())} text={text} consentLabel={consentLabel} />
}
