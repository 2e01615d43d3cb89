import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { root, sources } from '../../../tests/sourceTree'
import { ambiguousCookies, cookieNames, hasCookie, readCookie } from './cookies.mjs'

describe('the one cookie reader', () => {
  it('finds a cookie by its exact name, wherever it stands and however it is spaced', () => {
    const header = 'theme=dark;cookie_control_consent=true ;  xcookie_control_consent=false; i18n_redirected=en'
    expect(readCookie(header, 'cookie_control_consent')).toBe('true')
    expect(readCookie(header, 'consent')).toBeNull()
    expect(readCookie(' i18n_redirected=en', 'i18n_redirected')).toBe('en')
    expect(readCookie(header, 'i18n_redirected')).toBe('en')
    expect(readCookie(null, 'theme')).toBeNull()
  })

  it('decodes percent-encoded values, and leaves a malformed one as sent; the first of two equal names wins', () => {
    expect(readCookie('a=%7E', 'a')).toBe('~')
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A')
    expect(readCookie('a=1; a=2', 'a')).toBe('1')
    expect(readCookie('a=b=c', 'a')).toBe('b=c')
  })

  it('tells whether any of some cookies is there, by name, not by a piece of one', () => {
    expect(hasCookie('payload-token=abc', 'payload-token')).toBe(true)
    expect(hasCookie('x=1; __prerender_bypass=1', 'payload-token', '__prerender_bypass')).toBe(true)
    expect(hasCookie('my-payload-token=abc; note=payload-token', 'payload-token')).toBe(false)
    expect(cookieNames('_ga=GA1; _ga_X=1; theme=dark')).toEqual(['_ga', '_ga_X', 'theme'])
  })
})

describe('cookie headers', () => {
  // Only the two inline scripts that run before any bundle may read document.cookie by hand.
  const inlineScripts = new Set(['src/features/site/theme.ts', 'src/features/consent/consentScript.ts', 'src/features/security/cookies.mjs'])
  const handParsing = [
    // A regex anchored at the header's start or after a ";": /(?:^|;\s*)name=/
    /\((?:\?:)?\^\|;\\s\*\)/,
    // A cookie string split, searched or matched by hand.
    /cookie\w*['"]?\)?\??\.(?:split\(\s*['"];|includes\(|indexOf\(|match\()/i,
  ]

  it('are read by ./cookies.mjs everywhere, not by a parser of their own', () => {
    const readers = sources(path.join(root, 'src')).filter((file) => {
      if (inlineScripts.has(file)) return false
      // Chained calls written over several lines are read as one.
      const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/\s*\n\s*/g, '')
      return handParsing.some((pattern) => pattern.test(text))
    })
    expect(readers).toEqual([])
  })
})

describe('a Cookie header readers could read differently (issue 46 point 8)', () => {
  it('is plain when it holds only name=value pairs joined by "; ", each name once, or nothing', () => {
    for (const header of [
      undefined,
      null,
      '',
      'i18n_redirected=en',
      'i18n_redirected=de; cookie_control_enabled_cookies=necessary~gtm; _ga=GA1.1.5.6; theme=dark',
      'payload-token=eyJ.a-b_c.d',
      'a=b=c',
      'x=%7B%7D; i18n_redirected=en',
    ])
      expect(ambiguousCookies(header), String(header)).toBe(false)
  })

  it('is ambiguous with a name twice, odd spacing or separators, or an encoded deciding value', () => {
    for (const header of [
      'i18n_redirected=en; i18n_redirected=de',
      'i18n_redirected=de; theme=dark; i18n_redirected=de',
      'theme=dark; theme=light',
      'i18n_redirected =en',
      'i18n_redirected= en',
      ' i18n_redirected=en',
      'i18n_redirected=en;theme=dark',
      'i18n_redirected=en;',
      'a=x,i18n_redirected=en',
      'i18n_redirected="en"',
      'i18n_redirected=de; cookie_control_enabled_cookies=necessary~ gtm',
      'i18n_redirected=de; cookie_control_enabled_cookies=necessary~%67tm',
      'i18n_redirected=%65n',
      'flag',
    ])
      expect(ambiguousCookies(header), header).toBe(true)
  })
})
