/**
 * Live updates on the real database of this run (SQLite or PostgreSQL): a subscription over the
 * event stream the /graphql route serves (src/features/live/server.ts, called as the route calls
 * it), Payload's hooks announcing each change once committed (src/cms/changes.ts), the events a
 * subscriber receives in its language, nothing for a draft save, the limits; and a second app
 * process on the same database and Redis (the bus between instances, src/cms/bus.mjs), hearing
 * each other's changes, also after its Redis connection was cut.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import readline from 'node:readline'
import v8 from 'node:v8'
import vm from 'node:vm'

import { createClient } from 'graphql-sse'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fill } from '@/base/processState.mjs'
import { changeBus, contentChannel, createRedisBus, resyncChannel } from '@/cms/bus.mjs'
import type { ArtworkEvent } from '@/cms/liveEvents'
import { handleSubscription, openLiveStreams } from '@/features/live/server'

import { scriptCommand } from '../../scripts/runScript.mjs'
import { testPayload, uniqueSlug } from './payload'

let payload: Payload
const write = { overrideAccess: true }
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
beforeAll(async () => {
  // This process is one instance among several: its bus goes through Redis (src/cms/bus.mjs).
  process.env.REDIS_URL = redisUrl
  payload = await testPayload()
})

afterAll(async () => {
  await changeBus().close()
  fill('bus', undefined)
  delete process.env.REDIS_URL
})

type Result = { data?: Record<string, any> | null; errors?: Array<{ message: string }> }

/**
 * A subscription as a browser opens it, with graphql-sse's own client (as src/features/live/client.ts
 * does, without retries): POST /graphql, Accept: text/event-stream, x-language; the request goes
 * to the route's handler. `response` is the server's answer; `ended` tells that its stream ended.
 */
async function subscribe(query: string, variables: Record<string, unknown> = {}, language = 'de', address = '203.0.113.7') {
  const operationName = /subscription\s+(\w+)/.exec(query)?.[1] ?? undefined
  const results: Result[] = []
  let completed = false
  let ended = false
  let answered: (response: Response) => void = () => {}
  const answer = new Promise<Response>((resolve) => (answered = resolve))
  const client = createClient({
    url: 'http://localhost/graphql',
    retryAttempts: 0,
    headers: { 'x-language': language, 'x-vernissage-client-address': address },
    fetchFn: async (url: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(url, init)
      const response = await handleSubscription(request, String(init?.body))
      answered(response.clone())
      if (!response.body) return response
      // The client reads the stream; this copy of it tells when the server ended it.
      const watched = response.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          flush: () => {
            ended = true
          },
        }),
      )
      const reader = watched.getReader()
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const { done, value } = await reader.read()
            if (done) controller.close()
            else controller.enqueue(value)
          } catch (error) {
            ended = true
            controller.error(error)
          }
        },
        cancel: (reason) => {
          ended = true
          return reader.cancel(reason)
        },
      })
      return new Response(body, { status: response.status, headers: response.headers })
    },
  })
  const stop = client.subscribe<Result['data']>(
    { operationName, query, variables },
    {
      next: (result) => void results.push(result as Result),
      error: () => {},
      complete: () => {
        completed = true
      },
    },
  )
  const response = await answer
  if (!response.ok) ended = true
  return {
    response,
    results,
    get completed() {
      return completed
    },
    get ended() {
      return ended
    },
    async waitFor(count: number, timeoutMs = 5_000) {
      const started = Date.now()
      while (results.length < count) {
        if (Date.now() - started > timeoutMs) throw new Error(`expected ${count} events, got ${results.length}: ${JSON.stringify(results)}`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      return results[count - 1]
    },
    close: () => {
      stop()
      client.dispose()
    },
  }
}

const until = async (check: () => boolean, timeoutMs = 5_000) => {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const artworkUpdated = 'subscription ArtworkUpdated($slug: String!) { artworkUpdated(slug: $slug) { slug title sold price priceOnRequest published } }'
const artworksChanged = 'subscription ArtworksChanged { artworksChanged { slug change artwork { title sold price } } }'

describe('live updates over GraphQL subscriptions', () => {
  it('sends each publish, update, unpublish and delete of a work in the subscriber’s language, and nothing for a draft save', async () => {
    const slug = uniqueSlug('rotes-quadrat')
    const work = await payload.create({ collection: 'artworks', locale: 'de', data: { title: 'Rotes Quadrat', slug, price: 4800, _status: 'draft' }, ...write })
    await payload.update({ collection: 'artworks', id: work.id, locale: 'en', data: { title: 'Red Square', slug: `${slug}-en` }, ...write })

    const listenersBefore = changeBus().listenerCount(contentChannel)
    const german = await subscribe(artworkUpdated, { slug })
    const english = await subscribe(artworkUpdated, { slug: `${slug}-en` }, 'en')
    const list = await subscribe(artworksChanged, {}, 'en')
    expect(german.response.status).toBe(200)
    expect(german.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(german.response.headers.get('cache-control')).toContain('no-transform')

    await payload.update({ collection: 'artworks', id: work.id, locale: 'de', data: { _status: 'published' }, ...write })
    expect(await german.waitFor(1)).toEqual({ data: { artworkUpdated: { slug, title: 'Rotes Quadrat', sold: false, price: 4800, priceOnRequest: false, published: true } } })
    expect(await english.waitFor(1)).toMatchObject({ data: { artworkUpdated: { slug: `${slug}-en`, title: 'Red Square', published: true } } })
    const published = (await list.waitFor(1)) as Result
    const mine = () => list.results.filter((result) => result.data?.artworksChanged.slug === `${slug}-en`)
    await until(() => mine().length === 1)
    expect(mine()[0]).toEqual({ data: { artworksChanged: { slug: `${slug}-en`, change: 'published', artwork: { title: 'Red Square', sold: false, price: 4800 } } } })
    expect(published).toBeDefined()

    // Marked sold and repriced in the admin (a published save): one event each. (How soon is
    // bench/live.mjs's to measure, p50/p95 over 1,000 subscribers; a stopwatch here would only
    // measure how busy the machine is.)
    await payload.update({ collection: 'artworks', id: work.id, locale: 'de', data: { sold: true, price: 5200, _status: 'published' }, ...write })
    expect(await german.waitFor(2)).toMatchObject({ data: { artworkUpdated: { sold: true, price: 5200, published: true } } })
    await until(() => mine().length === 2)
    expect(mine()[1]).toMatchObject({ data: { artworksChanged: { change: 'updated', artwork: { sold: true, price: 5200 } } } })

    // A draft save changes nothing the public sees, so nobody hears of it: the next event anyone
    // hears is that of the publish after it (one stream delivers in order).
    await payload.update({ collection: 'artworks', id: work.id, locale: 'de', draft: true, data: { title: 'Geheimer Entwurf', price: 1 }, ...write })

    // Publishing again shows the published version; then unpublish and delete.
    await payload.update({ collection: 'artworks', id: work.id, locale: 'de', data: { title: 'Rotes Quadrat', price: 5200, _status: 'published' }, ...write })
    expect(await german.waitFor(3)).toMatchObject({ data: { artworkUpdated: { title: 'Rotes Quadrat', price: 5200, published: true } } })
    await until(() => mine().length === 3)
    expect(mine()[2]).toMatchObject({ data: { artworksChanged: { change: 'updated', artwork: { title: 'Red Square', price: 5200 } } } })
    expect(JSON.stringify([german.results, list.results])).not.toContain('Geheimer Entwurf')
    await payload.update({ collection: 'artworks', id: work.id, data: { _status: 'draft' }, ...write })
    expect(await german.waitFor(4)).toMatchObject({ data: { artworkUpdated: { slug, published: false } } })
    await until(() => mine().length === 4)
    expect(mine()[3]).toMatchObject({ data: { artworksChanged: { change: 'unpublished' } } })
    // Deleting an unpublished work tells nobody; deleting a published one does.
    await payload.update({ collection: 'artworks', id: work.id, data: { _status: 'published' }, ...write })
    await german.waitFor(5)
    await payload.delete({ collection: 'artworks', id: work.id, ...write })
    expect(await german.waitFor(6)).toMatchObject({ data: { artworkUpdated: { slug, published: false } } })
    await until(() => mine().length === 6)
    expect(mine().map((result) => result.data?.artworksChanged.change)).toEqual(['published', 'updated', 'updated', 'unpublished', 'published', 'deleted'])
    // Only public fields travel.
    expect(Object.keys(mine()[5].data?.artworksChanged.artwork).sort()).toEqual(['price', 'sold', 'title'])

    for (const subscription of [german, english, list]) subscription.close()
    await until(() => german.ended && english.ended && list.ended)
    await until(() => openLiveStreams() === 0)
    expect(changeBus().listenerCount(contentChannel)).toBe(listenersBefore)
  })

  it('answers malformed, over-complex and unknown subscriptions with a GraphQL error, never a stack trace', async () => {
    const cases: Array<[string, RegExp]> = [
      ['subscription {', /Syntax Error/],
      ['subscription A { artworksChanged { artwork { title } } } subscription B { artworksChanged { slug } }', /one operation/],
      [`subscription Deep { artworksChanged { artwork { ${'title '.repeat(50)} } } }`, /too complex/],
      ['query Q { live }', /Only subscriptions/],
      [`subscription Big { artworksChanged { ${'slug '.repeat(1500)} } }`, /too large|tokens/i],
    ]
    for (const [query, message] of cases) {
      const body = JSON.stringify({ query })
      const response = await handleSubscription(
        new Request('http://localhost/graphql', { method: 'POST', headers: { accept: 'text/event-stream', 'content-type': 'application/json' }, body }),
        body,
      )
      const text = await response.text()
      expect(response.status, query).toBe(400)
      expect(JSON.parse(text).errors[0].message).toMatch(message)
      expect(text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/)
    }
    // Well-formed but unknown: GraphQL's validation error, as an event.
    const unknown = await subscribe('subscription Nope { artworksChanged { secretField } }')
    expect(await unknown.waitFor(1)).toMatchObject({ errors: [{ message: expect.stringContaining('secretField') }] })
    await until(() => unknown.completed && unknown.ended)
    const badSlug = await subscribe(artworkUpdated, { slug: '../../etc' })
    expect(await badSlug.waitFor(1)).toMatchObject({ errors: [{ message: 'ArtworkDoesNotExist' }] })
    await until(() => openLiveStreams() === 0)
  })

  it('ends a stream when its client leaves, also after nothing but the stream holds the client’s request', async () => {
    // A Request follows its signal through a weak reference: once the Request is collected, an
    // abort of the signal it was made with reaches nobody. Next holds the response, not the request.
    v8.setFlagsFromString('--expose-gc')
    const collect = vm.runInNewContext('gc') as () => void
    const leaving = new AbortController()
    const body = JSON.stringify({ query: artworksChanged, operationName: 'ArtworksChanged' })
    const headers = { 'content-type': 'application/json', accept: 'text/event-stream', 'x-language': 'de', 'x-vernissage-client-address': '192.0.2.77' }
    const response = await handleSubscription(new Request('http://localhost/graphql', { method: 'POST', headers, body, signal: leaving.signal }), body)
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    expect(openLiveStreams()).toBe(1)
    for (let round = 0; round < 3; round++) {
      collect()
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    leaving.abort()
    await until(() => openLiveStreams() === 0)
    let done = false
    while (!done) done = (await reader.read()).done
  })

  it('allows at most 20 open subscriptions per client address', async () => {
    const open = await Promise.all(Array.from({ length: 20 }, () => subscribe(artworksChanged, {}, 'de', '198.51.100.20')))
    expect(open.map((subscription) => subscription.response.status)).toEqual(Array(20).fill(200))
    const refused = await subscribe(artworksChanged, {}, 'de', '198.51.100.20')
    expect(refused.response.status).toBe(429)
    expect((await refused.response.json()).errors[0].message).toMatch(/Too many open subscriptions.*20/)
    // Another address is not affected; a closed stream frees its place.
    const other = await subscribe(artworksChanged, {}, 'de', '198.51.100.21')
    expect(other.response.status).toBe(200)
    open[0].close()
    await until(() => open[0].ended)
    await until(() => openLiveStreams() === 20)
    const again = await subscribe(artworksChanged, {}, 'de', '198.51.100.20')
    expect(again.response.status).toBe(200)
    for (const subscription of [...open, other, again]) subscription.close()
    await until(() => openLiveStreams() === 0)
  })
})

describe('the instance’s cap on open streams (LIVE_MAX_STREAMS)', () => {
  it('refuses the cap+1-th stream from any address with 503 and Retry-After in the client’s language; a closed stream frees its slot', async () => {
    const saved = process.env.LIVE_MAX_STREAMS
    process.env.LIVE_MAX_STREAMS = '3'
    const open: Awaited<ReturnType<typeof subscribe>>[] = []
    try {
      // Three addresses, each far below its own limit of 20.
      for (const address of ['192.0.2.31', '192.0.2.32', '192.0.2.33']) open.push(await subscribe(artworksChanged, {}, 'de', address))
      expect(open.map((subscription) => subscription.response.status)).toEqual([200, 200, 200])
      for (const [language, text] of [
        ['de', /so viele Live-Verbindungen/],
        ['en', /as many live connections/],
      ] as const) {
        const refused = await subscribe(artworksChanged, {}, language, '192.0.2.34')
        expect(refused.response.status).toBe(503)
        expect(refused.response.headers.get('retry-after')).toBe('10')
        expect((await refused.response.json()).errors[0].message).toMatch(text)
      }
      // A refusal holds nothing: the slots are still the three open streams.
      expect(openLiveStreams()).toBe(3)
      open[1].close()
      await until(() => open[1].ended)
      await until(() => openLiveStreams() === 2)
      const again = await subscribe(artworksChanged, {}, 'en', '192.0.2.34')
      expect(again.response.status).toBe(200)
      open.push(again)
      expect((await subscribe(artworksChanged, {}, 'en', '192.0.2.35')).response.status).toBe(503)
    } finally {
      if (saved === undefined) delete process.env.LIVE_MAX_STREAMS
      else process.env.LIVE_MAX_STREAMS = saved
      for (const subscription of open) subscription.close()
      await until(() => openLiveStreams() === 0)
    }
  })
})

describe('several app instances on one database and one Redis', () => {
  let peer: ChildProcess | undefined
  afterAll(() => {
    peer?.stdin?.end()
    peer?.kill('SIGTERM')
  })

  /** Starts tests/integration/live-peer.ts as the operator commands start (scripts/runScript.mjs). */
  async function startPeer(): Promise<{ child: ChildProcess; lines: string[] }> {
    const { command, args, env } = await scriptCommand('tests/integration/live-peer.ts')
    const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'inherit'] })
    const lines: string[] = []
    readline.createInterface({ input: child.stdout! }).on('line', (line) => lines.push(line))
    let exitCode: number | null | undefined
    child.on('exit', (code) => (exitCode = code))
    const started = Date.now()
    while (!lines.some((line) => line.startsWith('READY')) && exitCode === undefined && Date.now() - started < 120_000) await new Promise((resolve) => setTimeout(resolve, 50))
    if (lines.some((line) => line.startsWith('READY'))) return { child, lines }
    child.kill('SIGKILL')
    throw new Error(`the second app process did not start (${exitCode === undefined ? 'not ready within 120 s' : `exit code ${exitCode}`})`)
  }

  it('each process’s subscribers hear changes made through the other, through Redis', async () => {
    expect(changeBus().kind).toBe('redis')
    await changeBus().ready()
    const { child, lines } = await startPeer()
    peer = child
    expect(lines.find((line) => line.startsWith('READY'))).toBe('READY redis')
    const eventsOf = (slug: string) =>
      lines
        .filter((line) => line.startsWith('EVENT '))
        .map((line) => JSON.parse(line.slice(6)) as ArtworkEvent)
        .filter((event) => event.slugs.includes(slug))

    // A change made here reaches the other process.
    const here = uniqueSlug('hier')
    const ours = await payload.create({ collection: 'artworks', locale: 'de', data: { title: 'Hier', slug: here, price: 3000, _status: 'published' }, ...write })
    await until(() => eventsOf(here).length === 1, 5_000)
    expect(eventsOf(here)[0]).toMatchObject({ change: 'published', artwork: { title: { de: 'Hier' }, price: 3000, sold: false } })

    // A change made there reaches a subscriber here.
    const there = uniqueSlug('dort')
    const theirs = await payload.create({ collection: 'artworks', locale: 'de', data: { title: 'Dort', slug: there, price: 9000, _status: 'published' }, ...write })
    const subscription = await subscribe(artworkUpdated, { slug: there })
    child.stdin!.write(`publish ${theirs.id} true\n`)
    expect(await subscription.waitFor(1, 10_000)).toMatchObject({ data: { artworkUpdated: { slug: there, sold: true, published: true } } })
    await until(() => lines.includes(`DONE ${theirs.id}`))
    subscription.close()
    await payload.delete({ collection: 'artworks', id: ours.id, ...write })
    await until(() => eventsOf(here).length === 2)
    expect(eventsOf(here)[1].change).toBe('deleted')
  })

  it('a bus whose Redis connection is cut reconnects, says it may have missed messages, and hears again', async () => {
    const name = `vernissage-bus-test-${process.pid}-${Date.now()}`
    const lost: string[] = []
    const a = createRedisBus(redisUrl)
    const b = createRedisBus(redisUrl, { name, log: { warn: (message) => lost.push(message) } })
    try {
      await Promise.all([a.ready(), b.ready()])
      const heard: unknown[] = []
      let resynced = 0
      b.subscribe('test:reconnect', (message) => heard.push(message))
      b.subscribe(resyncChannel, () => (resynced += 1))
      await a.publish('test:reconnect', { n: 1 })
      await until(() => heard.length === 1)
      // Cut b's subscribing connection alone (as a Redis restart or a network cut would).
      const { createClient } = await import('redis')
      const admin = createClient({ url: redisUrl })
      await admin.connect()
      const list = String(await admin.sendCommand(['CLIENT', 'LIST', 'TYPE', 'pubsub']))
      const ids = [...list.matchAll(/id=(\d+) [^\n]*name=(\S+)/g)].filter((match) => match[2] === name).map((match) => match[1])
      expect(ids.length).toBeGreaterThanOrEqual(1)
      for (const id of ids) await admin.sendCommand(['CLIENT', 'KILL', 'ID', id])
      await admin.close()
      await until(() => lost.length > 0 && resynced === 1, 10_000)
      await a.publish('test:reconnect', { n: 2 })
      await until(() => heard.length === 2, 10_000)
      expect(heard).toEqual([{ n: 1 }, { n: 2 }])
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})
