/**
 * The admin door (issue 15 point 2, issue 30 point 2): login attempts limited per client address,
 * so one client can neither spray passwords across the staff nor lock them out; failures from
 * several addresses do not lock the owner out either (the lockout is per address and account);
 * the session cookie's flags. The e2e server believes
 * X-Forwarded-For from loopback (TRUST_PROXY=loopback), so each test is its own "client".
 */
import { describe, expect, it } from 'vitest'

import { ADMIN_EMAIL, ADMIN_PASSWORD, adminHeaders, BASE_URL, stackTraceIn } from './support'

async function login(email: string, password: string, address: string, language = 'en', cookie = '') {
  const response = await fetch(`${BASE_URL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'accept-language': language, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email, password }),
  })
  const text = await response.text()
  const body = JSON.parse(text) as { errors?: Array<{ message: string }>; token?: string }
  // The device cookie a successful sign-in gives the browser (src/features/security/login.ts).
  const device = response.headers
    .getSetCookie()
    .filter((candidate) => candidate.startsWith('vernissage-device-'))
    .map((candidate) => candidate.split(';')[0])
    .join('; ')
  return { status: response.status, text, message: body.errors?.[0]?.message ?? '', token: body.token, cookie: response.headers.get('set-cookie') ?? '', device }
}

/** A staff account of its own, so locking it harms no other test. */
async function staffMember(name: string): Promise<{ email: string; password: string }> {
  const email = `${name}-${Date.now().toString(36)}@vernissage.test`
  const password = 'Farbfeld-und-Linie-2026!'
  const response = await fetch(`${BASE_URL}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await adminHeaders()) },
    body: JSON.stringify({ email, password, name }),
  })
  if (response.status !== 201) throw new Error(`creating ${email} answered ${response.status}: ${await response.text()}`)
  return { email, password }
}

describe('login attempts are limited per address', () => {
  it('password spraying across accounts from one address stops at the fifth failure with 429, in German and English', async () => {
    const address = '203.0.113.21'
    const accounts = ['anna', 'ben', 'clara', 'dora', 'emil'].map((name) => `${name}@vernissage.test`)
    for (const email of accounts) expect((await login(email, 'Sommer2026!', address)).status).toBe(401)
    const english = await login(ADMIN_EMAIL, 'Sommer2026!', address, 'en')
    expect(english.status).toBe(429)
    expect(english.message).toMatch(/Too many failed sign-ins from this address\. Please try again in \d+ minutes?\./)
    expect(stackTraceIn(english.text)).toBeNull()
    const german = await login(ADMIN_EMAIL, 'Sommer2026!', address, 'de')
    expect(german.status).toBe(429)
    expect(german.message).toMatch(/Zu viele fehlgeschlagene Anmeldungen von dieser Adresse\. Bitte versuchen Sie es in \d+ Minuten? erneut\./)
    // Not even the right password passes from there, so guessing on cannot succeed...
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, address)).status).toBe(429)
    // ...while staff elsewhere sign in as usual.
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, '203.0.113.22')).status).toBe(200)
  })

  it('a burst of parallel attempts from one address gets no more than five through', async () => {
    const address = '203.0.113.23'
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(`burst-${i}@vernissage.test`, 'Winter2026!', address)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    // The rest: 429 from the address limit, or 503 from the gate that hashes one password at a time.
    expect(statuses.filter((status) => status === 429 || status === 503).length).toBeGreaterThanOrEqual(7)
  })

  it('successful sign-ins do not count against the address', async () => {
    const address = '203.0.113.24'
    for (let i = 0; i < 8; i++) expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, address)).status).toBe(200)
    expect((await login('nobody@vernissage.test', 'Herbst2026!', address)).status).toBe(401)
  })

  it('one address cannot lock a staff member out', async () => {
    const member = await staffMember('door')
    // The member signed in before, in their own browser: it keeps the account's device cookie.
    const { device } = await login(member.email, member.password, '203.0.113.30')
    expect(device).toMatch(/^vernissage-device-/)
    // Five failures from one address: the address is stopped, the account is not locked.
    for (let i = 0; i < 5; i++) expect((await login(member.email, 'falsch-falsch-1', '203.0.113.31')).status).toBe(401)
    expect((await login(member.email, 'falsch-falsch-1', '203.0.113.31')).status).toBe(429)
    expect((await login(member.email, member.password, '203.0.113.32', 'en', device)).status).toBe(200)
  })

  it('failures from two addresses do not lock the owner out, and tell no one whether the account exists', async () => {
    const member = await staffMember('owner')
    const { device } = await login(member.email, member.password, '203.0.113.40')
    const missing = `missing-${Date.now().toString(36)}@vernissage.test`
    const last: Record<string, { status: number; message: string }> = {}
    for (const [name, email, addresses] of [
      ['existing', member.email, ['203.0.113.41', '203.0.113.42', '203.0.113.43']],
      ['missing', missing, ['203.0.113.44', '203.0.113.45', '203.0.113.46']],
    ] as const) {
      // Five failures from each of two addresses (Payload's own lockout took ten from anyone).
      for (const address of addresses.slice(0, 2)) for (let i = 0; i < 5; i++) await login(email, 'falsch-falsch-2', address)
      const answer = await login(email, 'noch-falsch-3', addresses[2], 'de')
      last[name] = { status: answer.status, message: answer.message }
    }
    expect(last.existing).toEqual(last.missing)
    // Ten failures on the account within a minute: its sign-ins wait, whether the account exists or not.
    expect(last.existing.status).toBe(429)
    expect(last.existing.message).toMatch(/^Zu viele fehlgeschlagene Anmeldungen bei diesem Konto\. Bitte versuchen Sie es in \d+ Minuten? erneut, oder setzen Sie Ihr Passwort/)
    // Without the owner's browser, even the right password waits; in it, the owner signs in.
    expect((await login(member.email, member.password, '203.0.113.47', 'en')).status).toBe(429)
    expect((await login(member.email, member.password, '203.0.113.48', 'en', device)).status).toBe(200)
  })
})

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax (Secure only behind https: the e2e server is plain http)', async () => {
    const result = await login(ADMIN_EMAIL, ADMIN_PASSWORD, '203.0.113.51')
    expect(result.status).toBe(200)
    const cookie = result.cookie.split(/,(?=\s*[\w-]+=)/).find((part) => part.trim().startsWith('payload-token='))
    expect(cookie).toBeTruthy()
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i)
  })
})
