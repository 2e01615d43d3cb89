/**
 * Forms against a real Payload and a real SMTP server (smtp-server) started here: storage first,
 * recipients and language of the mails, nothing lost while the SMTP server is down.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { payloadSecret } from '@/cms/secret'
import { saveContact } from '@/features/forms/contact'
import { deliverDue, deliverMail } from '@/features/forms/mail'
import { applyLink, signUp } from '@/features/forms/newsletter'

import { parse, type Received } from './fixtures/mail'
import { emptyOutbox, testPayload, uniqueSlug } from './payload'

const received: Received[] = []
let server: SMTPServer | undefined
let port = 0

async function startSmtp(onPort = 0): Promise<number> {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        )
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server!.listen(onPort, '127.0.0.1', () => resolve()))
  return (server.server.address() as AddressInfo).port
}

async function stopSmtp() {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
}

let payload: Payload
const env = { SMTP_URL: process.env.SMTP_URL, GALLERY_EMAIL: process.env.GALLERY_EMAIL }

beforeAll(async () => {
  payload = await testPayload()
  await emptyOutbox(payload)
  port = await startSmtp()
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.GALLERY_EMAIL = 'gallery@vernissage.test'
})

afterAll(async () => {
  await stopSmtp()
  process.env.SMTP_URL = env.SMTP_URL
  process.env.GALLERY_EMAIL = env.GALLERY_EMAIL
  if (!env.SMTP_URL) delete process.env.SMTP_URL
  if (!env.GALLERY_EMAIL) delete process.env.GALLERY_EMAIL
})

const input = (email: string, subject: string) => ({ name: 'Ada Lovelace', email, subject, message: 'Is the large blue work still available?', consent: true })

describe('contact form storage and mail', () => {
  it('stores the message first, then mails the gallery (German) and the visitor (their language)', async () => {
    const email = `ada-${Date.now()}@example.org`
    const { inquiryId, mailIds } = await saveContact(payload, input(email, 'Blue work'), { locale: 'en', ipHash: 'abc', userAgent: 'vitest' })

    const inquiry = await payload.findByID({ collection: 'inquiries', id: inquiryId, overrideAccess: true })
    expect(inquiry).toMatchObject({ kind: 'contact', status: 'new', locale: 'en', email, subject: 'Blue work' })
    expect(inquiry.consentText).toMatch(/privacy policy/)
    expect(inquiry.consentAt).toBeTruthy()
    expect(inquiry.meta?.ipHash).toBe('abc')
    const queued = await payload.find({ collection: 'mail-outbox', where: { id: { in: mailIds } }, overrideAccess: true })
    expect(queued.docs.map((mail) => mail.status)).toEqual(['queued', 'queued'])

    for (const id of mailIds) expect(await deliverMail(payload, id)).toBe('sent')
    const toGallery = received.find((mail) => mail.to.includes('gallery@vernissage.test') && mail.text.includes(email))
    const toVisitor = received.find((mail) => mail.to.includes(email))
    expect(toGallery?.subject).toBe('Neue Nachricht über das Kontaktformular: Blue work')
    expect(toGallery?.text).toContain('Sprache: English')
    expect(toGallery?.text).toContain(`/admin/collections/inquiries/${inquiryId}`)
    expect(toGallery?.language).toBe('de')
    expect(toVisitor?.subject).toBe('Your message to Galerie Vernissage')
    expect(toVisitor?.text).toContain('Hello,')
    expect(toVisitor?.text).not.toContain('Is the large blue work still available?')
    expect(toVisitor?.language).toBe('en')
    const sent = await payload.findByID({ collection: 'mail-outbox', id: mailIds[1], overrideAccess: true })
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 })
    expect(sent.sentAt).toBeTruthy()
  })

  it('tells the gallery where a message came from and, per work, its artist, inventory number, price (on request too) and admin page; the visitor reads none of it (issue 49 point 2)', async () => {
    const artist = await payload.create({
      collection: 'artists',
      data: { name: 'Lotte Laserstein-Probe', slug: uniqueSlug('lotte'), personType: 'artist', _status: 'published' },
      overrideAccess: true,
    })
    const work = (title: string, data: Record<string, unknown>) =>
      payload.create({ collection: 'artworks', data: { title, slug: uniqueSlug('notiz'), artist: artist.id, _status: 'published', ...data }, locale: 'de', overrideAccess: true })
    const priced = await work('Abendlicht', { price: 4200, inventory: `N-${Date.now()}-1` })
    const onRequest = await work('Morgenlicht', { price: 98_500, priceOnRequest: true, inventory: `N-${Date.now()}-2` })
    const reference = (doc: { id: number; title: string }) => ({ id: doc.id, title: doc.title, galleryTitle: doc.title })

    const cases: Array<{ source: 'work' | 'cart' | undefined; works: Array<typeof priced>; heading: string }> = [
      { source: 'work', works: [priced], heading: 'Neue Nachricht von der Seite eines Werks.' },
      { source: 'cart', works: [priced, onRequest], heading: 'Neue Nachricht über die Anfrageliste.' },
      { source: undefined, works: [], heading: 'Neue Nachricht über das Kontaktformular.' },
    ]
    for (const { source, works, heading } of cases) {
      const email = `quelle-${source ?? 'kontakt'}-${Date.now()}@example.org`
      const { mailIds } = await saveContact(payload, input(email, 'Frage'), { locale: 'en', source, artworks: works.map(reference) })
      for (const id of mailIds) await deliverMail(payload, id)
      const toGallery = received.find((mail) => mail.to.includes('gallery@vernissage.test') && mail.text.includes(email))!
      const toVisitor = received.find((mail) => mail.to.includes(email))!
      expect(toGallery.text.startsWith(heading), toGallery.text).toBe(true)
      for (const shown of works) {
        expect(toGallery.text).toContain(`– ${shown.title} · Lotte Laserstein-Probe · Inv.-Nr. ${shown.inventory}`)
        expect(toGallery.text).toContain(`/admin/collections/artworks/${shown.id}`)
      }
      if (works.includes(priced)) expect(toGallery.text).toContain('4.200,00\u00a0€')
      if (works.includes(onRequest)) expect(toGallery.text).toContain('Preis auf Anfrage (intern: 98.500,00\u00a0€)')
      expect(toVisitor.text).not.toMatch(/4\.200|98\.500|Inv\.|\/admin\//)
    }
  })

  it('confirms to a German visitor in German', async () => {
    const email = `grete-${Date.now()}@example.de`
    const { mailIds } = await saveContact(payload, input(email, 'Leihgabe'), { locale: 'de' })
    for (const id of mailIds) await deliverMail(payload, id)
    const toVisitor = received.find((mail) => mail.to.includes(email))
    expect(toVisitor?.subject).toBe('Ihre Nachricht an die Galerie Vernissage')
    expect(toVisitor?.text).toContain('Guten Tag,')
  })

  it('keeps mails queued while the SMTP server is down and delivers them on a later retry', async () => {
    await stopSmtp()
    const email = `down-${Date.now()}@example.org`
    const { inquiryId, mailIds } = await saveContact(payload, input(email, 'While down'), { locale: 'en' })
    for (const id of mailIds) expect(await deliverMail(payload, id)).toBe('queued')
    const waiting = await payload.findByID({ collection: 'mail-outbox', id: mailIds[1], overrideAccess: true })
    expect(waiting.status).toBe('queued')
    expect(waiting.attempts).toBe(1)
    expect(waiting.lastError).toBeTruthy()
    expect(new Date(waiting.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now())
    // The submission itself is safe.
    expect((await payload.findByID({ collection: 'inquiries', id: inquiryId, overrideAccess: true })).email).toBe(email)

    // Not yet due: the retry leaves it alone.
    expect(await deliverDue(payload)).toBe(0)
    await startSmtp(port)
    const later = new Date(Date.now() + 10 * 60 * 1000)
    expect(await deliverDue(payload, later)).toBeGreaterThanOrEqual(2)
    expect(received.filter((mail) => mail.to.includes(email))).toHaveLength(1)
    expect(received.filter((mail) => mail.to.includes('gallery@vernissage.test') && mail.text.includes(email))).toHaveLength(1)
    const delivered = await payload.findByID({ collection: 'mail-outbox', id: mailIds[1], overrideAccess: true })
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('stores an inquiry about several works (the inquiry cart) with all of them, and lists them in both mails', async () => {
    const works = []
    for (const [de, en] of [
      ['Abendrot', 'Sunset'],
      ['Stille', 'Silence'],
    ]) {
      const doc = await payload.create({
        collection: 'artworks',
        locale: 'de',
        data: { title: de, slug: uniqueSlug('cart'), _status: 'published' },
        overrideAccess: true,
      })
      await payload.update({ collection: 'artworks', id: doc.id, locale: 'en', data: { title: en }, overrideAccess: true })
      works.push({ id: doc.id, title: en, galleryTitle: de })
    }
    const email = `cart-${Date.now()}@example.org`
    const { inquiryId, mailIds } = await saveContact(payload, input(email, 'Two works'), { locale: 'en', artworks: works })
    const inquiry = await payload.findByID({ collection: 'inquiries', id: inquiryId, depth: 0, overrideAccess: true })
    expect(inquiry).toMatchObject({ kind: 'inquiry', locale: 'en', artworks: works.map((work) => work.id) })

    for (const id of mailIds) expect(await deliverMail(payload, id)).toBe('sent')
    const toGallery = received.find((mail) => mail.to.includes('gallery@vernissage.test') && mail.text.includes(email))
    const toVisitor = received.find((mail) => mail.to.includes(email))
    expect(toGallery?.subject).toBe('Neue Anfrage zu 2 Werken: Two works')
    // The gallery's list names each work with its details (no artist, number or price here: dashes, "ohne Preis").
    expect(toGallery?.text).toContain('Angefragte Werke:\n– Abendrot · — · Inv.-Nr. — · ohne Preis\n')
    expect(toGallery?.text).toContain('– Stille · — · Inv.-Nr. — · ohne Preis\n')
    expect(toVisitor?.subject).toBe('Your inquiry about 2 works')
    expect(toVisitor?.text).toContain('Works inquired about:\n– Sunset\n– Silence')
    expect(toVisitor?.language).toBe('en')
    // Only newsletter mails offer the one-click unsubscribe.
    expect(toVisitor?.header('List-Unsubscribe')).toBeUndefined()
  })

  it('without SMTP_URL keeps the mail in the outbox for staff to read', async () => {
    const url = process.env.SMTP_URL
    delete process.env.SMTP_URL
    try {
      const { mailIds } = await saveContact(payload, input(`outbox-${Date.now()}@example.org`, 'Outbox'), { locale: 'de' })
      for (const id of mailIds) expect(await deliverMail(payload, id)).toBe('outbox')
    } finally {
      process.env.SMTP_URL = url
    }
  })

  it('confirms to one visitor address at most three times a day, however many messages name it', async () => {
    const email = `flooded-${Date.now()}@example.org`
    const results = []
    for (let i = 0; i < 5; i++) results.push(await saveContact(payload, input(email, `Message ${i}`), { locale: 'en' }))
    // Every message is stored and reaches the gallery...
    expect(results.every((result) => result.inquiryId)).toBe(true)
    const notices = await payload.find({
      collection: 'mail-outbox',
      where: { and: [{ to: { equals: 'gallery@vernissage.test' } }, { text: { contains: email } }] },
      overrideAccess: true,
    })
    expect(notices.totalDocs).toBe(5)
    // ...but the typed address gets three confirmations, not five.
    const confirmations = await payload.find({ collection: 'mail-outbox', where: { to: { equals: email } }, overrideAccess: true })
    expect(confirmations.totalDocs).toBe(3)
  })

  it('is readable by staff only', async () => {
    await expect(payload.find({ collection: 'inquiries', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'subscribers', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'mail-outbox', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'inquiries', overrideAccess: false, data: { name: 'x', email: 'x@example.org', message: 'x', kind: 'contact', status: 'new', locale: 'de' } }),
    ).rejects.toThrow()
  })
})

describe('newsletter double opt-in', () => {
  // The server's own secret: the mail's List-Unsubscribe header is only set for links it signed.
  const secret = payloadSecret()

  it('stores a pending sign-up with its consent, mails a signed link, confirms and unsubscribes in one click', async () => {
    const email = `Sub-${Date.now()}@Example.org`
    const { subscriberId, mailId } = await signUp(payload, { email, list: 'artini', locale: 'en', consentText: 'I want Artini.', origin: 'https://galerie.example', secret })
    const pending = await payload.findByID({ collection: 'subscribers', id: subscriberId, overrideAccess: true })
    expect(pending).toMatchObject({ email: email.toLowerCase(), list: 'artini', locale: 'en', status: 'pending', consentText: 'I want Artini.' })
    expect(pending.signedUpAt).toBeTruthy()
    expect(pending.confirmedAt).toBeFalsy()

    expect(await deliverMail(payload, mailId!)).toBe('sent')
    const mail = received.find((m) => m.to.includes(email.toLowerCase()))!
    expect(mail.subject).toBe('Please confirm your subscription to Artini')
    const confirm = /https:\/\/galerie\.example\/en\/newsletter\/confirm\?token=\S+/.exec(mail.text)?.[0]
    const unsubscribe = /https:\/\/galerie\.example\/en\/newsletter\/unsubscribe\?token=\S+/.exec(mail.text)?.[0]
    expect(confirm).toBeTruthy()
    expect(unsubscribe).toBeTruthy()
    // One click from the mail client's own button too (RFC 8058): POST to the same address.
    expect(mail.header('List-Unsubscribe')).toBe(`<${unsubscribe}>`)
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    const token = (url: string) => new URL(url).searchParams.get('token')
    expect(await applyLink(payload, 'confirm', token(unsubscribe!), secret)).toMatchObject({ ok: false })
    expect(await applyLink(payload, 'confirm', token(confirm!), secret)).toMatchObject({ ok: true, locale: 'en', status: 'confirmed' })
    const confirmed = await payload.findByID({ collection: 'subscribers', id: subscriberId, overrideAccess: true })
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.confirmedAt).toBeTruthy()

    // A second sign-up of a confirmed address sends nothing and reveals nothing.
    expect((await signUp(payload, { email, list: 'artini', locale: 'en', consentText: 'x', origin: 'https://galerie.example', secret })).mailId).toBeUndefined()

    expect(await applyLink(payload, 'unsubscribe', token(unsubscribe!), secret)).toMatchObject({ ok: true, status: 'unsubscribed' })
    const gone = await payload.findByID({ collection: 'subscribers', id: subscriberId, overrideAccess: true })
    expect(gone.status).toBe('unsubscribed')
    expect(gone.unsubscribedAt).toBeTruthy()
    // An expired confirmation link no longer works.
    expect(await applyLink(payload, 'confirm', token(confirm!), secret, new Date(Date.now() + 8 * 24 * 3600 * 1000))).toMatchObject({ ok: false, reason: 'expired' })
  })

  it('changes nothing on HEAD or GET of any link it mails, in either language; a POST applies it (issue 30)', async () => {
    // Next answers HEAD with a route's GET handler when it exports no HEAD: its own helper decides here.
    const { autoImplementMethods } = (await import('next/dist/server/route-modules/app-route/helpers/auto-implement-methods.js')) as unknown as {
      autoImplementMethods: (handlers: Record<string, unknown>) => Record<string, (request: Request, context: unknown) => Promise<Response> | Response>
    }
    const routes = {
      confirm: autoImplementMethods(await import('@/app/(site)/[locale]/(default)/newsletter/confirm/route')),
      unsubscribe: autoImplementMethods(await import('@/app/(site)/[locale]/(default)/newsletter/unsubscribe/route')),
    }
    /** A mailed link to the route that answers it (the locale proxy serves /newsletter/… as /de/newsletter/…). */
    const open = (link: string, method: string, body?: string) => {
      const match = /^\/(?:(en)\/)?newsletter\/(confirm|unsubscribe)$/.exec(new URL(link).pathname)
      if (!match) throw new Error(`a mailed link no test covers: ${link}`)
      const headers = body === undefined ? undefined : { 'content-type': 'application/x-www-form-urlencoded' }
      return routes[match[2] as 'confirm' | 'unsubscribe'][method](new Request(link, { method, headers, body }), { params: Promise.resolve({ locale: match[1] ?? 'de' }) })
    }
    const status = async (id: number | string) => (await payload.findByID({ collection: 'subscribers', id, overrideAccess: true })).status

    for (const [locale, titles] of [
      ['de', { confirm: 'Abo bestätigen', unsubscribe: 'Abmelden', gone: 'Sie sind abgemeldet' }],
      ['en', { confirm: 'Confirm your subscription', unsubscribe: 'Unsubscribe', gone: 'You are unsubscribed' }],
    ] as const) {
      const email = `safe-${locale}-${Date.now()}@example.org`
      const { subscriberId, mailId } = await signUp(payload, { email, list: 'newsletter', locale, consentText: 'Ja.', origin: 'https://galerie.example', secret })
      expect(await deliverMail(payload, mailId!)).toBe('sent')
      const mail = received.find((m) => m.to.includes(email))!
      const links = [...new Set([...(mail.text.match(/https?:\/\/\S+/g) ?? []), /^<(.+)>$/.exec(mail.header('List-Unsubscribe') ?? '')?.[1] ?? ''])].filter(Boolean)
      const confirm = links.find((link) => link.includes('/newsletter/confirm'))!
      const unsubscribe = links.find((link) => link.includes('/newsletter/unsubscribe'))!
      expect(links.sort()).toEqual([confirm, unsubscribe].sort())

      // A mail scanner or link preview: HEAD and GET on every link, twice; nothing changes.
      for (const link of [...links, ...links]) {
        for (const method of ['HEAD', 'GET']) {
          const response = await open(link, method)
          expect(response.status, `${method} ${link}`).toBe(200)
          if (method === 'GET') expect(await response.text()).toContain(link.includes('/confirm') ? titles.confirm : titles.unsubscribe)
          expect(await status(subscriberId), `${method} ${link}`).toBe('pending')
        }
      }
      // The page's button: a POST confirms, and lands on the thank-you page in the subscriber's language.
      const confirmed = await open(confirm, 'POST', '')
      expect(confirmed.status).toBe(303)
      expect(confirmed.headers.get('location')).toBe(`${locale === 'en' ? '/en' : ''}/thank-you-for-subscribing`)
      expect(await status(subscriberId)).toBe('confirmed')
      for (const method of ['HEAD', 'GET']) {
        expect((await open(unsubscribe, method)).status).toBe(200)
        expect(await status(subscriberId)).toBe('confirmed')
      }
      // RFC 8058 one-click: the mail client's POST unsubscribes.
      const gone = await open(unsubscribe, 'POST', 'List-Unsubscribe=One-Click')
      expect(gone.status).toBe(200)
      expect(await gone.text()).toContain(titles.gone)
      expect(await status(subscriberId)).toBe('unsubscribed')
    }
  })

  it('writes the German confirmation for a German sign-up', async () => {
    const email = `abo-${Date.now()}@example.de`
    const { mailId } = await signUp(payload, { email, list: 'newsletter', locale: 'de', consentText: 'Ja.', origin: 'https://galerie.example', secret })
    await deliverMail(payload, mailId!)
    const mail = received.find((m) => m.to.includes(email))!
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihr Abo: Newsletter')
    expect(mail.text).toMatch(/https:\/\/galerie\.example\/newsletter\/confirm\?token=/)
    expect(mail.text).toMatch(/https:\/\/galerie\.example\/newsletter\/unsubscribe\?token=/)
  })
})
