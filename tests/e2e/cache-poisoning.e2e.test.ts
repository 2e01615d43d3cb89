/**
 * The page cache cannot be poisoned (issue 16 point 3): for every request header that can change
 * an answer, a request carrying it is sent first, to put its answer in the front cache if it
 * could; then a plain request must still get the plain page — uncompressed, in its language, a
 * document and not Next's RSC data — and the answer's Vary names what the page differs by.
 */
import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { BASE_URL } from './support'

const base = new URL(BASE_URL)

function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

const poisons: Array<[string, Record<string, string>]> = [
  ['Accept-Encoding: deflate', { 'accept-encoding': 'deflate' }],
  ['Accept-Encoding: br', { 'accept-encoding': 'br' }],
  ['Accept-Encoding: gzip', { 'accept-encoding': 'gzip' }],
  ['Accept-Encoding: zstd, deflate, gzip;q=0', { 'accept-encoding': 'zstd, deflate, gzip;q=0' }],
  ['Accept-Language: en', { 'accept-language': 'en-US,en;q=0.9' }],
  ['the English locale cookie', { cookie: 'i18n_redirected=en' }],
  ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
  ['RSC', { rsc: '1' }],
  ['a router prefetch', { rsc: '1', 'next-router-prefetch': '1' }],
  ['a segment prefetch', { rsc: '1', 'next-router-segment-prefetch': '/_tree' }],
  ['Sec-Fetch-Dest: empty', { 'sec-fetch-dest': 'empty' }],
  ['a Range', { range: 'bytes=0-99' }],
  ['a forged host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
  ['a staff-looking cookie', { cookie: 'payload-token=forged' }],
]

const pages = [
  { path: '/faq', lang: 'de' },
  { path: '/en/faq', lang: 'en' },
  { path: '/artworks', lang: 'de' },
]

describe('the front cache under headers that change an answer', () => {
  for (const [label, headers] of poisons) {
    it(`after a request with ${label}, a plain request gets the plain page`, async () => {
      for (const { path, lang } of pages) {
        // Twice: the first may fill Next's cache, the second the front cache.
        for (let i = 0; i < 2; i++) await get(path, { 'accept-language': 'de', ...headers })
        const plainRequests: Array<Record<string, string>> = [{ 'accept-language': lang }, { 'accept-language': lang, 'accept-encoding': 'identity' }]
        for (const plainHeaders of plainRequests) {
          const plain = await get(path, plainHeaders)
          expect(plain.status, `${label} → ${path}`).toBe(200)
          expect(plain.headers['content-encoding'], `${label} → ${path}`).toBeUndefined()
          expect(String(plain.headers['content-type']), `${label} → ${path}`).toMatch(/^text\/html/)
          const text = plain.body.toString('utf8')
          expect(text.startsWith('<!DOCTYPE html>'), `${label} → ${path}`).toBe(true)
          expect(text, `${label} → ${path}`).toContain(`<html lang="${lang}-`)
          expect(text, `${label} → ${path}`).not.toContain('evil.example')
          expect(plain.headers['x-middleware-rewrite']).toBeUndefined()
          const vary = String(plain.headers.vary).toLowerCase()
          // Accept-Language decides only where an address without /en leads (issue 31 point 4).
          for (const name of ['accept-encoding', 'cookie']) expect(vary, `${path} Vary`).toContain(name)
          expect(vary.includes('accept-language'), `${path} Vary`).toBe(!path.startsWith('/en/'))
        }
        // A client that takes gzip gets gzip (or plain), never another coding.
        const zipped = await get(path, { 'accept-language': lang, 'accept-encoding': 'gzip, deflate, br' })
        expect([undefined, 'gzip']).toContain(zipped.headers['content-encoding'])
      }
    })
  }
})
