import { describe, expect, it } from 'vitest'

import { errorPageAddress, isErrorPageAddress } from './errorPageAddress.mjs'

describe('errorPageAddress', () => {
  it('is /404 and /500 in German, /en/… in English', () => {
    expect(errorPageAddress(404, 'de')).toBe('/404')
    expect(errorPageAddress(500, 'de')).toBe('/500')
    expect(errorPageAddress(404, 'en')).toBe('/en/404')
    expect(errorPageAddress(500, 'en')).toBe('/en/500')
  })

  it('is only the page’s own address, without a query string', () => {
    expect(isErrorPageAddress('/404', '', 404, 'de')).toBe(true)
    expect(isErrorPageAddress('/en/404', '', 404, 'en')).toBe(true)
    expect(isErrorPageAddress('/en/500', '', 500, 'en')).toBe(true)
    expect(isErrorPageAddress('/404', '?x=1', 404, 'de')).toBe(false)
    expect(isErrorPageAddress('/gibt-es-nicht', '', 404, 'de')).toBe(false)
    expect(isErrorPageAddress('/not-found-page', '', 404, 'de')).toBe(false)
    expect(isErrorPageAddress('/404', '', 404, 'en')).toBe(false)
    expect(isErrorPageAddress('/404', '', 500, 'de')).toBe(false)
  })
})
