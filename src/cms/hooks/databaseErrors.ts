import type { AfterErrorHook, PayloadRequest } from 'payload'

import { retryAfterSeconds } from '../../base/dependencies.mjs'

import { isObjectStoreError } from './uploadErrors'

/**
 * While the database cannot be reached (PostgreSQL restarting, a network cut, SQLite locked for
 * longer than its timeout), Payload answers every API request 500 "Something went wrong." This
 * answers 503 with Retry-After and a message in the client's language instead: the site is not
 * broken, it is briefly unavailable, and clients and load balancers retry a 503. The pool
 * reconnects by itself; the first request after the database is back succeeds.
 */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, connection failures.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
])
const connectionMessages =
  /is not currently accepting connections|Query read timeout|did not answer within|Connection terminated due to connection timeout|connection terminated|timeout exceeded when trying to connect|connection refused|client has encountered a connection error|Connection terminated unexpectedly|database is locked|the database system is (starting up|shutting down)/i

/** Whether an error (or one it wraps, as Drizzle's "Failed query" does) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // The object storage's client reports the same socket errors; uploadErrors.ts answers those.
  if (isObjectStoreError(error)) return false
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
    if (typeof code === 'string' && connectionCodes.has(code)) return true
    if (typeof message === 'string' && connectionMessages.test(message)) return true
    // AggregateError (a refused connection to every address of a host name).
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true
    current = cause
  }
  return false
}

export { retryAfterSeconds }

const messages = {
  de: 'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
  en: 'The database cannot be reached right now. Please try again in a few seconds.',
}

/** The message in the client's language: Payload's (from Accept-Language or the admin's choice), else the request's locale. */
export function unavailableMessage(req: Pick<PayloadRequest, 'i18n' | 'locale'> | undefined): string {
  const language = req?.i18n?.language ?? req?.locale
  return language === 'de' ? messages.de : messages.en
}

export const databaseUnavailable: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseUnavailable(error)) return
  const headers = req.responseHeaders ?? new Headers()
  headers.set('retry-after', String(retryAfterSeconds))
  headers.set('cache-control', 'no-store')
  req.responseHeaders = headers
  return { status: 503, response: { errors: [{ message: unavailableMessage(req) }] } }
}
