/** Types of ./redisClient.mjs: the app's one way to connect to Redis. */
import type { createClient } from 'redis'

export declare const connectTimeoutMs: number
export declare const reconnectCapMs: number
export declare function redisCallLimitMs(): number
export declare function reconnectDelay(retries: number): number
export declare function redisClient(name: string, url?: string): ReturnType<typeof createClient>
