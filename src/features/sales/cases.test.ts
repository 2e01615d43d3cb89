import { describe, expect, it } from 'vitest'

import { replyMail, signatureBlock } from './cases'

describe('a reply’s signature (issue 49 point 2)', () => {
  it('signs with the staff member’s name under the closing, in the visitor’s language', () => {
    expect(signatureBlock('Das Bild ist noch verfügbar.', 'de', { name: 'Mara Ost' })).toBe('Mit freundlichen Grüßen\nMara Ost\nGalerie Vernissage')
    expect(signatureBlock('The picture is still available.', 'en', { name: 'Mara Ost' })).toBe('Kind regards\nMara Ost\nGalerie Vernissage')
    expect(signatureBlock('Noch verfügbar.', 'de', {})).toBe('Mit freundlichen Grüßen\nGalerie Vernissage')
    // An account without a name (its address stands in for it in the admin) signs as the gallery.
    expect(signatureBlock('Noch verfügbar.', 'de', { name: 'mara@galerie.test' })).toBe('Mit freundlichen Grüßen\nGalerie Vernissage')
  })

  it('uses the staff member’s own signature as they set it', () => {
    const own = 'Herzliche Grüße\nMara Ost\nLeitung Verkauf\n\nGalerie Vernissage · Torstraße 1 · Berlin'
    expect(signatureBlock('Gern zeige ich Ihnen das Bild.', 'de', { name: 'Mara Ost', signature: own })).toBe(own)
  })

  it('never closes twice: a text that ends with a closing keeps it, and the block drops its own', () => {
    for (const [text, locale] of [
      ['Das Bild ist noch verfügbar.\n\nViele Grüße', 'de'],
      ['Das Bild ist noch verfügbar.\n\nMit besten Grüßen\nMara', 'de'],
      ['It is still available.\n\nBest regards,\nMara', 'en'],
      ['It is still available.\nKind regards', 'en'],
    ] as const) {
      const block = signatureBlock(text, locale, { name: 'Mara Ost' })
      expect(block, text).toBe('Mara Ost\nGalerie Vernissage')
      const mail = replyMail(text, { message: 'Noch da?', createdAt: '2026-11-20T10:00:00Z' }, locale, { name: 'Mara Ost' })
      expect(mail.match(/grüße|grüßen|regards/gi), mail).toHaveLength(1)
    }
    // A custom signature loses only its first line, when that is a closing.
    expect(signatureBlock('Danke!\n\nHerzliche Grüße', 'de', { signature: 'Herzliche Grüße\nMara Ost' })).toBe('Mara Ost')
    expect(signatureBlock('Danke!\n\nHerzliche Grüße', 'de', { signature: 'Mara Ost\nGalerie Vernissage' })).toBe('Mara Ost\nGalerie Vernissage')
  })

  it('does not take a greeting inside the text for a closing', () => {
    expect(signatureBlock('Vielen Dank für Ihre Anfrage.\nDas Bild ist noch frei.\nIch melde mich morgen.', 'de', { name: 'Mara Ost' })).toBe(
      'Mit freundlichen Grüßen\nMara Ost\nGalerie Vernissage',
    )
  })
})
