import { describe, expect, it } from 'vitest'

import { consentCookieStrings, decodeIds, enabledFor, enabledNow, encodeIds, initialSwitches, needsDecision, readConsent } from './consentCookies'

const optional = ['gtm', 'analytics']

/** What the browser sends back after the assignments: name=value pairs joined by "; ". */
function jar(assignments: string[]): string {
  return assignments.map((cookie) => cookie.split(';')[0]).join('; ')
}

describe('encodeIds / decodeIds', () => {
  it('joins ids with a tilde and splits them again', () => {
    expect(encodeIds(['gtm', 'analytics'])).toBe('gtm~analytics')
    expect(decodeIds('gtm~analytics')).toEqual(['gtm', 'analytics'])
  })

  it('is empty for nothing', () => {
    expect(encodeIds([])).toBe('')
    expect(decodeIds('')).toEqual([])
    expect(decodeIds(null)).toEqual([])
  })

  it('drops duplicates, blanks and anything that is not an id', () => {
    expect(decodeIds('gtm~~gtm~ analytics ~<script>~a b')).toEqual(['gtm', 'analytics'])
    expect(encodeIds(['gtm', 'x;y', 'gtm', 'google-tag-manager'])).toBe('gtm~google-tag-manager')
  })
})

describe('consentCookieStrings', () => {
  it('stores consent, the enabled ids and the offered ids for a year, SameSite=Lax, whole site', () => {
    expect(consentCookieStrings(['gtm', 'analytics'], optional, false)).toEqual([
      'cookie_control_consent=true; Path=/; Max-Age=31536000; SameSite=Lax',
      'cookie_control_enabled_cookies=gtm~analytics; Path=/; Max-Age=31536000; SameSite=Lax',
      'cookie_control_known_cookies=gtm~analytics; Path=/; Max-Age=31536000; SameSite=Lax',
    ])
  })

  it('stores "false" and no ids when everything is declined', () => {
    expect(jar(consentCookieStrings([], optional, false))).toBe('cookie_control_consent=false; cookie_control_enabled_cookies=; cookie_control_known_cookies=gtm~analytics')
  })

  it('adds Secure over HTTPS', () => {
    for (const cookie of consentCookieStrings(['gtm'], optional, true)) expect(cookie).toMatch(/; Secure$/)
  })

  it('round-trips through readConsent', () => {
    expect(readConsent(jar(consentCookieStrings(['analytics'], optional, false)))).toEqual({
      consent: true,
      enabled: ['analytics'],
      known: ['gtm', 'analytics'],
    })
  })
})

describe('readConsent', () => {
  it('is null on a first visit or with an unreadable choice', () => {
    expect(readConsent('')).toBeNull()
    expect(readConsent('theme=light')).toBeNull()
    expect(readConsent('cookie_control_consent=yes; cookie_control_known_cookies=gtm')).toBeNull()
    // A consent cookie without the offered ids (an older site's cookie) is asked again.
    expect(readConsent('cookie_control_consent=true; cookie_control_enabled_cookies=gtm')).toBeNull()
  })

  it('ignores enabled ids left over next to consent "false"', () => {
    expect(readConsent('cookie_control_consent=false; cookie_control_enabled_cookies=gtm; cookie_control_known_cookies=gtm')).toEqual({
      consent: false,
      enabled: [],
      known: ['gtm'],
    })
  })
})

describe('needsDecision', () => {
  const accepted = readConsent(jar(consentCookieStrings(optional, optional, false)))
  const rejected = readConsent(jar(consentCookieStrings([], optional, false)))

  it('asks on the first visit', () => {
    expect(needsDecision(null, optional)).toBe(true)
  })

  it('keeps an accepted or a rejected choice', () => {
    expect(needsDecision(accepted, optional)).toBe(false)
    expect(needsDecision(rejected, optional)).toBe(false)
  })

  it('asks again when an optional cookie was added, whatever the earlier choice', () => {
    expect(needsDecision(accepted, [...optional, 'marketing'])).toBe(true)
    expect(needsDecision(rejected, ['marketing', ...optional])).toBe(true)
  })

  it('does not ask when an optional cookie was removed or the order changed', () => {
    expect(needsDecision(accepted, ['analytics'])).toBe(false)
    expect(needsDecision(rejected, ['analytics', 'gtm'])).toBe(false)
  })

  it('never asks when nothing optional is configured', () => {
    expect(needsDecision(null, [])).toBe(false)
  })
})

describe('enabledNow and initialSwitches', () => {
  const stored = readConsent('cookie_control_consent=true; cookie_control_enabled_cookies=gtm~removed; cookie_control_known_cookies=gtm~removed')

  it('counts only enabled ids that are still configured', () => {
    expect(enabledNow(stored, ['gtm', 'analytics'])).toEqual(['gtm'])
    expect(enabledNow(null, ['gtm'])).toEqual([])
  })

  it('starts the switches from the current choice, new cookies off', () => {
    expect(initialSwitches(stored, ['gtm', 'analytics'])).toEqual({ gtm: true, analytics: false })
    expect(initialSwitches(null, ['gtm'])).toEqual({ gtm: false })
  })
})

describe('enabledFor', () => {
  it('accept all enables every optional cookie, reject all none', () => {
    expect(enabledFor({ kind: 'acceptAll' }, optional)).toEqual(['gtm', 'analytics'])
    expect(enabledFor({ kind: 'rejectAll' }, optional)).toEqual([])
  })

  it('saving takes the switches that are on, in configuration order, ignoring unknown ones', () => {
    expect(enabledFor({ kind: 'save', switches: { analytics: true, gtm: false, other: true } }, optional)).toEqual(['analytics'])
    expect(enabledFor({ kind: 'save', switches: { analytics: true, gtm: true } }, optional)).toEqual(['gtm', 'analytics'])
  })
})
