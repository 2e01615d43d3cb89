import { afterEach, describe, expect, it, vi } from 'vitest'

import { loginLimits, tooManyLoginsMessage } from './login'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('the admin door', () => {
  it('stops one address before it could lock an account (Payload locks after 10 failures)', async () => {
    const { Users } = await import('@/cms/collections/Users')
    const perAccount = Users.auth && typeof Users.auth === 'object' ? Users.auth.maxLoginAttempts : 0
    expect(perAccount).toBe(10)
    const shortest = loginLimits.reduce((a, b) => (a.windowMs < b.windowMs ? a : b))
    expect(shortest.max).toBeLessThan(perAccount!)
  })

  it('says why in German and English, with the minutes to wait', () => {
    expect(tooManyLoginsMessage('de', 12)).toBe('Zu viele fehlgeschlagene Anmeldungen von dieser Adresse. Bitte versuchen Sie es in 12 Minuten erneut.')
    expect(tooManyLoginsMessage('en', 3)).toBe('Too many failed sign-ins from this address. Please try again in 3 minutes.')
  })

  it('marks the session cookie Secure when PUBLIC_URL is https, and SameSite=Lax always', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://galerie.example')
    const secure = (await import('@/cms/collections/Users')).Users
    expect(typeof secure.auth === 'object' && secure.auth.cookies).toEqual({ sameSite: 'Lax', secure: true })
    vi.resetModules()
    vi.stubEnv('PUBLIC_URL', 'http://localhost:3000')
    const plain = (await import('@/cms/collections/Users')).Users
    expect(typeof plain.auth === 'object' && plain.auth.cookies).toEqual({ sameSite: 'Lax', secure: false })
  })
})
