import { describe, expect, it } from 'vitest'

import { needsDecision, readConsent } from './consentCookies'
import { consentScript } from './consentScript'

/** Runs the inline script against a stub document; returns whether it marked <html> to ask. */
function asks(optionalIds: string[], cookie: string): boolean {
  const attributes: Record<string, string> = {}
  const document = { cookie, documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } }
  new Function('document', consentScript(optionalIds))(document)
  if (Object.keys(attributes).length === 0) return false
  expect(attributes).toEqual({ 'data-consent': 'ask' })
  return true
}

const cases: [string[], string][] = [
  [['gtm'], ''],
  [['gtm'], 'theme=dark'],
  [['gtm', 'analytics'], 'cookie_control_consent=true; cookie_control_enabled_cookies=gtm~analytics; cookie_control_known_cookies=gtm~analytics'],
  [['gtm', 'analytics'], 'cookie_control_consent=false; cookie_control_enabled_cookies=; cookie_control_known_cookies=gtm~analytics'],
  [['gtm', 'analytics', 'marketing'], 'cookie_control_consent=false; cookie_control_enabled_cookies=; cookie_control_known_cookies=gtm~analytics'],
  [['analytics'], 'cookie_control_consent=true; cookie_control_enabled_cookies=gtm; cookie_control_known_cookies=gtm~analytics'],
  [['gtm'], 'cookie_control_consent=true; cookie_control_enabled_cookies=gtm'],
  [['gtm'], 'cookie_control_consent=maybe; cookie_control_known_cookies=gtm'],
  [['gtm'], 'cookie_control_consent=true; cookie_control_known_cookies='],
  [['gtm'], 'xcookie_control_consent=true; cookie_control_known_cookies=gtm'],
  [['gtm'], 'cookie_control_consent=true;cookie_control_known_cookies=gtm%7Eanalytics'],
  [[], ''],
]

describe('consentScript', () => {
  it.each(cases)('agrees with needsDecision for %j and "%s"', (ids, cookie) => {
    expect(asks(ids, cookie)).toBe(needsDecision(readConsent(cookie), ids))
  })

  it('asks on a first visit and not after a choice', () => {
    expect(asks(['gtm'], '')).toBe(true)
    expect(asks(['gtm'], 'cookie_control_consent=false; cookie_control_known_cookies=gtm')).toBe(false)
  })

  it('cannot be broken out of by the configuration', () => {
    expect(consentScript(['</script><script>alert(1)</script>'])).not.toContain('</script>')
  })
})
