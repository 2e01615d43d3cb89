import { describe, expect, it } from 'vitest'

import { backoffMs, listUnsubscribeHeaders, smtpTimeouts } from './mail'
import { signLink } from './tokens'

const secret = 'unit-secret-0123456789abcdef0123456789abcdef'

describe('listUnsubscribeHeaders', () => {
  const now = Date.UTC(2030, 0, 1)
  const link = `https://galerie.example/en/newsletter/unsubscribe?token=${encodeURIComponent(signLink(7, 'unsubscribe', now, secret))}`

  it('puts the one-click unsubscribe link of a newsletter mail into the headers', () => {
    expect(listUnsubscribeHeaders(`Confirm: https://galerie.example/en/newsletter/confirm?token=x\n\nUnsubscribe with one click: ${link}\n\nGalerie`, secret, now)).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('adds nothing to other mails, or for a link this site did not sign', () => {
    expect(listUnsubscribeHeaders('Hello Ada, thank you for your message.', secret, now)).toEqual({})
    const forged = 'https://evil.example/newsletter/unsubscribe?token=unsubscribe.7.9999999999.forged'
    expect(listUnsubscribeHeaders(`Your message:\n${forged}`, secret, now)).toEqual({})
    expect(listUnsubscribeHeaders(link, 'another-secret-0123456789abcdef0123456789', now)).toEqual({})
    // A confirm token is no unsubscribe token.
    expect(listUnsubscribeHeaders(link.replace(/token=.*/, `token=${signLink(7, 'confirm', now, secret)}`), secret, now)).toEqual({})
  })
})

describe('backoffMs', () => {
  it('doubles from 30 s and stops at 6 hours', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(backoffMs(30)).toBe(6 * 3600 * 1000)
  })
})

describe('smtpTimeouts', () => {
  it('end a delivery before its lease passes, so no other instance takes over a mail still being sent', () => {
    expect(smtpTimeouts(60_000)).toEqual({ connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    for (const lease of [10_000, 60_000, 600_000]) {
      const { connectionTimeout, greetingTimeout, socketTimeout } = smtpTimeouts(lease)
      expect(connectionTimeout + greetingTimeout + socketTimeout).toBeLessThan(lease)
    }
  })
})
