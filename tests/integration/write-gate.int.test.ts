/**
 * A write its sender may not make is refused before its body is read, on every write route (issue
 * 46 point 5): over a real HTTP connection to the routes Next serves the API and GraphQL with
 * (src/app/(payload)/api/[...slug]/route.ts, src/app/graphql/route.ts, bridged as Next bridges
 * them: the body streams into the route as it arrives), a client sends a 24 MB body slowly and the
 * refusal must arrive while almost all of it is still unsent: 403 for anonymous creates,
 * duplicates, updates and deletions (REST), 413 at once for a sign-in (JSON or multipart) or a
 * GraphQL request larger than it can need, and for a staff write over the limit; 411 for a
 * sign-in without a length. Staff writes and sign-ins of the usual size still go through.
 */
import http from 'node:http'
import net from 'node:net'
import { Readable } from 'node:stream'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './payload'

let payload: Payload
let token: string
let server: http.Server
let port: number
const email = `write-gate-${process.pid}@vernissage.test`
const password = 'write-gate-password-1234'

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({ collection: 'users', data: { role: 'administrator', email, password, name: 'Gate' } as never, overrideAccess: true })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!
  const rest = await import('@/app/(payload)/api/[...slug]/route')
  const graphql = await import('@/app/graphql/route')
  server = http.createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', `http://localhost:${port}`)
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers))
      if (value !== undefined && name !== 'connection') headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    const request = new Request(url, {
      method: incoming.method,
      headers,
      body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : (Readable.toWeb(incoming) as ReadableStream),
      duplex: 'half',
    } as RequestInit)
    const slug = url.pathname.split('/').filter(Boolean).slice(1)
    const handler =
      url.pathname === '/graphql' ? graphql.POST : (rest as unknown as Record<string, (request: Request, context: unknown) => Promise<Response>>)[incoming.method ?? 'GET']
    const response = await Promise.resolve(handler(request, { params: Promise.resolve({ slug }) })).catch((error: Error) => new Response(String(error), { status: 599 }))
    const body = Buffer.from(await response.arrayBuffer())
    outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), 'content-length': String(body.length) })
    outgoing.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as net.AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

const total = 24 * 1024 * 1024

/**
 * Sends the head, then the body slowly (64 KB every 10 ms, from `body` and then filler), until the
 * answer's status line arrives or all was sent. `chunked`: without a length.
 */
function slowRequest(method: string, path: string, headers: Record<string, string>, { head = Buffer.alloc(0), chunked = false } = {}) {
  return new Promise<{ status: number; text: string; sentWhenAnswered: number }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let sent = 0
    let answered = -1
    let received = Buffer.alloc(0)
    let timer: NodeJS.Timeout | undefined
    const lines = [`${method} ${path} HTTP/1.1`, `host: localhost:${port}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)]
    lines.push(chunked ? 'transfer-encoding: chunked' : `content-length: ${total}`)
    socket.write(`${lines.join('\r\n')}\r\n\r\n`)
    const giveUp = setTimeout(() => socket.destroy(), 20_000)
    socket.on('close', () => clearTimeout(giveUp))
    const pump = () => {
      if (answered >= 0 || sent >= total) return
      const size = Math.min(64 * 1024, total - sent)
      const piece = sent < head.length ? head.subarray(sent, sent + size) : Buffer.alloc(size, 0x61)
      socket.write(chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece)
      sent += piece.length
      timer = setTimeout(pump, 10)
    }
    pump()
    socket.on('data', (chunk) => {
      if (answered < 0) answered = sent
      received = Buffer.concat([received, chunk])
      const text = received.toString('utf8')
      const end = text.indexOf('\r\n\r\n')
      const length = /content-length: (\d+)/i.exec(text)?.[1]
      if (end >= 0 && length && Buffer.byteLength(text.slice(end + 4)) >= Number(length)) {
        clearTimeout(timer)
        socket.destroy()
        console.log(`${method} ${path}: ${text.slice(9, 12)} after ${answered} of ${total} bytes sent`)
        resolve({ status: Number(text.slice(9, 12)), text: text.slice(end + 4), sentWhenAnswered: answered })
      }
    })
    socket.on('error', (error) => {
      clearTimeout(timer)
      if (answered < 0) reject(error)
    })
    socket.on('close', () => {
      clearTimeout(timer)
      if (answered < 0) reject(new Error(`${method} ${path}: no answer after ${sent} bytes`))
      const text = received.toString('utf8')
      resolve({ status: Number(text.slice(9, 12)), text: text.slice(text.indexOf('\r\n\r\n') + 4), sentWhenAnswered: answered })
    })
  })
}

const boundary = 'vernissage-write-gate'
const multipartHead = (fields: Record<string, string>) =>
  Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="padding"\r\n\r\n`,
  )

describe('a 24 MB body sent slowly', () => {
  const refusedBeforeRead = 1024 * 1024
  for (const [method, path, type] of [
    ['POST', '/api/artworks', 'application/json'],
    ['POST', '/api/artworks/1/duplicate', 'application/json'],
    ['POST', '/api/media/1/duplicate', `multipart/form-data; boundary=${boundary}`],
    ['POST', '/api/media', `multipart/form-data; boundary=${boundary}`],
    ['PATCH', '/api/artists/1', 'application/json'],
    ['PATCH', '/api/artists?where[id][equals]=1', 'application/json'],
    ['DELETE', '/api/tags/1', 'application/json'],
    ['POST', '/api/users', 'application/json'],
    ['POST', '/api/artworks/versions/1', 'application/json'],
    ['POST', '/api/globals/site-settings', 'application/json'],
  ] as const) {
    it(`anonymous ${method} ${path} is refused with 403 before the body is sent, in German and English`, async () => {
      for (const [language, message] of [
        ['en', /not allowed/i],
        ['de', /keine Berechtigung/i],
      ] as const) {
        const answer = await slowRequest(method, path, { 'content-type': type, 'accept-language': language })
        expect(answer.status, answer.text.slice(0, 200)).toBe(403)
        expect(JSON.parse(answer.text).errors[0].message).toMatch(message)
        expect(answer.sentWhenAnswered).toBeLessThan(refusedBeforeRead)
      }
    })
  }

  it('a sign-in (JSON or multipart) is refused with 413 at once, in German and English; one without a length with 411', async () => {
    for (const [type, head] of [
      ['application/json', Buffer.from(`{"email":"${email}","password":"`)],
      [`multipart/form-data; boundary=${boundary}`, multipartHead({ email, password })],
    ] as const) {
      for (const [language, message] of [
        ['en', /too large \(at most 8 KB\)/],
        ['de', /zu groß \(höchstens 8 KB\)/],
      ] as const) {
        const answer = await slowRequest('POST', '/api/users/login', { 'content-type': type, 'accept-language': language }, { head })
        expect(answer.status, answer.text.slice(0, 200)).toBe(413)
        expect(JSON.parse(answer.text).errors[0].message).toMatch(message)
        expect(answer.sentWhenAnswered).toBeLessThan(refusedBeforeRead)
      }
    }
    const chunked = await slowRequest('POST', '/api/users/login', { 'content-type': 'application/json', 'accept-language': 'en' }, { chunked: true })
    expect(chunked.status, chunked.text.slice(0, 200)).toBe(411)
    expect(JSON.parse(chunked.text).errors[0].message).toMatch(/Content-Length/)
    expect(chunked.sentWhenAnswered).toBeLessThan(refusedBeforeRead)
  })

  it('a staff write over the limit is refused with 413 at once; GraphQL with 413 too', async () => {
    const staff = await slowRequest('POST', '/api/artworks', { 'content-type': 'application/json', authorization: `JWT ${token}`, 'accept-language': 'en' })
    expect(staff.status, staff.text.slice(0, 200)).toBe(413)
    expect(JSON.parse(staff.text).errors[0].message).toMatch(/too large \(at most 4 MB\)/)
    expect(staff.sentWhenAnswered).toBeLessThan(refusedBeforeRead)
    const graphql = await slowRequest('POST', '/graphql', { 'content-type': 'application/json', 'x-language': 'de' })
    expect(graphql.status, graphql.text.slice(0, 200)).toBe(413)
    expect(graphql.sentWhenAnswered).toBeLessThan(refusedBeforeRead)
  })
})

describe('writes of the usual size', () => {
  it('a sign-in and a staff create still go through', async () => {
    const signIn = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    expect(signIn.status).toBe(200)
    const created = await fetch(`http://127.0.0.1:${port}/api/tags`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ name: `Tor ${Date.now()}` }),
    })
    const body = (await created.json()) as { doc: { id: number } }
    expect(created.status, JSON.stringify(body).slice(0, 200)).toBe(201)
    const removed = await fetch(`http://127.0.0.1:${port}/api/tags/${body.doc.id}`, { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
    expect(removed.status).toBe(200)
  })
})
