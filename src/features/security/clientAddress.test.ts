import { describe, expect, it } from 'vitest'

import { clientAddress, clientAddressHeader, clientShareOf, parseTrustProxy, resolveClientAddress } from './clientAddress.mjs'

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

  it('trusts IPv6 proxies TRUST_PROXY names, by address or CIDR, however the address is written', () => {
    expect(resolveClientAddress('2001:db8::5', '198.51.100.7', parseTrustProxy('2001:db8::/32'))).toBe('198.51.100.7')
    expect(resolveClientAddress('2001:db8:0:0:0:0:0:5', '2a00:1450::1, 2001:db8::6', parseTrustProxy('2001:db8::/32'))).toBe('2a00:1450::1')
    expect(resolveClientAddress('[2001:DB8::5]', '198.51.100.7', parseTrustProxy('2001:db8::5'))).toBe('198.51.100.7')
    expect(resolveClientAddress('fd12:3456::1', '198.51.100.7', parseTrustProxy('private'))).toBe('198.51.100.7')
    expect(resolveClientAddress('::1', '2a00:1450::1', parseTrustProxy('loopback'))).toBe('2a00:1450::1')
    // An IPv4 proxy on a dual-stack socket, and an IPv6 address outside the trusted range.
    expect(resolveClientAddress('::ffff:10.1.2.3', '198.51.100.7', parseTrustProxy('10.0.0.0/8'))).toBe('198.51.100.7')
    expect(resolveClientAddress('2001:db9::5', '198.51.100.7', parseTrustProxy('2001:db8::/32'))).toBe('2001:db9::5')
  })

  it('refuses a TRUST_PROXY entry that is no address, naming it', () => {
    expect(() => parseTrustProxy('10.0.0.0/8, proxy.example')).toThrow(/"proxy\.example"/)
    expect(() => parseTrustProxy('2001:db8::/200')).toThrow(/TRUST_PROXY/)
  })

  it('is read by the app from the one header the server sets', () => {
    expect(clientAddress(new Headers({ [clientAddressHeader]: '198.51.100.7', 'x-forwarded-for': '6.6.6.6' }))).toBe('198.51.100.7')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6' }))).toBe('unknown')
  })

  it('groups an IPv6 address by its /64 for the shares of gates and streams; an IPv4 address is its own', () => {
    expect(clientShareOf('2001:db8:46:1::1')).toBe('2001:db8:46:1::/64')
    expect(clientShareOf('2001:0db8:0046:0001:ffff:1:2:3')).toBe('2001:db8:46:1::/64')
    expect(clientShareOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientShareOf('::1')).toBe('0:0:0:0::/64')
    expect(clientShareOf('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64')
    expect(clientShareOf('203.0.113.9')).toBe('203.0.113.9')
    expect(clientShareOf('unknown')).toBe('unknown')
    expect(clientShareOf('')).toBe('unknown')
  })
})
