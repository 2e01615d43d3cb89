import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { baseHeaders, contentSecurityPolicy, inlineScriptHashes } from './headers.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('security headers', () => {
  it('hashes exactly the inline scripts a browser runs', () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script id="t" type="module">b()</script><script type="text/javascript">c()</script><script async="">d()</script>`
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()'), sha('d()')])
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toEqual([sha('a()')])
  })

  it('admits no inline script but by hash, and Tag Manager’s hosts in one policy for every visitor (issue 50 point 1: consent is followed in the browser)', () => {
    const policy = contentSecurityPolicy({ hashes: [sha('a()')] })
    const script = policy.split('; ').find((d) => d.startsWith('script-src '))!
    expect(script).toBe(`script-src 'self' ${sha('a()')} https://www.googletagmanager.com https://*.googletagmanager.com`)
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
    expect(policy).toContain("object-src 'none'")
    expect(contentSecurityPolicy({ hashes: [sha('a()')] })).toBe(policy)
  })

  it('lets the site itself frame a page (the admin’s live preview), and no other site, whoever asks (issue 50 point 1)', () => {
    for (const policy of [contentSecurityPolicy({}), contentSecurityPolicy({ hashes: [sha('a()')] })]) {
      expect(policy.split('; ').filter((d) => d.startsWith('frame-ancestors'))).toEqual(["frame-ancestors 'self'"])
    }
  })

  it('sends HSTS only behind https', () => {
    expect(baseHeaders({ https: true })['strict-transport-security']).toMatch(/max-age=\d{8}/)
    expect(baseHeaders({ https: false })['strict-transport-security']).toBeUndefined()
    expect(baseHeaders()).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' })
  })
})
