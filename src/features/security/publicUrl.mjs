// PUBLIC_URL, the site's public origin, in production (issue 30 point 4): staff writes are accepted
// from its origin only (./sameOrigin.ts) and links in mails, canonical URLs and sitemaps point at it,
// so a production server refuses to start without it, as it does with a weak PAYLOAD_SECRET.
// Plain JavaScript: the production server (src/server/server.mjs) and the start scripts use it.

/**
 * Why this environment may not start a production server, or null when it may.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function publicUrlRefusal(env) {
  if (env.NODE_ENV !== 'production') return null
  const value = env.PUBLIC_URL
  if (!value) {
    return (
      "PUBLIC_URL is not set. In production the admin accepts changes only from the site's own address, and\n" +
      '  links in mails, canonical URLs and sitemaps point at it: set PUBLIC_URL to the public address of the\n' +
      '  site (for example https://galerie.example) in the environment of every instance.'
    )
  }
  let url
  try {
    url = new URL(value)
  } catch {
    url = null
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname.replace(/\/$/, '') !== '' || url.search || url.hash) {
    return `PUBLIC_URL must be the site's origin, like https://galerie.example (no path); got "${value}".`
  }
  return null
}
