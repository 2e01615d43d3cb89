import { describe, expect, it } from 'vitest'

import { readBodyWithin } from './readBody'

/** A POST whose body comes in `chunks`, declaring `declared` bytes (none when undefined). */
function post(chunks: string[], declared?: number) {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled < chunks.length) controller.enqueue(new TextEncoder().encode(chunks[pulled++]))
      else controller.close()
    },
  })
  const headers = declared === undefined ? undefined : { 'content-length': String(declared) }
  return { request: new Request('http://localhost/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit), pulled: () => pulled }
}

describe('readBodyWithin', () => {
  it('reads a body within the limit, in chunks, umlauts included', async () => {
    const { request } = post(['{"a":"Gr', 'üße"}'])
    expect(await readBodyWithin(request, 100)).toBe('{"a":"Grüße"}')
    expect(await readBodyWithin(new Request('http://localhost/x'), 100)).toBe('')
  })

  it('refuses a body that declares more than the limit without reading it', async () => {
    const { request, pulled } = post(
      Array.from({ length: 5 }, () => 'x'.repeat(200)),
      1000,
    )
    expect(await readBodyWithin(request, 100)).toBeNull()
    // The stream may have been primed with a chunk; the rest is never asked for.
    expect(pulled()).toBeLessThanOrEqual(1)
  })

  it('stops reading a body that sends more than the limit without saying so', async () => {
    const { request, pulled } = post(['x'.repeat(60), 'x'.repeat(60), 'x'.repeat(60), 'x'.repeat(60)])
    expect(await readBodyWithin(request, 100)).toBeNull()
    expect(pulled()).toBeLessThan(4)
  })
})
