/** Types of ./redis.mjs: the process's one Redis connection, or null. */
import type { createClient } from 'redis'

export type RedisClient = ReturnType<typeof createClient>
export declare function sharedRedis(): Promise<RedisClient | null>
