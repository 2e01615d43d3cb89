import { describe, expect, it } from 'vitest'

import { violationsOf } from './violations.mjs'

const origin = 'https://vernissage.example'

describe('violationsOf', () => {
  it('reads the Reporting API batch (report-to) and report-uri alike, per page path and directive', () => {
    const batch = [
      { type: 'csp-violation', url: `${origin}/en/faq?x=1`, body: { documentURL: `${origin}/en/faq?x=1`, effectiveDirective: 'script-src-elem', blockedURL: 'inline' } },
      { type: 'deprecation', body: { documentURL: `${origin}/` } },
    ]
    expect(violationsOf(batch, origin)).toEqual([{ page: '/en/faq', directive: 'script-src-elem' }])
    const legacy = { 'csp-report': { 'document-uri': `${origin}/`, 'violated-directive': 'script-src-elem', 'effective-directive': 'script-src-elem' } }
    expect(violationsOf(legacy, origin)).toEqual([{ page: '/', directive: 'script-src-elem' }])
  })

  it('counts only pages of the site, with a directive that is one', () => {
    expect(violationsOf({ 'csp-report': { 'document-uri': 'https://elsewhere.example/', 'effective-directive': 'script-src' } }, origin)).toEqual([])
    expect(violationsOf({ 'csp-report': { 'document-uri': `${origin}/`, 'effective-directive': '<b>' } }, origin)).toEqual([])
    expect(violationsOf('nonsense', origin)).toEqual([])
  })
})
