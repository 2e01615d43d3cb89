/**
 * The newsletter forms' checks and storage (as ./contactSubmission.ts for the contact form): the
 * server action (./newsletterActions.ts) adds the client's headers and the mail delivery after
 * the answer; the integration tests call this directly with many posts at once.
 */

import { getPayloadClient } from '@/cms/client'
import { payloadSecret } from '@/cms/secret'
import { siteUrl } from '@/features/seo/siteUrl'
import { defaultLocale, isLocale } from '@/base/locales'

import { checkFillTime, checkShape, createRateLimiter, hashAddress, honeypotField, honeypotTripped, signStartTime, startedAtField } from './abuse'
import type { Visitor } from './contactSubmission'
import type { RejectionKey } from './formState'
import { newsletterConsentText, newsletterLists, signUp, type NewsletterList } from './newsletter'
import { newsletterFormFields, type NewsletterState } from './newsletterState'
import { spendStartToken } from './startTokens'
import { hasErrors, validateNewsletter } from './schemas'

/** Accepted sign-ups per address, like the contact form's. */
export const newsletterLimit = { limit: 5, windowMs: 10 * 60 * 1000 }
const limiter = createRateLimiter('newsletter', newsletterLimit)

export type NewsletterOutcome = { state: NewsletterState; mailId?: number | string }

export async function acceptNewsletter(previous: NewsletterState, data: FormData, visitor: Visitor, now = Date.now()): Promise<NewsletterOutcome> {
  const email = typeof data.get('email') === 'string' ? String(data.get('email')) : ''
  const consent = data.get('consent') === 'on'
  const startedAt = typeof data.get(startedAtField) === 'string' ? String(data.get(startedAtField)) : previous.startedAt
  // An expired, forged or spent start time is answered with a fresh one: sending again works.
  const reject = (rejection: RejectionKey): NewsletterOutcome => ({
    state: { status: 'rejected', email, consent, errors: {}, rejection, startedAt: rejection === 'invalid' ? signStartTime(Date.now(), payloadSecret()) : startedAt },
  })

  const shape = checkShape(data.entries(), newsletterFormFields)
  if (shape !== 'ok') return reject(shape)
  const list = data.get('list')
  if (!newsletterLists.includes(list as NewsletterList)) return reject('unexpected')
  if (honeypotTripped(data.get(honeypotField))) return reject('spam')
  const secret = payloadSecret()
  const fill = checkFillTime(startedAt, now, secret)
  if (fill !== 'ok') return reject(fill)
  const errors = validateNewsletter({ email, consent })
  if (hasErrors(errors)) return { state: { status: 'invalid', email, consent, errors, startedAt } }

  const ipHash = hashAddress(visitor.address, secret)
  // Taken and counted at once; given back when the post is refused after all.
  if (!(await limiter.take(ipHash))) return reject('rateLimited')
  let outcome: NewsletterOutcome
  if (!(await spendStartToken(startedAt as string))) outcome = reject('invalid')
  else {
    const rawLocale = data.get('locale')
    const locale = isLocale(rawLocale) ? rawLocale : defaultLocale
    const payload = await getPayloadClient()
    try {
      // Never the request's Host: a forged one would put valid links on someone else's site.
      const { mailId } = await signUp(payload, { email, list: list as NewsletterList, locale, consentText: newsletterConsentText(locale), origin: siteUrl(), secret })
      outcome = { state: { status: 'sent', email, consent, errors: {} }, mailId }
    } catch (error) {
      payload.logger.error(`newsletter form: could not save: ${String(error)}`)
      outcome = reject('failed')
    }
  }
  if (outcome.state.status !== 'sent') await limiter.giveBack(ipHash)
  return outcome
}
