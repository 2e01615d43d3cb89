/** Types of ./bus.mjs: the publish/subscribe bus the app's instances share (Redis, or this process). */
export type BusListener<T = unknown> = (payload: T) => void

export type Bus = {
  kind: 'memory' | 'redis'
  /** Delivers a JSON-serialisable payload to every subscriber of the channel, on every instance. */
  publish(channel: string, payload: unknown): Promise<void>
  /** Returns the function that unsubscribes. */
  subscribe<T = unknown>(channel: string, listener: BusListener<T>): () => void
  /** Subscribers of this process on a channel. */
  listenerCount(channel: string): number
  /** Resolves once messages from other instances are heard (Redis: subscribed). */
  ready(): Promise<void>
  close(): Promise<void>
}

type Log = { warn?: (message: string) => void }

export declare const redisChannel: string
export declare const contentChannel: string
export declare const resyncChannel: string
export declare const maxPayloadBytes: number
export declare function createMemoryBus(): Bus
export declare function createRedisBus(url: string, options?: { log?: Log; name?: string }): Bus
export declare function createBus(url?: string, options?: { log?: Log }): Bus
export declare function changeBus(): Bus
