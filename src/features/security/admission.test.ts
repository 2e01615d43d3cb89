import { EventEmitter } from 'node:events'

import { describe, expect, it } from 'vitest'

import { admitAtTheDoor, admittedAtTheDoor, busyResponse, doorGateOf, doorHeader, gate, gateSettings, refusedAtTheDoor, restGate, withGates } from './admission.mjs'
import { clientAddressHeader, clientShareOf } from './clientAddress.mjs'

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
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => gate(name, settings).run(work, { client: `192.0.2.${i}` })))
    expect(most).toBe(settings.concurrency)
    expect(results.filter((result) => 'value' in result)).toHaveLength(settings.concurrency + settings.maxWaiting)
    expect(results.filter((result) => 'refused' in result && result.refused === 'full')).toHaveLength(20 - settings.concurrency - settings.maxWaiting)
    expect(gate(name, settings).load()).toEqual({ active: 0, waiting: 0 })
  })

  it('gives one client (an address, an IPv6 /64) only its share, and the next free place to the client with the fewest running', async () => {
    const name = `share-${Math.random()}`
    const settings = { concurrency: 1, maxWaiting: 10, perClient: 2 }
    const order: string[] = []
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const work = (who: string) => async () => {
      order.push(who)
      await held
    }
    const runs = [
      gate(name, settings).run(work('flooder 1'), { client: clientShareOf('2001:db8:46:1::1') }),
      gate(name, settings).run(work('flooder 2'), { client: clientShareOf('2001:db8:46:1::2') }),
    ]
    // A third address of the same /64 is refused at once.
    expect(await gate(name, settings).run(work('flooder 3'), { client: clientShareOf('2001:db8:46:1:ffff::3') })).toEqual({ refused: 'share' })
    runs.push(gate(name, settings).run(work('visitor'), { client: '192.0.2.7' }))
    release()
    await Promise.all(runs)
    expect(order).toEqual(['flooder 1', 'flooder 2', 'visitor'])
    expect(gate(name, settings).held(clientShareOf('2001:db8:46:1::1'))).toBe(0)
  })

  it('keeps no share for requests without an address (outside the production server, e.g. next dev)', async () => {
    const name = `unknown-${Math.random()}`
    const settings = { concurrency: 1, maxWaiting: 10, perClient: 2 }
    const results = await Promise.all(Array.from({ length: 5 }, () => gate(name, settings).run(async () => 'done')))
    expect(results).toEqual(Array(5).fill({ value: 'done' }))
  })

  it('answers a full gate with 503, a client past its share with 429, both with Retry-After and a message in the language of the request', async () => {
    const response = busyResponse('de')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe(
      'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in 5 Sekunden erneut.',
    )
    const share = busyResponse('en', 'share')
    expect(share.status).toBe(429)
    expect(share.headers.get('retry-after')).toBe('5')
    expect(((await share.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe('Too many requests at once from your address. Please try again in 5 seconds.')
    const slow = withGates(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      return new Response('ok')
    }, never)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => slow(request('/api/users/login', { method: 'POST', headers: { 'accept-language': 'en', [clientAddressHeader]: `198.51.100.${i}` } }))),
    )
    const refused = answers.filter((answer) => answer.status === 503)
    expect(refused.length).toBe(30 - gateSettings.hashing.concurrency - gateSettings.hashing.maxWaiting)
    expect(((await refused[0].json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(/The server is busy right now/)
  })
})

describe('a place is given back however the request ends, at every gate', () => {
  const names = Object.keys(gateSettings) as Array<keyof typeof gateSettings>
  const forever = () => new Promise<never>(() => {})
  /** Takes every running place of the gate with work that never ends, each for its own client. */
  const fill = (name: keyof typeof gateSettings, signal?: AbortSignal, holdMs?: number) =>
    Array.from({ length: gateSettings[name].concurrency }, (_, i) => gate(name).run(forever, { client: `203.0.113.${i}`, signal, holdMs }))

  it.each(names)('%s: a request whose client leaves while it waits leaves the queue at once', async (name) => {
    const running = new AbortController()
    const held = fill(name, running.signal)
    const leaving = new AbortController()
    const waiting = gate(name).run(async () => 'never runs', { client: '198.51.100.200', signal: leaving.signal })
    expect(gate(name).load().waiting).toBe(1)
    leaving.abort()
    expect(await waiting).toEqual({ refused: 'gone' })
    expect(gate(name).load().waiting).toBe(0)
    running.abort()
    // The work itself never ends (its promise stays open); its place is free all the same.
    expect(held).toHaveLength(gateSettings[name].concurrency)
    expect(gate(name).load()).toEqual({ active: 0, waiting: 0 })
  })

  it.each(names)('%s: a running request whose client leaves gives its place to the next at once', async (name) => {
    const running = new AbortController()
    const held = fill(name, running.signal)
    const next = gate(name).run(async () => 'served', { client: '198.51.100.201' })
    running.abort()
    expect(await next).toEqual({ value: 'served' })
    expect(held).toHaveLength(gateSettings[name].concurrency)
    expect(gate(name).load()).toEqual({ active: 0, waiting: 0 })
  })

  it.each(names)('%s: a request that never ends gives its place back after its hold', async (name) => {
    const held = fill(name, undefined, 30)
    expect(await gate(name).run(async () => 'served', { client: '198.51.100.202' })).toEqual({ value: 'served' })
    expect(held).toHaveLength(gateSettings[name].concurrency)
    expect(gate(name).load()).toEqual({ active: 0, waiting: 0 })
  })

  it.each(names)('%s: a request that fails or finishes gives its place back', async (name) => {
    await expect(gate(name).run(() => Promise.reject(new Error('broken')), { client: '198.51.100.203' })).rejects.toThrow('broken')
    expect(gate(name).load()).toEqual({ active: 0, waiting: 0 })
    expect(await gate(name).run(async () => 'done', { client: '198.51.100.203' })).toEqual({ value: 'done' })
    expect(gate(name).load()).toEqual({ active: 0, waiting: 0 })
    expect(gate(name).held('198.51.100.203')).toBe(0)
  })
})

describe('the door of the production server', () => {
  it('answers a sign-in or an anonymous read at once while its gate is full, and lets everything else in', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const hashing = gate('hashing')
    const running = Array.from({ length: gateSettings.hashing.concurrency + gateSettings.hashing.maxWaiting }, (_, i) => hashing.run(() => held, { client: `192.0.2.${100 + i}` }))
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
  const incoming = () => ({ headers: {} as Record<string, string>, socket: { destroyed: false } })

  it('holds the place until the answer is closed, and the routes then take no second one', async () => {
    const name = `door-${Math.random()}`
    const settings = { concurrency: 1, maxWaiting: 0 }
    gate(name, settings)
    const first = incoming()
    const response = new EventEmitter()
    let passed = false
    const admitted = admitAtTheDoor(name as never, first as never, response as never, () => {
      passed = true
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(passed).toBe(true)
    expect(admittedAtTheDoor(first.headers)).toBe(name)
    // The place is taken while the answer runs: a second request is refused at once.
    expect(gate(name).full()).toBe(true)
    expect(await admitAtTheDoor(name as never, incoming() as never, new EventEmitter() as never, () => undefined)).toBe('full')
    response.emit('close')
    expect(await admitted).toBeNull()
    expect(gate(name).full()).toBe(false)
  })

  it('lets a request whose connection closes while it waits leave the queue, never passing it on', async () => {
    const name = `door-gone-${Math.random()}`
    gate(name, { concurrency: 1, maxWaiting: 5 })
    const runningResponse = new EventEmitter()
    const running = admitAtTheDoor(name as never, incoming() as never, runningResponse as never, () => undefined)
    const waitingResponse = new EventEmitter()
    let passed = false
    const waiting = admitAtTheDoor(name as never, incoming() as never, waitingResponse as never, () => {
      passed = true
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(gate(name).load()).toEqual({ active: 1, waiting: 1 })
    waitingResponse.emit('close')
    expect(await waiting).toBe('gone')
    expect(gate(name).load()).toEqual({ active: 1, waiting: 0 })
    runningResponse.emit('close')
    await running
    expect(passed).toBe(false)
    expect(gate(name).load()).toEqual({ active: 0, waiting: 0 })
  })

  it('cannot be claimed by a client: the mark is this process’s secret', () => {
    expect(admittedAtTheDoor({ [doorHeader]: '1' })).toBeNull()
    expect(admittedAtTheDoor(new Headers({ [doorHeader]: 'admitted anonymousQueries' }))).toBeNull()
    expect(doorGateOf('POST', '/api/users/login', {})).toBe('hashing')
    expect(doorGateOf('GET', '/api/artworks?limit=100', {})).toBe('anonymousQueries')
    expect(doorGateOf('POST', '/graphql', {})).toBe('anonymousQueries')
    expect(doorGateOf('POST', '/graphql', { 'x-vernissage-query': 'site' })).toBe('siteQueries')
    expect(doorGateOf('POST', '/graphql', { cookie: 'payload-token=x' })).toBeNull()
    expect(doorGateOf('GET', '/', {})).toBeNull()
  })

  it('gives the place back after a while to a request whose answer never ends (a client that does not read)', async () => {
    const name = `door-slow-${Math.random()}`
    gate(name, { concurrency: 1, maxWaiting: 0 })
    const admitted = admitAtTheDoor(name as never, incoming() as never, new EventEmitter() as never, () => undefined, 50)
    await new Promise((resolve) => setImmediate(resolve))
    expect(gate(name).full()).toBe(true)
    expect(await admitted).toBeNull()
    expect(gate(name).full()).toBe(false)
  })

  it('takes no place for a live-update stream, which stays open as long as its page', () => {
    expect(doorGateOf('POST', '/graphql', { accept: 'text/event-stream' })).toBeNull()
    expect(doorGateOf('POST', '/graphql', { accept: 'application/json, text/event-stream' })).toBeNull()
    expect(refusedAtTheDoor('POST', '/graphql', { accept: 'text/event-stream' })).toBeNull()
  })
})
