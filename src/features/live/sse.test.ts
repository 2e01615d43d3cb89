import { describe, expect, it } from 'vitest'

import { createSseParser, type SseEvent } from './sse'

describe('event stream parser', () => {
  it('reads events split anywhere, comments as heartbeats, and multi-line data', () => {
    const events: SseEvent[] = []
    let comments = 0
    const feed = createSseParser(
      (event) => events.push(event),
      () => comments++,
    )
    const text = ':\n\nevent: next\ndata: {"data":\ndata: 1}\n\r\n: ping\n\nevent: complete\r\ndata:\r\n\r\ndata: plain\n\n'
    for (const char of text) feed(char)
    expect(events).toEqual([
      { event: 'next', data: '{"data":\n1}' },
      { event: 'complete', data: '' },
      { event: 'message', data: 'plain' },
    ])
    expect(comments).toBe(2)
  })
})
