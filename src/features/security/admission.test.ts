import { EventEmitter } from 'node:events'

import { describe, expect, it } from 'vitest'

import { admitAtTheDoor, admittedAtTheDoor, busyResponse, doorGateOf, doorHeader, gate, gateSettings, refusedAtTheDoor, restGate, withGates } from './admission.mjs'

const request = (pathname: string, init: RequestInit = {}) => new Request(`http://localhost${pathname}`, init)
const never = async () => {
  throw new Error('asked whether signed in without credentials')
}

describe('which gate a REST request passes', () => {
  it('operations that hash a password pass the hashing gate', async () => {
    for (const pathname of ['/api/users/login', '/api/users/reset-password', '/api/users/first-register']) {
      expect(await restGate(request(pathname, { method: 'POST' }), never)).toBe('hashing')
    }
  })

  it('anonymous reads, the method-override POST included, pass the anonymous-queries gate; files and other writes none', async () => {
    expect(await restGate(request('/api/artworks?limit=100'), never)).toBe('anonymousQueries')
    expect(await restGate(request('/api/artworks', { method: 'POST', headers: { 'x-http-method-override': 'GET' } }), never)).toBe('anonymousQueries')
    expect(await restGate(request('/api/media/file/a.jpg'), never)).toBeNull()
    expect(await restGate(request('/api/artworks', { method: 'POST' }), never)).toBeNull()
  })

  it('a read with credentials is staff only when the session holds', async () => {
    const withCookie = request('/api/artworks', { headers: { cookie: 'payload-token=forged' } })
    expect(await restGate(withCookie, async () => false)).toBe('anonymousQueries')
    expect(await restGate(withCookie, async () => true)).toBeNull()
  })
})

describe('a gate', () => {
  it('runs a few at once, lets a few wait and refuses the rest at once', async () => {
    const settings = { concurrency: 2, maxWaiting: 3 }
    const name = `test-${Math.random()}`
    let running = 0
    let most = 0
    const work = async () => {
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 20))
      running -= 1
      return 'done'
    }
    const results = await Promise.all(Array.from({ length: 20 }, () => gate(name, settings).run(work)))
    expect(most).toBe(settings.concurrency)
    expect(results.filter(Boolean)).toHaveLength(settings.concurrency + settings.maxWaiting)
    expect(results.filter((result) => result === null)).toHaveLength(20 - settings.concurrency - settings.maxWaiting)
    expect(gate(name, settings).load()).toEqual({ active: 0, waiting: 0 })
  })

  it('answers a full gate with 503, Retry-After and a message in the language of the request', async () => {
    const response = busyResponse('de')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe(
      'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in 5 Sekunden erneut.',
    )
    const slow = withGates(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      return new Response('ok')
    }, never)
    const answers = await Promise.all(Array.from({ length: 30 }, () => slow(request('/api/users/login', { method: 'POST', headers: { 'accept-language': 'en' } }))))
    const refused = answers.filter((answer) => answer.status === 503)
    expect(refused.length).toBe(30 - gateSettings.hashing.concurrency - gateSettings.hashing.maxWaiting)
    expect(((await refused[0].json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(/The server is busy right now/)
  })
})

describe('the door of the production server', () => {
  it('answers a sign-in or an anonymous read at once while its gate is full, and lets everything else in', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const hashing = gate('hashing')
    const running = Array.from({ length: gateSettings.hashing.concurrency + gateSettings.hashing.maxWaiting }, () => hashing.run(() => held))
    await Promise.resolve()
    expect(hashing.full()).toBe(true)
    const refused = refusedAtTheDoor('POST', '/api/users/login', { 'accept-language': 'en' })
    expect(refused?.status).toBe(503)
    expect(refused?.headers['retry-after']).toBe('5')
    expect(JSON.parse(refused!.body).errors[0].message).toMatch(/The server is busy right now/)
    // Pages, other writes, and the query gate (not full) pass to Next.
    expect(refusedAtTheDoor('GET', '/', {})).toBeNull()
    expect(refusedAtTheDoor('POST', '/api/artworks', {})).toBeNull()
    expect(refusedAtTheDoor('GET', '/api/artworks?limit=100', {})).toBeNull()
    release()
    await Promise.all(running)
    expect(refusedAtTheDoor('POST', '/api/users/login', {})).toBeNull()
  })
})

describe('admission at the door', () => {
  it('holds the place until the answer is closed, and the routes then take no second one', async () => {
    const name = `door-${Math.random()}`
    const settings = { concurrency: 1, maxWaiting: 0 }
    gate(name, settings)
    const incoming = { headers: {} as Record<string, string> }
    const response = new EventEmitter()
    let passed = false
    const admitted = admitAtTheDoor(name as never, incoming as never, response as never, () => {
      passed = true
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(passed).toBe(true)
    expect(admittedAtTheDoor(incoming.headers)).toBe(true)
    // The place is taken while the answer runs: a second request is refused at once.
    expect(gate(name).full()).toBe(true)
    expect(await admitAtTheDoor(name as never, { headers: {} } as never, new EventEmitter() as never, () => undefined)).toBe(false)
    response.emit('close')
    expect(await admitted).toBe(true)
    expect(gate(name).full()).toBe(false)
  })

  it('cannot be claimed by a client: the mark is this process’s secret', () => {
    expect(admittedAtTheDoor({ [doorHeader]: '1' })).toBe(false)
    expect(admittedAtTheDoor(new Headers({ [doorHeader]: 'admitted' }))).toBe(false)
    expect(doorGateOf('POST', '/api/users/login', {})).toBe('hashing')
    expect(doorGateOf('GET', '/api/artworks?limit=100', {})).toBe('anonymousQueries')
    expect(doorGateOf('POST', '/graphql', {})).toBe('anonymousQueries')
    expect(doorGateOf('POST', '/graphql', { cookie: 'payload-token=x' })).toBeNull()
    expect(doorGateOf('GET', '/', {})).toBeNull()
  })

  it('gives the place back after a while to a request whose answer never ends (a client that does not read)', async () => {
    const name = `door-slow-${Math.random()}`
    gate(name, { concurrency: 1, maxWaiting: 0 })
    const admitted = admitAtTheDoor(name as never, { headers: {} } as never, new EventEmitter() as never, () => undefined, 50)
    await new Promise((resolve) => setImmediate(resolve))
    expect(gate(name).full()).toBe(true)
    expect(await admitted).toBe(true)
    expect(gate(name).full()).toBe(false)
  })

  it('takes no place for a live-update stream, which stays open as long as its page', () => {
    expect(doorGateOf('POST', '/graphql', { accept: 'text/event-stream' })).toBeNull()
    expect(doorGateOf('POST', '/graphql', { accept: 'application/json, text/event-stream' })).toBeNull()
    expect(refusedAtTheDoor('POST', '/graphql', { accept: 'text/event-stream' })).toBeNull()
  })
})
