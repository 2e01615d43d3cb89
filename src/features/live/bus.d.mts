/** Types of ./bus.mjs: a publish/subscribe bus shared by the app's instances. */
export type BusListener<T = unknown> = (payload: T) => void

export type Bus = {
  kind: 'memory' | 'postgres'
  /** Delivers a JSON-serialisable payload to every subscriber of the channel, on every instance. */
  publish(channel: string, payload: unknown): Promise<void>
  /** Returns the function that unsubscribes. */
  subscribe<T = unknown>(channel: string, listener: BusListener<T>): () => void
  /** Subscribers of this process on a channel. */
  listenerCount(channel: string): number
  /** Resolves once messages from other instances are heard (PostgreSQL: the LISTEN connection is up). */
  ready(): Promise<void>
  close(): Promise<void>
}

type Log = { warn?: (message: string) => void }

export declare const pgChannel: string
export declare const maxPayloadBytes: number
export declare function createMemoryBus(): Bus
export declare function createPostgresBus(connectionString: string, options?: { log?: Log; loadPg?: () => Promise<unknown> }): Bus
export declare function createBus(url?: string, options?: { log?: Log }): Bus
export declare function liveBus(): Bus
