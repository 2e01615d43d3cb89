import { createHash } from 'node:crypto'

import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'

import { baseHeaders, consentsToTagManager, contentSecurityPolicy, createFramingCheck, inlineScriptHashes, payloadSigningKey } from './headers.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('security headers', () => {
  it('hashes exactly the inline scripts a browser runs', () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script id="t" type="module">b()</script><script type="text/javascript">c()</script><script async="">d()</script>`
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()'), sha('d()')])
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toEqual([sha('a()')])
  })

  it('admits no inline script but by hash, and Tag Manager only with consent', () => {
    const policy = contentSecurityPolicy({ hashes: [sha('a()')] })
    const script = policy.split('; ').find((d) => d.startsWith('script-src '))!
    expect(script).toBe(`script-src 'self' ${sha('a()')}`)
    expect(policy).not.toContain("unsafe-inline' ;")
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
    expect(policy).not.toContain('googletagmanager')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    const consented = contentSecurityPolicy({ hashes: [], tagManager: true })
    expect(consented.split('; ').find((d) => d.startsWith('script-src '))).toContain('https://www.googletagmanager.com')
  })

  it('reads the consent cookie as the consent banner writes it', () => {
    expect(consentsToTagManager('a=b; cookie_control_enabled_cookies=gtm~analytics')).toBe(true)
    expect(consentsToTagManager('cookie_control_enabled_cookies=google-tag-manager')).toBe(true)
    expect(consentsToTagManager('cookie_control_enabled_cookies=analytics')).toBe(false)
    expect(consentsToTagManager('cookie_control_enabled_cookies=%E0%A4%A')).toBe(false)
    expect(consentsToTagManager(undefined)).toBe(false)
  })

  it("lets only a verified staff session and this build's draft mode be framed, by the same origin (issue 30)", async () => {
    const secret = 'framing-test-secret-0123456789abcdef0123'
    const framingFor = createFramingCheck({ secret, previewModeId: 'preview-id-of-this-build' })
    // As Payload signs a session (payload/dist/auth/jwt.js): HS256 with its derived key, two hours.
    const sign = (key: Uint8Array, expires = '2h') =>
      new SignJWT({ id: 1, collection: 'users', email: 'a@b.c' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().setExpirationTime(expires).sign(key)
    const valid = await sign(payloadSigningKey(secret))
    expect(await framingFor(`a=b; payload-token=${valid}`)).toBe('self')
    // A cookie merely named so relaxes nothing: garbage, another secret's token, an expired one, an unsigned one.
    expect(await framingFor('payload-token=x')).toBe('none')
    expect(await framingFor(`payload-token=${await sign(payloadSigningKey('another-secret-0123456789abcdef01234567'))}`)).toBe('none')
    expect(await framingFor(`payload-token=${await sign(payloadSigningKey(secret), '-1m')}`)).toBe('none')
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${valid.split('.')[1]}.`
    expect(await framingFor(`payload-token=${unsigned}`)).toBe('none')
    // Draft mode: only with this build's preview id.
    expect(await framingFor('__prerender_bypass=preview-id-of-this-build; a=b')).toBe('self')
    expect(await framingFor('__prerender_bypass=1; a=b')).toBe('none')
    expect(await createFramingCheck({ secret })('__prerender_bypass=preview-id-of-this-build')).toBe('none')
    expect(await framingFor('a=b')).toBe('none')
    expect(await createFramingCheck()(`payload-token=${valid}`)).toBe('none')
    expect(contentSecurityPolicy({ framing: 'self' })).toContain("frame-ancestors 'self'")
  })

  it('sends HSTS only behind https', () => {
    expect(baseHeaders({ https: true })['strict-transport-security']).toMatch(/max-age=\d{8}/)
    expect(baseHeaders({ https: false })['strict-transport-security']).toBeUndefined()
    expect(baseHeaders()).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' })
  })
})
