/** Secrets short enough to guess, or copied from examples, that production refuses. */
const knownWeak = new Set(['secret', 'changeme', 'change-me', 'payload', 'vernissage', 'YOUR_SECRET_HERE', 'test'])

/**
 * PAYLOAD_SECRET signs staff sessions. `npm start` generates a random one when none is set
 * (scripts/start.mjs); a missing or weak secret in production stops the server.
 */
export function payloadSecret(env: Record<string, string | undefined> = process.env): string {
  const secret = env.PAYLOAD_SECRET ?? ''
  const production = env.NODE_ENV === 'production'
  if (secret.length >= 32 && !knownWeak.has(secret)) return secret
  if (production) {
    throw new Error('PAYLOAD_SECRET must be set to a random string of at least 32 characters in production.')
  }
  return secret || 'development-only-secret-not-for-production-use'
}
