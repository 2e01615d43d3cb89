// The client's address, decided once per request by the production server (src/server/server.mjs)
// from the socket, believing `X-Forwarded-For` only as far as TRUST_PROXY says, and handed to the
// app in one header that the server always overwrites. Forms, live streams and login limits read
// it through `clientAddress(headers)`. Plain JavaScript, so the server can use it outside Next.
// The trust rules are proxy-addr's (Express's): IPv4 and IPv6 addresses and CIDRs alike, an
// IPv4 proxy seen as "::ffff:10.0.0.1" included; ours matched IPv4 CIDRs only.
import proxyaddr from 'proxy-addr'

/** The request header the production server sets; any value a client sends is replaced. */
export const clientAddressHeader = 'x-vernissage-client-address'

/** "::ffff:10.0.0.1" → "10.0.0.1"; brackets, ports of bracketed addresses and zone ids dropped. */
export function normalizeAddress(value) {
  let address = String(value ?? '')
    .trim()
    .toLowerCase()
  if (address.startsWith('[')) address = address.slice(1, address.indexOf(']') > 0 ? address.indexOf(']') : undefined)
  address = address.replace(/%.*$/, '')
  if (address.startsWith('::ffff:') && /^\d+\.\d+\.\d+\.\d+$/.test(address.slice(7))) address = address.slice(7)
  return address
}

/** Our names for groups of proxies, as proxy-addr's: "private" is the loopback and the unique-local ranges. */
const named = { private: ['loopback', 'uniquelocal'], loopback: ['loopback'], uniquelocal: ['uniquelocal'], linklocal: ['linklocal'] }

/**
 * TRUST_PROXY: unset or empty — nothing but the socket is believed; a number N — the N proxies
 * nearest to us each appended the address they saw; a comma-separated list of IPv4 or IPv6
 * addresses and CIDRs, "loopback", "private", "uniquelocal" or "linklocal" — those proxies are
 * believed. Throws, naming the entry, on one that is none of these.
 */
export function parseTrustProxy(value) {
  const text = String(value ?? '').trim()
  if (!text || text === 'false' || text === '0') return { hops: 0 }
  if (/^\d+$/.test(text)) return { hops: Number(text) }
  const trusted = text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .flatMap((entry) => {
      if (named[entry]) return named[entry]
      const [address, bits] = entry.split('/')
      const normal = normalizeAddress(address) + (bits === undefined ? '' : `/${bits}`)
      try {
        proxyaddr.compile(normal)
      } catch {
        throw new Error(`TRUST_PROXY: "${entry}" is no IP address, CIDR, loopback, private, uniquelocal or linklocal`)
      }
      return [normal]
    })
  return { trusted }
}

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
  const forwarded = [forwardedFor ?? []].flat().join(',').split(',').map(normalizeAddress).filter(Boolean).join(', ')
  const request = { socket: { remoteAddress: socket }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }
  return normalizeAddress(proxyaddr(request, trustOf(trust))) || 'unknown'
}

/** For the app: the address the production server decided ('unknown' outside it, e.g. `next dev`). */
export function clientAddress(headers) {
  const value = typeof headers?.get === 'function' ? headers.get(clientAddressHeader) : headers?.[clientAddressHeader]
  return (Array.isArray(value) ? value[0] : value) || 'unknown'
}
