import { describe, expect, it } from 'vitest'

import { maxConcurrentPrefetches } from './constants'
import { createFetchGate, isPrefetchFetch } from './prefetchGate'

const prefetch = { headers: { rsc: '1', 'next-router-prefetch': '1' } }
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
/** Lets the streams and promise chains run. */
const settle = async () => {
  for (let i = 0; i < 8; i++) await tick()
}

/** A fetch whose responses stream until the test ends them; records what it was asked. */
function fakeFetch() {
  const calls: Array<{ url: string; end: () => void; fail: (error: Error) => void }> = []
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const url = String(input)
      if (url.includes('refuse')) return reject(new TypeError('Failed to fetch'))
      const signal = init?.signal
      let controller!: ReadableStreamDefaultController<Uint8Array>
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
      signal?.addEventListener('abort', () => controller.error(signal.reason))
      controller.enqueue(new TextEncoder().encode('0:{}\n'))
      let open = true
      const finish = (how: () => void) => {
        if (open) how()
        open = false
      }
      calls.push({ url, end: () => finish(() => controller.close()), fail: (error) => finish(() => controller.error(error)) })
      resolve(new Response(body, { status: 200 }))
    })
  return { fetch, calls }
}

describe('isPrefetchFetch', () => {
  it("recognises the router's prefetch header in any form", () => {
    expect(isPrefetchFetch('/a', prefetch)).toBe(true)
    expect(isPrefetchFetch('/a', { headers: new Headers({ 'Next-Router-Prefetch': '1' }) })).toBe(true)
    expect(isPrefetchFetch(new Request('http://x/a', { headers: { 'next-router-prefetch': '1' } }))).toBe(true)
    expect(isPrefetchFetch('/a', { headers: { rsc: '1' } })).toBe(false)
    expect(isPrefetchFetch('/build-version')).toBe(false)
  })
})

describe('createFetchGate', () => {
  it('lets at most 5 prefetches run, each until its body has arrived, and others pass', async () => {
    const { fetch, calls } = fakeFetch()
    const gate = createFetchGate(fetch)
    const responses = Array.from({ length: 8 }, (_, i) => gate(`http://x/p${i}`, prefetch))
    await tick()
    expect(calls).toHaveLength(maxConcurrentPrefetches)
    expect([gate.running, gate.waiting]).toEqual([5, 3])

    // A navigation or any other request is not held.
    void gate('http://x/navigation', { headers: { rsc: '1' } })
    await tick()
    expect(calls.map((c) => c.url)).toContain('http://x/navigation')

    // The response alone frees nothing; the end of its body does.
    expect((await responses[0]).status).toBe(200)
    await settle()
    expect(gate.running).toBe(5)
    calls[0].end()
    await settle()
    expect([gate.running, gate.waiting]).toEqual([5, 2])
    expect(calls.map((c) => c.url)).toContain('http://x/p5')

    // A failed body frees its slot too.
    calls[1].fail(new Error('reset'))
    await settle()
    expect([gate.running, gate.waiting]).toEqual([5, 1])
    while (gate.running > 0) {
      for (const call of calls) call.end()
      await settle()
    }
    expect(gate.waiting).toBe(0)
    expect(calls.filter((c) => c.url.includes('/p'))).toHaveLength(8)
  })

  it('gives the slot back when fetch rejects, and drops a waiting request that is aborted', async () => {
    const { fetch, calls } = fakeFetch()
    const gate = createFetchGate(fetch, 1)
    await expect(gate('http://x/refuse', prefetch)).rejects.toThrow('Failed to fetch')
    expect(gate.running).toBe(0)

    void gate('http://x/a', prefetch)
    const controller = new AbortController()
    const waiting = gate('http://x/b', { ...prefetch, signal: controller.signal })
    await tick()
    expect(gate.waiting).toBe(1)
    controller.abort()
    await expect(waiting).rejects.toBeDefined()
    expect(gate.waiting).toBe(0)
    calls[0].end()
    await settle()
    expect(gate.running).toBe(0)
    expect(calls.map((c) => c.url)).toEqual(['http://x/a'])
  })
})
