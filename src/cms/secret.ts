import { config, isStrongSecret, readConfig } from '../config/env.mjs'

/**
 * PAYLOAD_SECRET signs staff sessions. `npm start` generates a random one when none is set
 * (scripts/start.mjs); a missing or weak secret in production stops the server (src/config/env.mjs
 * says which are weak, and the server checks at start).
 */
export function payloadSecret(source?: Record<string, string | undefined>): string {
  const env = source ? readConfig(source) : config()
  const secret = env.PAYLOAD_SECRET ?? ''
  if (isStrongSecret(secret)) return secret
  if (env.NODE_ENV === 'production') {
    throw new Error('PAYLOAD_SECRET must be set to a random string of at least 32 characters in production.')
  }
  return secret || 'development-only-secret-not-for-production-use'
}
