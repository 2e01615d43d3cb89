import { describe, expect, it } from 'vitest'

import { reconnectDelay, redisClient } from './redisClient.mjs'

describe('the one way to connect to Redis', () => {
  it('names the connection and connects with one policy: 2 s for the socket, pauses growing to 2 s', () => {
    const client = redisClient('vernissage-test', 'redis://127.0.0.1:1') as unknown as {
      options: { name?: string; socket?: { connectTimeout?: number; reconnectStrategy?: unknown } }
    }
    expect(client.options.name).toBe('vernissage-test')
    expect(client.options.socket?.connectTimeout).toBe(2000)
    expect(client.options.socket?.reconnectStrategy).toBe(reconnectDelay)
    expect([0, 1, 5, 10, 100].map(reconnectDelay)).toEqual([0, 200, 1000, 2000, 2000])
  })
})
