import { describe, expect, it } from 'vitest'

import { clientAddress, clientAddressHeader, parseTrustProxy, resolveClientAddress } from './clientAddress.mjs'

describe('the client address', () => {
  it('believes only the socket by default, whatever X-Forwarded-For says', () => {
    const trust = parseTrustProxy(undefined)
    expect(resolveClientAddress('::ffff:203.0.113.9', '1.2.3.4', trust)).toBe('203.0.113.9')
    expect(resolveClientAddress('203.0.113.9', undefined, trust)).toBe('203.0.113.9')
    expect(resolveClientAddress('::1', '1.2.3.4, 5.6.7.8', parseTrustProxy(''))).toBe('::1')
  })

  it('takes as many hops as TRUST_PROXY counts', () => {
    const one = parseTrustProxy('1')
    // A spoofed first entry is ignored: the proxy appended the address it saw.
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', one)).toBe('198.51.100.7')
    expect(resolveClientAddress('10.0.0.2', '', one)).toBe('10.0.0.2')
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1', parseTrustProxy('2'))).toBe('198.51.100.7')
  })

  it('skips the proxies TRUST_PROXY names, by address, CIDR, loopback or private', () => {
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', parseTrustProxy('loopback'))).toBe('198.51.100.7')
    expect(resolveClientAddress('10.1.2.3', '198.51.100.7, 10.9.9.9', parseTrustProxy('10.0.0.0/8'))).toBe('198.51.100.7')
    expect(resolveClientAddress('192.168.0.5', '198.51.100.7', parseTrustProxy('192.168.0.5, 192.168.0.6'))).toBe('198.51.100.7')
    expect(resolveClientAddress('203.0.113.1', '198.51.100.7', parseTrustProxy('private'))).toBe('203.0.113.1')
  })

  it('is read by the app from the one header the server sets', () => {
    expect(clientAddress(new Headers({ [clientAddressHeader]: '198.51.100.7', 'x-forwarded-for': '6.6.6.6' }))).toBe('198.51.100.7')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6' }))).toBe('unknown')
  })
})
