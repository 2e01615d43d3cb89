import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { encodedDecisionCookie, pageDecisionCookies, plainCookieHeader, repeatedCookie } from '../src/features/security/cookies.mjs'

import { exampleNginxConfig } from './cluster.mjs'

const config = fs.readFileSync(exampleNginxConfig, 'utf8')

/** The regular expressions of one `map` block of deploy/nginx.conf, in order. */
function mapPatterns(variable: string): string[] {
  const block = new RegExp(`map \\S+ \\$${variable} \\{([\\s\\S]*?)\\n\\}`).exec(config)?.[1] ?? ''
  return [...block.matchAll(/^\s*"~\*?(.*)"\s+\S+;$/gm)].map((match) => match[1])
}

describe('deploy/nginx.conf reads cookies as the app does (issue 46 point 8)', () => {
  it("holds the app's three patterns of an ambiguous Cookie header verbatim", () => {
    expect(path.basename(exampleNginxConfig)).toBe('nginx.conf')
    expect(mapPatterns('vernissage_odd_cookies')).toEqual([repeatedCookie.source, encodedDecisionCookie.source, plainCookieHeader.source])
    for (const name of pageDecisionCookies) expect(encodedDecisionCookie.source).toContain(name)
  })

  it('keeps only what an instance named as the variant of this very key', () => {
    expect(config).toMatch(/proxy_no_cache [^;]*\$vernissage_not_shared/)
    expect(config).toMatch(/proxy_cache_bypass [^;]*\$vernissage_odd_cookies/)
    expect(config).toContain('proxy_cache_key "$scheme://$host$request_uri|$vernissage_language|$vernissage_gzip|$vernissage_negotiated";')
    // Without a stored language, Accept-Language is part of the key; an unknown stored one is never cached.
    expect(config).toMatch(/map \$vernissage_language \$vernissage_negotiated \{\s*"" \$http_accept_language;/)
    expect(config).toMatch(/proxy_cache_bypass [^;]*\$vernissage_unknown_language/)
    expect(config).toContain('proxy_set_header Accept-Encoding $vernissage_accept_encoding;')
  })
})
