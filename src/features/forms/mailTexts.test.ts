import { describe, expect, it } from 'vitest'

import { consentText, contactMails } from './mailTexts'

const input = { name: 'Ada', email: 'ada@example.org', subject: 'Preis', message: 'Hallo', consent: true }

describe('contactMails', () => {
  it('notifies the gallery in German and confirms to the visitor in their language', () => {
    const [gallery, visitor] = contactMails(input, 'en', 'galerie@example.de', 'https://x/admin/collections/inquiries/1')
    expect(gallery).toMatchObject({ to: 'galerie@example.de', replyTo: 'ada@example.org', locale: 'de', subject: 'Neue Nachricht über das Kontaktformular: Preis' })
    expect(gallery.text).toContain('Sprache: English')
    expect(visitor).toMatchObject({ to: 'ada@example.org', locale: 'en', subject: 'Your message to Galerie Vernissage' })
  })

  it('names the topic or artwork of an inquiry', () => {
    const [gallery, visitor] = contactMails(input, 'de', 'galerie@example.de', '/admin', { works: [{ visitor: 'Abendrot', gallery: 'Abendrot' }] })
    expect(gallery.subject).toBe('Neue Anfrage zu Abendrot: Preis')
    expect(visitor.subject).toBe('Ihre Anfrage zu Abendrot')
    expect(contactMails(input, 'en', 'g@example.de', '/admin', { works: [{ visitor: 'Sunset', gallery: 'Abendrot' }] }).map((m) => m.subject)).toEqual([
      'Neue Anfrage zu Abendrot: Preis',
      'Your inquiry about Sunset',
    ])
    expect(contactMails(input, 'en', 'g@example.de', '/admin', { topic: { visitor: 'Leasing', gallery: 'Leasing' } })[1].subject).toBe('Your inquiry about Leasing')
  })

  it('counts and lists the works of an inquiry about the cart, each mail in its language', () => {
    const works = [
      { visitor: 'Sunset', gallery: 'Abendrot' },
      { visitor: 'Blue', gallery: 'Blau' },
    ]
    const [gallery, visitor] = contactMails(input, 'en', 'g@example.de', '/admin', { works })
    expect(gallery.subject).toBe('Neue Anfrage zu 2 Werken: Preis')
    expect(gallery.text).toContain('Angefragte Werke:\n– Abendrot\n– Blau\n\nHallo')
    expect(visitor.subject).toBe('Your inquiry about 2 works')
    expect(visitor.text).toContain('Works inquired about:\n– Sunset\n– Blue\n\nIf you did not write to us')
    const [, german] = contactMails(input, 'de', 'g@example.de', '/admin', { works })
    expect(german.subject).toBe('Ihre Anfrage zu 2 Werken')
    // The visitor's titles are those of the language they wrote in (the same as German ones for a German visitor).
    expect(german.text).toContain('Angefragte Werke:\n– Sunset\n– Blue\n\nWenn Sie uns nicht geschrieben haben')
  })

  it('lists no works in a plain contact message', () => {
    const [gallery, visitor] = contactMails(input, 'de', 'g@example.de', '/admin')
    expect(gallery.text).toContain('Betreff: Preis\n\nHallo')
    expect(visitor.text).not.toContain('Werke')
  })

  it('keeps the consent text without markup', () => {
    expect(consentText('de')).toMatch(/^Ich habe die Datenschutzerklärung gelesen/)
    expect(consentText('en')).toMatch(/^I have read the privacy policy/)
  })

  it('relays nothing the visitor wrote to the address they typed: no name, subject or message in the confirmation', () => {
    const spam = {
      name: 'Cheap pills at spam.example',
      email: 'victim@example.org',
      subject: 'You won! Visit spam.example',
      message: 'Click http://spam.example/now',
      consent: true,
    }
    for (const locale of ['de', 'en'] as const) {
      for (const about of [undefined, { works: [{ visitor: 'Sunset', gallery: 'Abendrot' }] }, { topic: { visitor: 'Leasing', gallery: 'Leasing' } }]) {
        const [gallery, visitor] = contactMails(spam, locale, 'g@example.de', '/admin', about)
        expect(visitor.to).toBe('victim@example.org')
        expect(`${visitor.subject}\n${visitor.text}`).not.toMatch(/spam\.example|Cheap pills|You won/)
        // The gallery still reads all of it.
        expect(gallery.text).toContain('Click http://spam.example/now')
      }
    }
  })

  it('leaves the confirmation out when the visitor address has had its mails for the day', () => {
    const mails = contactMails(input, 'en', 'g@example.de', '/admin', undefined, false)
    expect(mails.map((mail) => mail.to)).toEqual(['g@example.de'])
  })
})
