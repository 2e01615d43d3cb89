// Which services the site needs are not answering just now, shared by the app and the production
// server (src/server/server.mjs answers a failed page load with the 503 page while the database is
// marked down) through the process's slots (src/base/processState.mjs), as Next bundles the app's modules apart from the server's.
// Plain JavaScript for the server; types in ./dependencies.d.mts.

import { slot } from './processState.mjs'

const state = slot('dependencies', () => ({ down: new Map() }))

/** Seconds a client is asked to wait before trying again (Retry-After) while a service is down. */
export const retryAfterSeconds = 5

/** Marks a service ('database', 'redis' …) as not answering since now (kept if already marked). */
export function markDown(name) {
  if (!state.down.has(name)) state.down.set(name, Date.now())
}

/** Marks a service as answering again. */
export function markUp(name) {
  state.down.delete(name)
}

/** Whether a service is marked down. */
export function isDown(name) {
  return state.down.has(name)
}

/** Since when (ms) a service is marked down, or undefined. */
export function downSince(name) {
  return state.down.get(name)
}

/**
 * An error for a call that got no answer within its time limit: code ETIMEDOUT, which
 * src/cms/hooks/databaseErrors.ts counts as "unavailable" (503 with Retry-After).
 */
export class DependencyTimeout extends Error {
  constructor(service, ms) {
    super(`${service} did not answer within ${ms} ms`)
    this.name = 'DependencyTimeout'
    this.code = 'ETIMEDOUT'
  }
}

/** The promise, or a DependencyTimeout after `ms` (calls `onTimeout` first); the timer never keeps the process alive. */
export function withDeadline(promise, ms, service, onTimeout) {
  let timer
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.()
      reject(new DependencyTimeout(service, ms))
    }, ms)
    timer.unref?.()
  })
  return Promise.race([Promise.resolve(promise), deadline]).finally(() => clearTimeout(timer))
}

/** A time limit in milliseconds from the environment, or the default. */
export function timeLimit(value, fallback) {
  const number = Number(value)
  return Number.isFinite(number) && number > 0 ? number : fallback
}
