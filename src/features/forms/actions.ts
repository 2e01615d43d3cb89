'use server'
/**
 * The contact form's server action. Bound to `<form action>` it also works without JavaScript:
 * the browser posts the form and Next renders the page with the returned state.
 */
import { after } from 'next/server'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import config from '@/cms/payload.config'
import { payloadSecret } from '@/cms/secret'
import { maxCartItems, parseArtworkId } from '@/features/cart/cart'
import { clientAddress } from '@/features/security/clientAddress.mjs'
import { markCartSent } from '@/features/cart/cookies'
import { isLocale, defaultLocale, type Locale } from '@/i18n/locales'

import { checkFillTime, checkShape, createRateLimiter, hashAddress, honeypotField, honeypotTripped, signStartTime, startedAtField } from './abuse'
import { saveContact, type Reference } from './contact'
import { contactFormFields, type ContactState, type RejectionKey } from './formState'
import { deliverMail } from './mail'
import { spendStartToken } from './startTokens'
import { contactInputFrom, hasErrors, validateContact } from './schemas'

// Per process: with several instances each counts its own visitors (README "Forms and mail").
const limiter = createRateLimiter('contact', { limit: 5, windowMs: 10 * 60 * 1000 })

export async function submitContact(previous: ContactState, data: FormData): Promise<ContactState> {
  const values = contactInputFrom(data)
  const startedAt = typeof data.get(startedAtField) === 'string' ? String(data.get(startedAtField)) : previous.startedAt
  // An expired, forged or spent start time is answered with a fresh one: sending again works.
  const reject = (rejection: RejectionKey): ContactState => ({
    status: 'rejected',
    values,
    errors: {},
    rejection,
    startedAt: rejection === 'invalid' ? signStartTime(Date.now(), payloadSecret()) : startedAt,
  })

  const shape = checkShape(data.entries(), contactFormFields)
  if (shape !== 'ok') return reject(shape)
  if (honeypotTripped(data.get(honeypotField))) return reject('spam')
  const secret = payloadSecret()
  const now = Date.now()
  const fill = checkFillTime(startedAt, now, secret)
  if (fill !== 'ok') return reject(fill)

  const errors = validateContact(values)
  if (hasErrors(errors)) return { status: 'invalid', values, errors, startedAt }

  const requestHeaders = await headers()
  const ipHash = hashAddress(clientAddress(requestHeaders), secret)
  if (!(await limiter.allows(ipHash))) return reject('rateLimited')

  if (!(await spendStartToken(startedAt as string))) return reject('invalid')
  const rawLocale = data.get('locale')
  const locale = isLocale(rawLocale) ? rawLocale : defaultLocale
  const payload = await getPayload({ config })
  let mailIds: Array<number | string>
  let artworks: Reference[] | false
  try {
    // An inquiry names its topic or artwork by id; one that is not published is a tampered form.
    const topic = await reference(payload, 'inquiry-topics', data.get('topic'), locale)
    artworks = await artworkReferences(payload, data.getAll('artwork'), locale)
    if (topic === false || artworks === false) return reject('unexpected')
    ;({ mailIds } = await saveContact(payload, values, { locale, ipHash, userAgent: requestHeaders.get('user-agent') ?? undefined, topic, artworks }))
  } catch (error) {
    // The database did not answer in time (src/cms/databasePool.ts) or refused: the visitor is told
    // to send again, with what they typed kept; nothing was acknowledged.
    payload.logger.error(`contact form: could not save: ${String(error)}`)
    return reject('failed')
  }
  await limiter.record(ipHash)
  // An inquiry about the inquiry cart empties it; the cart page then says it was sent.
  if (data.get('cart') === '1' && artworks.length > 0) await markCartSent(artworks.length)
  // Sent after the answer: a slow or failing SMTP server never delays or troubles the visitor.
  after(async () => {
    for (const id of mailIds) {
      await deliverMail(payload, id).catch((error) => payload.logger.warn(`contact mail ${id}: ${String(error)}`))
    }
  })
  return { status: 'sent', values, errors: {} }
}

type Payload = Awaited<ReturnType<typeof getPayload>>

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
