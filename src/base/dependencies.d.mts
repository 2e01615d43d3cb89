/** Types of ./dependencies.mjs. */
export declare const retryAfterSeconds: number
export declare function markDown(name: string): void
export declare function markUp(name: string): void
export declare function isDown(name: string): boolean
export declare function downSince(name: string): number | undefined
export declare class DependencyTimeout extends Error {
  code: 'ETIMEDOUT'
  constructor(service: string, ms: number)
}
export declare function withDeadline<T>(promise: PromiseLike<T> | T, ms: number, service: string, onTimeout?: () => void): Promise<T>
export declare function timeLimit(value: unknown, fallback: number): number
