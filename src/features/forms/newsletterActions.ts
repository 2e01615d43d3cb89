'use server'
/** The newsletter forms' server action (works without JavaScript, like the contact form). */
import { after } from 'next/server'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import config from '@/cms/payload.config'
import { payloadSecret } from '@/cms/secret'
import { siteUrl } from '@/features/seo/siteUrl'
import { clientAddress } from '@/features/security/clientAddress.mjs'
import { defaultLocale, isLocale } from '@/i18n/locales'

import { checkFillTime, checkShape, createRateLimiter, hashAddress, honeypotField, honeypotTripped, signStartTime, startedAtField } from './abuse'
import type { RejectionKey } from './formState'
import { deliverMail } from './mail'
import { spendStartToken } from './startTokens'
import { newsletterConsentText, newsletterLists, signUp, type NewsletterList } from './newsletter'
import { newsletterFormFields, type NewsletterState } from './newsletterState'
import { hasErrors, validateNewsletter } from './schemas'

// Per process, like the contact form's (README "Forms and mail").
const limiter = createRateLimiter('newsletter', { limit: 5, windowMs: 10 * 60 * 1000 })

export async function subscribeNewsletter(previous: NewsletterState, data: FormData): Promise<NewsletterState> {
  const email = typeof data.get('email') === 'string' ? String(data.get('email')) : ''
  const consent = data.get('consent') === 'on'
  const startedAt = typeof data.get(startedAtField) === 'string' ? String(data.get(startedAtField)) : previous.startedAt
  // An expired, forged or spent start time is answered with a fresh one: sending again works.
  const reject = (rejection: RejectionKey): NewsletterState => ({
    status: 'rejected',
    email,
    consent,
    errors: {},
    rejection,
    startedAt: rejection === 'invalid' ? signStartTime(Date.now(), payloadSecret()) : startedAt,
  })

  const shape = checkShape(data.entries(), newsletterFormFields)
  if (shape !== 'ok') return reject(shape)
  const list = data.get('list')
  if (!newsletterLists.includes(list as NewsletterList)) return reject('unexpected')
  if (honeypotTripped(data.get(honeypotField))) return reject('spam')
  const secret = payloadSecret()
  const now = Date.now()
  const fill = checkFillTime(startedAt, now, secret)
  if (fill !== 'ok') return reject(fill)
  const errors = validateNewsletter({ email, consent })
  if (hasErrors(errors)) return { status: 'invalid', email, consent, errors, startedAt }

  const requestHeaders = await headers()
  const ipHash = hashAddress(clientAddress(requestHeaders), secret)
  if (!(await limiter.allows(ipHash))) return reject('rateLimited')
  if (!(await spendStartToken(startedAt as string))) return reject('invalid')
  const rawLocale = data.get('locale')
  const locale = isLocale(rawLocale) ? rawLocale : defaultLocale
  // Never the request's Host: a forged one would put valid links on someone else's site.
  const origin = siteUrl()
  const payload = await getPayload({ config })
  let mailId: number | string | undefined
  try {
    ;({ mailId } = await signUp(payload, { email, list: list as NewsletterList, locale, consentText: newsletterConsentText(locale), origin, secret }))
  } catch (error) {
    payload.logger.error(`newsletter form: could not save: ${String(error)}`)
    return reject('failed')
  }
  await limiter.record(ipHash)
  if (mailId !== undefined) {
    const id = mailId
    after(() =>
      deliverMail(payload, id).then(
        () => undefined,
        (error) => payload.logger.warn(`newsletter mail ${id}: ${String(error)}`),
      ),
    )
  }
  return { status: 'sent', email, consent, errors: {} }
}
