import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { mapApiError } from '@/features/errors/mapApiError'

import { readGraphQLAnswer, subscribeLive } from './client'
// Loaded here so that the client's own dynamic import of it is settled within fake time.
import './sseClient'

describe('readGraphQLAnswer: a GraphQL answer in the shape of docs/behaviour.md#api-errors', () => {
  it('data without errors is a success', () => {
    expect(readGraphQLAnswer(200, 'OK', '{"data":{"a":1}}')).toEqual({ data: { a: 1 }, error: null })
  })
  it('GraphQL errors decide, whatever the status', () => {
    for (const status of [200, 404]) {
      const { error } = readGraphQLAnswer(status, 'Not Found', '{"data":null,"errors":[{"message":"ArtworkDoesNotExist"}]}')
      expect(mapApiError(error)).toEqual({ action: 'redirect', to: '/artworks', replace: true })
    }
  })
  it('a status of 300 or more without errors is a transport failure with the status text', () => {
    const { data, error } = readGraphQLAnswer(502, 'Bad Gateway', '<html>')
    expect(data).toBeNull()
    expect(mapApiError(error)).toEqual({ action: 'error', status: 500, message: 'Bad Gateway' })
  })
  it('an unreadable body or neither data nor errors is a generic failure, never a redirect', () => {
    for (const text of ['not json', '"a string"', '{}', '{"data":null}']) {
      const { error } = readGraphQLAnswer(200, 'OK', text)
      expect(error).not.toBeNull()
      expect(mapApiError(error).action).toBe('error')
    }
  })
})

/**
 * A server as the browser's fetch sees it: each request gets the reply `reply(n)` names (n counts
 * from 1): 'network' (fetch rejects), a status (a JSON refusal), or an event stream of the given
 * chunks that ends, or stays open until the client lets go.
 */
type Reply = 'network' | number | { chunks: string[]; open?: boolean }

function fakeServer(reply: (call: number) => Reply) {
  const calls: Array<{ at: number; body: Record<string, unknown>; headers: Headers; signal: AbortSignal | null | undefined }> = []
  const fetchFn = async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ at: Date.now(), body: JSON.parse(String(init.body)), headers: new Headers(init.headers), signal: init.signal })
    const answer = reply(calls.length)
    if (answer === 'network') throw new TypeError('Failed to fetch')
    if (typeof answer === 'number') return Response.json({ errors: [{ message: 'refused' }] }, { status: answer })
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of answer.chunks) controller.enqueue(encoder.encode(chunk))
        if (!answer.open) return controller.close()
        init.signal?.addEventListener('abort', () => controller.error(new DOMException('The operation was aborted.', 'AbortError')))
      },
    })
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
  }
  return { calls, fetchFn }
}

/** The browser's tab and network, switched by the test (what browserEnvironment reads). */
function fakeBrowser() {
  const listeners = { visibilitychange: new Set<() => void>(), online: new Set<() => void>() }
  const tab = { visibilityState: 'visible' as 'visible' | 'hidden' }
  const target = (name: 'document' | 'window') => ({
    get visibilityState() {
      return tab.visibilityState
    },
    addEventListener: (event: keyof typeof listeners, callback: () => void) => name && listeners[event]?.add(callback),
    removeEventListener: (event: keyof typeof listeners, callback: () => void) => listeners[event]?.delete(callback),
  })
  vi.stubGlobal('document', target('document'))
  vi.stubGlobal('window', target('window'))
  return {
    setHidden(hidden: boolean) {
      tab.visibilityState = hidden ? 'hidden' : 'visible'
      listeners.visibilitychange.forEach((callback) => callback())
    },
    goOnline: () => listeners.online.forEach((callback) => callback()),
  }
}

const operation = { operationName: 'ArtworksChanged', query: 'subscription ArtworksChanged { artworksChanged { slug } }' }
const accepted = ':\n\n'
const next = (data: unknown) => `event: next\ndata: ${JSON.stringify(data)}\n\n`

describe('subscribeLive: graphql-sse’s client with the spec’s retries and our tab rules', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(0)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('posts the operation with x-language, reads results split anywhere, and reports the first opening', async () => {
    fakeBrowser()
    const event = next({ data: { artworksChanged: { slug: 'rotes-quadrat' } } })
    const server = fakeServer(() => ({ chunks: [accepted, ...event.split(''), next({ data: { artworksChanged: { slug: 'x' } } })], open: true }))
    vi.stubGlobal('fetch', server.fetchFn)
    const heard: unknown[] = []
    const opens: boolean[] = []
    const live = subscribeLive(operation, 'en', (data) => heard.push(data), { onOpen: (first) => opens.push(first) })
    await vi.advanceTimersByTimeAsync(10)
    expect(server.calls).toHaveLength(1)
    expect(server.calls[0].body).toMatchObject({ operationName: 'ArtworksChanged', query: operation.query, variables: {} })
    expect(server.calls[0].headers.get('x-language')).toBe('en')
    expect(server.calls[0].headers.get('accept')).toBe('text/event-stream')
    expect(heard).toEqual([{ artworksChanged: { slug: 'rotes-quadrat' } }, { artworksChanged: { slug: 'x' } }])
    expect(opens).toEqual([true])
    expect(live.state).toBe('open')
    live.close()
    expect(server.calls[0].signal?.aborted).toBe(true)
  })

  it('tries again 5 times, 500 to 8000 ms apart, when the network is gone, then stops', async () => {
    fakeBrowser()
    const server = fakeServer(() => 'network')
    vi.stubGlobal('fetch', server.fetchFn)
    const live = subscribeLive(operation, 'de', () => {})
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.calls.map((call) => call.at)).toEqual([0, 500, 1500, 3500, 7500, 15500])
    expect(live.state).toBe('stopped')
    live.close()
  })

  it('a server that accepts each stream and ends it at once is asked 6 times, not every 500 ms for ever (issue 32)', async () => {
    fakeBrowser()
    const server = fakeServer(() => ({ chunks: [accepted] }))
    vi.stubGlobal('fetch', server.fetchFn)
    const live = subscribeLive(operation, 'de', () => {})
    await vi.advanceTimersByTimeAsync(120_000)
    expect(server.calls).toHaveLength(6)
    expect(live.state).toBe('stopped')
    live.close()
  })

  it('a subscription the server completes is not opened again (issue 32)', async () => {
    fakeBrowser()
    const server = fakeServer(() => ({ chunks: [accepted, next({ data: { artworksChanged: { slug: 'a' } } }), 'event: complete\ndata:\n\n'] }))
    vi.stubGlobal('fetch', server.fetchFn)
    const heard: unknown[] = []
    const live = subscribeLive(operation, 'de', (data) => heard.push(data))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(heard).toHaveLength(1)
    expect(server.calls).toHaveLength(1)
    live.close()
  })

  it('GraphQL errors in a result go to onError and end the subscription; so does a refusal, while 429 and 503 are tried again', async () => {
    fakeBrowser()
    const failing = fakeServer(() => ({ chunks: [accepted, next({ errors: [{ message: 'ArtworkDoesNotExist' }] })], open: true }))
    vi.stubGlobal('fetch', failing.fetchFn)
    const errors: unknown[] = []
    const gone = subscribeLive(operation, 'de', () => {}, { onError: (error) => errors.push(error) })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(errors).toEqual([{ graphQLErrors: [{ message: 'ArtworkDoesNotExist' }] }])
    expect(gone.state).toBe('fatal')
    expect(failing.calls).toHaveLength(1)
    expect(failing.calls[0].signal?.aborted).toBe(true)

    const refused = fakeServer(() => 400)
    vi.stubGlobal('fetch', refused.fetchFn)
    const bad = subscribeLive(operation, 'de', () => {})
    await vi.advanceTimersByTimeAsync(60_000)
    expect(bad.state).toBe('fatal')
    expect(refused.calls).toHaveLength(1)

    const busy = fakeServer((call) => (call === 1 ? 429 : call === 2 ? 503 : { chunks: [accepted], open: true }))
    vi.stubGlobal('fetch', busy.fetchFn)
    const later = subscribeLive(operation, 'de', () => {})
    await vi.advanceTimersByTimeAsync(1500)
    expect(busy.calls.map((call) => call.at - busy.calls[0].at)).toEqual([0, 500, 1500])
    expect(later.state).toBe('open')
    for (const subscription of [gone, bad, later]) subscription.close()
  })

  it('holds no connection in a hidden tab, and connects afresh when the tab is shown or the browser is back online', async () => {
    const browser = fakeBrowser()
    browser.setHidden(true)
    const server = fakeServer((call) => (call <= 6 ? 'network' : { chunks: [accepted], open: true }))
    vi.stubGlobal('fetch', server.fetchFn)
    const opens: boolean[] = []
    const live = subscribeLive(operation, 'de', () => {}, { onOpen: (first) => opens.push(first) })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.calls).toHaveLength(0)
    expect(live.state).toBe('hidden')
    browser.setHidden(false)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.calls).toHaveLength(6)
    expect(live.state).toBe('stopped')
    // Back online: a fresh start; the stream opens this time.
    browser.goOnline()
    await vi.advanceTimersByTimeAsync(10)
    expect(server.calls).toHaveLength(7)
    expect(live.state).toBe('open')
    browser.setHidden(true)
    expect(server.calls[6].signal?.aborted).toBe(true)
    expect(live.state).toBe('hidden')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.calls).toHaveLength(7)
    browser.setHidden(false)
    await vi.advanceTimersByTimeAsync(10)
    expect(server.calls).toHaveLength(8)
    // The second stream may have missed events: the caller hears it is not the first.
    expect(opens).toEqual([true, false])
    live.close()
    expect(server.calls[7].signal?.aborted).toBe(true)
  })
})
