import { afterEach, describe, expect, it, vi } from 'vitest'

import { accountKey, accountLockout, countSuccess, limitLogins, loginLimits, tooManyLoginsMessage, tooManyResetsMessage, withLoginLimits } from './login'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('the admin door', () => {
  it("keeps the lockout per (address, account): Payload's own, which locked the owner out everywhere, is off", async () => {
    const { Users } = await import('@/cms/collections/Users')
    expect(Users.auth && typeof Users.auth === 'object' ? Users.auth.maxLoginAttempts : undefined).toBe(0)
    // The site's limits in its place, added to the accounts by the config (src/payload.config.ts).
    const limited = withLoginLimits(Users)
    expect(limited.hooks?.beforeOperation).toContain(limitLogins)
    expect(limited.hooks?.afterLogin).toContain(countSuccess)
    // One address reaches its 15-minute limit before it is locked out of an account.
    const shortest = loginLimits.reduce((a, b) => (a.windowMs < b.windowMs ? a : b))
    expect(shortest.max).toBeLessThan(accountLockout.max)
    // The pair's key: the same account however it is typed, never the address in another's key.
    expect(accountKey('192.0.2.1', ' Staff@Galerie.test ')).toBe(accountKey('192.0.2.1', 'staff@galerie.test'))
    expect(accountKey('192.0.2.1', 'staff@galerie.test')).not.toBe(accountKey('192.0.2.2', 'staff@galerie.test'))
    expect(accountKey('192.0.2.1', 'staff@galerie.test')).not.toContain('staff')
  })

  it('says why in German and English, with the minutes to wait', () => {
    expect(tooManyLoginsMessage('de', 12)).toBe('Zu viele fehlgeschlagene Anmeldungen von dieser Adresse. Bitte versuchen Sie es in 12 Minuten erneut.')
    expect(tooManyLoginsMessage('en', 3)).toBe('Too many failed sign-ins from this address. Please try again in 3 minutes.')
    expect(tooManyResetsMessage('de', 40)).toBe('Zu viele Anfragen zum Zurücksetzen des Passworts von dieser Adresse. Bitte versuchen Sie es in 40 Minuten erneut.')
    expect(tooManyResetsMessage('en', 1)).toBe('Too many password-reset requests from this address. Please try again in 1 minute.')
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
