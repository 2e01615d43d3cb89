// The client's address, decided once per request by the production server (src/server/server.mjs)
// from the socket, believing `X-Forwarded-For` only as far as TRUST_PROXY says, and handed to the
// app in one header that the server always overwrites. Forms, live streams and login limits read
// it through `clientAddress(headers)`. Plain JavaScript, so the server can use it outside Next.
// The trust rules are proxy-addr's (Express's): IPv4 and IPv6 addresses and CIDRs alike, an
// IPv4 proxy seen as "::ffff:10.0.0.1" included; ours matched IPv4 CIDRs only.
import { isIPv6 } from 'node:net'

import proxyaddr from 'proxy-addr'

import { normalizeAddress } from '../../config/env.mjs'

/** The request header the production server sets; any value a client sends is replaced. */
export const clientAddressHeader = 'x-vernissage-client-address'

// TRUST_PROXY's grammar and the address normalization it shares live with the other settings.
export { normalizeAddress, parseTrustProxy } from '../../config/env.mjs'

const compiled = new WeakMap()

/** proxy-addr's test of whether the proxy at `address`, `hop` steps from us, is believed. */
function trustOf(trust) {
  let check = compiled.get(trust)
  if (!check) {
    check = 'hops' in trust ? (_address, hop) => hop < trust.hops : trust.trusted.length > 0 ? proxyaddr.compile(trust.trusted) : () => false
    compiled.set(trust, check)
  }
  return check
}

/** The client address of a request that came from `socketAddress` with this X-Forwarded-For. */
export function resolveClientAddress(socketAddress, forwardedFor, trust) {
  const socket = normalizeAddress(socketAddress)
  if (!socket) return 'unknown'
  // Without X-Forwarded-For (no proxy in front, or none that said) the socket is the client.
  if (forwardedFor === undefined || forwardedFor === null || forwardedFor === '') return socket
  const forwarded = [forwardedFor ?? []].flat().join(',').split(',').map(normalizeAddress).filter(Boolean).join(', ')
  const request = { socket: { remoteAddress: socket }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }
  return normalizeAddress(proxyaddr(request, trustOf(trust))) || 'unknown'
}

/** For the app: the address the production server decided ('unknown' outside it, e.g. `next dev`). */
export function clientAddress(headers) {
  const value = typeof headers?.get === 'function' ? headers.get(clientAddressHeader) : headers?.[clientAddressHeader]
  return (Array.isArray(value) ? value[0] : value) || 'unknown'
}

/**
 * The client a share of the gates and streams is kept for: an IPv4 address itself, an IPv6 address
 * by its /64 (one subscriber's network: a host there picks any of its 2^64 addresses at will).
 */
export function clientShareOf(address) {
  const value = String(address ?? '')
  if (!isIPv6(value)) return value || 'unknown'
  const [head, tail] = value.includes('::') ? value.split('::') : [value, null]
  const groupsOf = (part) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [])
  const front = groupsOf(head)
  const back = tail === null ? [] : groupsOf(tail)
  const groups = [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back]
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}
