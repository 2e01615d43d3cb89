import { describe, expect, it } from 'vitest'

import { consentModeDefault, consentModeState, deletionCookieStrings, googleTagCookiesIn, gtmScriptUrl, isGoogleTagCookie, isGtmCookieId, isValidGtmId, shouldLoadGtm } from './gtm'

describe('isValidGtmId', () => {
  it('accepts GTM- followed by letters and digits only', () => {
    expect(isValidGtmId('GTM-ABC123')).toBe(true)
    expect(isValidGtmId('GTM-E2ETEST')).toBe(true)
    for (const bad of ['', 'GTM-', 'gtm-ABC', 'GTM-AB C', 'GTM-AB_C', 'UA-1234', 'GTM-ABC"><script>', ' GTM-ABC', null, 42]) {
      expect(isValidGtmId(bad)).toBe(false)
    }
  })
})

describe('which switch loads Tag Manager', () => {
  it('is the optional cookie gtm or google-tag-manager', () => {
    expect(isGtmCookieId('gtm')).toBe(true)
    expect(isGtmCookieId('Google-Tag-Manager')).toBe(true)
    expect(isGtmCookieId('analytics')).toBe(false)
  })

  it('loads only with that switch on and a valid container id', () => {
    expect(shouldLoadGtm(['analytics', 'gtm'], 'GTM-ABC123')).toBe(true)
    expect(shouldLoadGtm(['analytics'], 'GTM-ABC123')).toBe(false)
    expect(shouldLoadGtm([], 'GTM-ABC123')).toBe(false)
    expect(shouldLoadGtm(['gtm'], 'GTM-')).toBe(false)
    expect(shouldLoadGtm(['gtm'], null)).toBe(false)
  })

  it('builds the script address from a valid id only', () => {
    expect(gtmScriptUrl('GTM-ABC123')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123')
    expect(() => gtmScriptUrl('GTM-&x=1')).toThrow()
  })
})

describe('Consent Mode v2', () => {
  it('denies storage and ad signals by default', () => {
    expect(consentModeDefault).toMatchObject({ ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })
  })

  it('grants a signal only for an enabled cookie of that purpose', () => {
    expect(consentModeState(['gtm'])).toEqual(consentModeDefault)
    expect(consentModeState(['gtm', 'analytics'])).toEqual({ ...consentModeDefault, analytics_storage: 'granted' })
    expect(consentModeState(['Marketing'])).toMatchObject({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' })
    expect(consentModeState([])).toEqual(consentModeDefault)
  })
})

describe('deleting Google tag cookies', () => {
  it('recognises the cookies Google tags set', () => {
    for (const name of ['_ga', '_ga_ABC123', '_gid', '_gat', '_gat_UA-1', '_gcl_au', '_gcl_aw', '_dc_gtm_X']) expect(isGoogleTagCookie(name)).toBe(true)
    for (const name of ['_gax', 'ga', '_gcl', 'cookie_control_consent', 'theme', '_gidx']) expect(isGoogleTagCookie(name)).toBe(false)
  })

  it('finds them in a cookie string', () => {
    expect(googleTagCookiesIn('theme=dark; _ga=GA1.1.1; _ga_XYZ=GS1; _gcl_au=1.1; cookie_control_consent=true')).toEqual(['_ga', '_ga_XYZ', '_gcl_au'])
  })

  it('expires each on the host and every parent domain', () => {
    const strings = deletionCookieStrings(['_ga'], 'www.gallery.example')
    expect(strings).toEqual([
      '_ga=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      '_ga=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=.www.gallery.example',
      '_ga=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=.gallery.example',
    ])
  })

  it('uses no Domain attribute on localhost or an IP address', () => {
    expect(deletionCookieStrings(['_gid'], 'localhost')).toHaveLength(1)
    expect(deletionCookieStrings(['_gid'], '127.0.0.1')).toHaveLength(1)
  })
})
