/**
 * Small headers whatever the request (issue 30 point 9), measured on the wire: the head of every
 * answer (status line, headers, blank line) stays within 16 KB (src/server/headerBudget.mjs), no
 * header repeats the request beyond a redirect's Location, which appears once — Next's `Refresh`
 * copy of it is gone —, and a request target over 8 KB is answered 414 before routing, in the
 * address's language, without repeating it.
 */
import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { maxRequestTargetBytes, responseHeadBudgetBytes } from '../../src/server/headerBudget.mjs'
import { BASE_URL, isSiteStatusPage } from './support'

const target = new URL(BASE_URL)
const marker = 'zq7x'

type Raw = { status: number; headBytes: number; headers: Array<[string, string]>; body: string }

/** One request on a connection of its own; the head is counted in bytes as it arrived. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body = ''): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(target.port), target.hostname)
    const chunks: Buffer[] = []
    socket.setTimeout(30_000, () => socket.destroy(new Error(`${method} ${path.slice(0, 80)}: no answer within 30 s`)))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const all = Buffer.concat(chunks)
      const end = all.indexOf('\r\n\r\n')
      if (end === -1) return reject(new Error(`${method} ${path.slice(0, 80)}: no complete head`))
      const lines = all.subarray(0, end).toString('latin1').split('\r\n')
      resolve({
        status: Number(lines[0].split(' ')[1]),
        headBytes: end + 4,
        headers: lines.slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as [string, string]),
        body: all.subarray(end + 4).toString('utf8'),
      })
    })
    const head = [
      `${method} ${path} HTTP/1.1`,
      `Host: ${target.host}`,
      'Connection: close',
      ...Object.entries({ ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers }).map(([name, value]) => `${name}: ${value}`),
    ]
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`)
  })
}

/** A query of `bytes` bytes made of the marker, so any header that repeats it shows. */
const query = (bytes: number) => `q=${marker.repeat(Math.ceil(bytes / marker.length))}`.slice(0, bytes)

function expectSmall(answer: Raw, what: string) {
  expect(answer.headBytes, what).toBeLessThanOrEqual(responseHeadBudgetBytes)
  expect(
    answer.headers.some(([name]) => name === 'refresh'),
    `${what}: Refresh`,
  ).toBe(false)
  expect(answer.headers.filter(([name]) => name === 'location').length, `${what}: Location`).toBeLessThanOrEqual(1)
  const echoing = answer.headers.filter(([name, value]) => name !== 'location' && value.includes(marker.repeat(8)))
  expect(
    echoing.map(([name]) => name),
    `${what}: headers that repeat the request`,
  ).toEqual([])
}

describe('a redirect with a long query', () => {
  it('carries it once, in Location, with no Refresh, within the budget', async () => {
    const long = query(maxRequestTargetBytes - 100)
    for (const path of [`/Crew?${long}`, `/de/crew?${long}`, `/EN/Crew?${long}`]) {
      const answer = await raw('GET', path)
      expect(answer.status, path.slice(0, 20)).toBe(308)
      const location = answer.headers.find(([name]) => name === 'location')?.[1] ?? ''
      expect(location).toContain(long)
      expectSmall(answer, path.slice(0, 20))
      // Before: the query twice, in Location and Refresh.
      expect(answer.headBytes).toBeLessThan(long.length * 2)
    }
  })

  it("of 14 KB is refused with 414 before routing, without repeating it, in the address's language", async () => {
    const long = query(14 * 1024)
    for (const [path, text] of [
      [`/Crew?${long}`, 'Adresse zu lang'],
      [`/en/crew?${long}`, 'Address too long'],
      [`/api/artworks?${long}`, 'Adresse zu lang'],
    ] as const) {
      const answer = await raw('GET', path)
      expect(answer.status, path.slice(0, 20)).toBe(414)
      expectSmall(answer, path.slice(0, 20))
      expect(answer.headers.some(([name]) => name === 'location')).toBe(false)
      expect(answer.headBytes).toBeLessThan(4 * 1024)
      expect(answer.body).toContain(text)
      expect(isSiteStatusPage(answer.body, '414', path.startsWith('/en') ? 'en' : 'de')).toBe(true)
      expect(answer.body).not.toContain(marker.repeat(8))
    }
    expect((await raw('GET', `/?${query(maxRequestTargetBytes)}`)).status).toBe(414)
    expect((await raw('GET', `/?${query(maxRequestTargetBytes - 2)}`)).status).not.toBe(414)
  })
})

describe('every kind of answer', () => {
  // Long request headers too (within what Node reads: 16 KB for the whole request head).
  const bulky = {
    cookie: `i18n_redirected=de; junk=${marker.repeat(400)}`,
    'accept-language': `de-DE,${Array.from({ length: 60 }, (_, i) => `x${i};q=0.1`).join(',')}`,
    'user-agent': `Mozilla/5.0 ${marker.repeat(100)}`,
    referer: `${BASE_URL}/?${marker.repeat(100)}`,
    'x-forwarded-for': Array.from({ length: 40 }, (_, i) => `203.0.113.${i}`).join(', '),
  }
  const long = query(6 * 1024)
  const kinds: Array<[string, string, string, Record<string, string>?, string?]> = [
    ['a cached page', 'GET', '/'],
    ['a page with a query', 'GET', `/crew?${long}`],
    ['an English page', 'GET', `/en/crew?${long}`],
    ['a list with filters', 'GET', `/artworks?${long}`],
    ['the magazine with a query', 'GET', `/en/magazine?${long}`],
    ['a page, HEAD', 'HEAD', `/en/faq?${long}`],
    ["an editor's redirect", 'GET', `/team?${long}`],
    ["an internal route's redirect", 'GET', `/artworks-explore?${long}`],
    ['the 404 page', 'GET', `/gibt-es-nicht?${long}`],
    ['an address with a dot', 'GET', `/wp-login.php?${long}`],
    ['the REST API', 'GET', `/api/artworks?limit=1&depth=0&${long}`],
    ['a REST error', 'GET', `/api/artworks/not-an-id?${long}`],
    ['the REST API, OPTIONS', 'OPTIONS', `/api/artworks?${long}`],
    ['GraphQL', 'POST', `/graphql?${long}`, { 'content-type': 'application/json' }, JSON.stringify({ query: '{ __typename }' })],
    ['the admin', 'GET', `/admin/login?${long}`],
    ['an icon', 'GET', `/favicon.ico?${long}`],
    ['robots.txt', 'GET', `/robots.txt?${long}`],
    ['the sitemap', 'GET', `/sitemap.xml?${long}`],
    ['the explorer', 'GET', `/explorer?${long}`],
    ['search suggestions', 'GET', `/search-suggest?q=${marker.repeat(50)}&${long}`],
    ['a newsletter link', 'GET', `/newsletter/confirm?token=${marker.repeat(1000)}`],
    ['the build version', 'GET', `/build-version?${long}`],
  ]
  it.each(kinds)('%s stays within the budget and repeats nothing', async (what, method, path, headers = {}, body = '') => {
    for (const extra of [{}, bulky]) {
      const answer = await raw(method, path, { ...extra, ...headers }, body)
      expect(answer.status, what).toBeGreaterThan(0)
      expect(answer.status, what).toBeLessThan(500)
      expectSmall(answer, what)
    }
  })
})
