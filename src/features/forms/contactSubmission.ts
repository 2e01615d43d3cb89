/**
 * The contact form's checks and storage, in order: shape, honeypot, fill time, fields, the
 * per-address limit, the start token, the references, then storage. The server action
 * (./actions.ts) adds what needs a Next request (the client's headers, the cart cookie, mail
 * delivery after the answer); the integration tests call this directly with many posts at once.
 */
import type { Payload } from 'payload'

import { getPayloadClient } from '@/cms/client'
import { payloadSecret } from '@/cms/secret'
import { maxCartItems, parseArtworkId } from '@/features/cart/cart'
import { isLocale, defaultLocale, type Locale } from '@/base/locales'

import { checkFillTime, checkShape, createRateLimiter, hashAddress, honeypotField, honeypotTripped, signStartTime, startedAtField } from './abuse'
import { saveContact, type Reference } from './contact'
import { contactFormFields, type ContactState, type RejectionKey } from './formState'
import { spendStartToken } from './startTokens'
import { contactInputFrom, hasErrors, validateContact } from './schemas'

/** Accepted contact messages and inquiries per address: shared by instances through Redis with REDIS_URL. */
export const contactLimit = { limit: 5, windowMs: 10 * 60 * 1000 }
const limiter = createRateLimiter('contact', contactLimit)

export type Visitor = { address: string; userAgent?: string }
export type ContactOutcome = { state: ContactState; mailIds: Array<number | string>; cartWorks: number }

export async function acceptContact(previous: ContactState, data: FormData, visitor: Visitor, now = Date.now()): Promise<ContactOutcome> {
  const values = contactInputFrom(data)
  const startedAt = typeof data.get(startedAtField) === 'string' ? String(data.get(startedAtField)) : previous.startedAt
  // An expired, forged or spent start time is answered with a fresh one: sending again works.
  const reject = (rejection: RejectionKey): ContactOutcome => ({
    state: { status: 'rejected', values, errors: {}, rejection, startedAt: rejection === 'invalid' ? signStartTime(Date.now(), payloadSecret()) : startedAt },
    mailIds: [],
    cartWorks: 0,
  })

  const shape = checkShape(data.entries(), contactFormFields)
  if (shape !== 'ok') return reject(shape)
  if (honeypotTripped(data.get(honeypotField))) return reject('spam')
  const secret = payloadSecret()
  const fill = checkFillTime(startedAt, now, secret)
  if (fill !== 'ok') return reject(fill)

  const errors = validateContact(values)
  if (hasErrors(errors)) return { state: { status: 'invalid', values, errors, startedAt }, mailIds: [], cartWorks: 0 }

  const ipHash = hashAddress(visitor.address, secret)
  // Taken and counted at once; given back below when the post is refused after all.
  if (!(await limiter.take(ipHash))) return reject('rateLimited')
  const outcome = await store(data, values, startedAt as string, ipHash, visitor, reject)
  if (outcome.state.status !== 'sent') await limiter.giveBack(ipHash)
  return outcome
}

async function store(
  data: FormData,
  values: ContactState['values'],
  startedAt: string,
  ipHash: string,
  visitor: Visitor,
  reject: (rejection: RejectionKey) => ContactOutcome,
): Promise<ContactOutcome> {
  if (!(await spendStartToken(startedAt))) return reject('invalid')
  const rawLocale = data.get('locale')
  const locale = isLocale(rawLocale) ? rawLocale : defaultLocale
  const payload = await getPayloadClient()
  try {
    // An inquiry names its topic or artwork by id; one that is not published is a tampered form.
    const topic = await reference(payload, 'inquiry-topics', data.get('topic'), locale)
    const artworks = await artworkReferences(payload, data.getAll('artwork'), locale)
    if (topic === false || artworks === false) return reject('unexpected')
    const source = data.get('cart') === '1' ? 'cart' : artworks.length > 0 ? 'work' : topic ? 'topic' : 'contact'
    const { mailIds } = await saveContact(payload, values, { locale, ipHash, userAgent: visitor.userAgent, topic, artworks, source })
    // An inquiry about the inquiry cart empties it; the cart page then says it was sent.
    return { state: { status: 'sent', values, errors: {} }, mailIds, cartWorks: data.get('cart') === '1' ? artworks.length : 0 }
  } catch (error) {
    // The database did not answer in time (src/cms/databasePool.ts) or refused: the visitor is told
    // to send again, with what they typed kept; nothing was acknowledged.
    payload.logger.error(`contact form: could not save: ${String(error)}`)
    return reject('failed')
  }
}

/**
 * The published artworks the hidden `artwork` fields name (one from an artwork's page, several
 * from the inquiry cart), in the visitor's and the gallery's language; false when any is unknown,
 * repeated or not an id.
 */
async function artworkReferences(payload: Payload, values: FormDataEntryValue[], locale: Locale): Promise<Reference[] | false> {
  if (values.length === 0) return []
  const parsed = values.map(parseArtworkId)
  if (parsed.length > maxCartItems || parsed.some((id) => id === null) || new Set(parsed).size !== parsed.length) return false
  const ids = parsed as number[]
  const find = (inLocale: Locale) =>
    payload.find({
      collection: 'artworks',
      where: { id: { in: ids } },
      locale: inLocale,
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: false,
      select: { title: true },
    })
  const [docs, galleryDocs] = await Promise.all([find(locale), find(defaultLocale)])
  if (docs.docs.length !== ids.length) return false
  return ids.map((id) => {
    const doc = docs.docs.find((candidate) => candidate.id === id)!
    const galleryDoc = galleryDocs.docs.find((candidate) => candidate.id === id)
    return { id: doc.id, title: doc.title, galleryTitle: galleryDoc?.title ?? doc.title }
  })
}

/** The published document a hidden field names: undefined when absent, false when unknown. */
async function reference(payload: Payload, collection: 'inquiry-topics', value: FormDataEntryValue | null, locale: Locale): Promise<Reference | undefined | false> {
  if (value === null || value === '') return undefined
  if (typeof value !== 'string' || !/^\d{1,12}$/.test(value)) return false
  const find = (inLocale: Locale) => payload.findByID({ collection, id: Number(value), depth: 0, locale: inLocale, overrideAccess: false, disableErrors: true })
  const [doc, galleryDoc] = await Promise.all([find(locale), find(defaultLocale)])
  return doc ? { id: doc.id, title: doc.title, galleryTitle: galleryDoc?.title ?? doc.title } : false
}
