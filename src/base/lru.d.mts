/** Types of ./lru.mjs: the one in-memory cache, bounded by bytes. */
export declare function approximateBytes(value: unknown, budget?: number): number

export type Lru<V> = {
  readonly size: number
  readonly bytes: number
  readonly maxBytes: number
  has(key: string): boolean
  get(key: string): V | undefined
  peek(key: string): V | undefined
  set(key: string, value: V, bytes?: number): boolean
  delete(key: string): boolean
  clear(): void
  deleteWhere(test: (value: V, key: string) => boolean): void
  remember(key: string, make: () => V): V
}

export declare function createLru<V>(options: { maxBytes: number; maxAgeMs?: number; sizeOf?: (value: V, key: string) => number; now?: () => number }): Lru<V>
