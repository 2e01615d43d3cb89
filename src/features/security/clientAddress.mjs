// The client's address, decided once per request by the production server (src/server/server.mjs)
// from the socket, believing `X-Forwarded-For` only as far as TRUST_PROXY says, and handed to the
// app in one header that the server always overwrites. Forms, live streams and login limits read
// it through `clientAddress(headers)`. Plain JavaScript, so the server can use it outside Next.

/** The request header the production server sets; any value a client sends is replaced. */
export const clientAddressHeader = 'x-vernissage-client-address'

/** "::ffff:10.0.0.1" → "10.0.0.1"; brackets and zone ids dropped. */
export function normalizeAddress(value) {
  let address = String(value ?? '')
    .trim()
    .toLowerCase()
  if (address.startsWith('[')) address = address.slice(1, address.indexOf(']') > 0 ? address.indexOf(']') : undefined)
  address = address.replace(/%.*$/, '')
  if (address.startsWith('::ffff:') && /^\d+\.\d+\.\d+\.\d+$/.test(address.slice(7))) address = address.slice(7)
  return address
}

function ipv4ToInt(address) {
  const parts = address.split('.').map(Number)
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return null
  return ((parts[0] << 24) >>> 0) + (parts[1] << 16) + (parts[2] << 8) + parts[3]
}

/** Whether an address matches one trusted entry: an address, an IPv4 CIDR, or "loopback"/"private". */
function matches(address, entry) {
  if (entry === 'loopback') return address === '::1' || address.startsWith('127.')
  if (entry === 'private') return /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|fc|fd)/.test(address) || matches(address, 'loopback')
  const [base, bits] = entry.split('/')
  if (bits === undefined) return address === base
  const a = ipv4ToInt(address)
  const b = ipv4ToInt(base)
  const n = Number(bits)
  if (a === null || b === null || !Number.isInteger(n) || n < 0 || n > 32) return false
  const mask = n === 0 ? 0 : (~0 << (32 - n)) >>> 0
  return (a & mask) === (b & mask)
}

/**
 * TRUST_PROXY: unset or empty — nothing but the socket is believed; a number N — the N proxies
 * nearest to us each appended the address they saw; a comma-separated list of addresses, IPv4
 * CIDRs, "loopback" or "private" — those proxies are believed.
 */
export function parseTrustProxy(value) {
  const text = String(value ?? '').trim()
  if (!text || text === 'false' || text === '0') return { hops: 0 }
  if (/^\d+$/.test(text)) return { hops: Number(text) }
  return {
    trusted: text
      .split(',')
      .map((entry) => normalizeAddress(entry))
      .filter(Boolean),
  }
}

/** The client address of a request that came from `socketAddress` with this X-Forwarded-For. */
export function resolveClientAddress(socketAddress, forwardedFor, trust) {
  // Nearest first: the socket, then X-Forwarded-For from its right end.
  const chain = [
    socketAddress,
    ...String(forwardedFor ?? '')
      .split(',')
      .reverse(),
  ]
    .map(normalizeAddress)
    .filter(Boolean)
  if (chain.length === 0) return 'unknown'
  if ('hops' in trust) return chain[Math.min(trust.hops, chain.length - 1)]
  for (const address of chain) if (!trust.trusted.some((entry) => matches(address, entry))) return address
  return chain[chain.length - 1]
}

/** For the app: the address the production server decided ('unknown' outside it, e.g. `next dev`). */
export function clientAddress(headers) {
  const value = typeof headers?.get === 'function' ? headers.get(clientAddressHeader) : headers?.[clientAddressHeader]
  return (Array.isArray(value) ? value[0] : value) || 'unknown'
}
