// The first path segments the app owns besides the pages (plain JavaScript: the production server,
// src/server/, reads it too): Payload's admin and API, the GraphQL endpoint, the explorer's JSON
// pages, the search suggestions, media variants, the build id, the sitemaps and Next's own files.
// The locale routing leaves them alone (src/proxy.ts, whose matcher must spell them out for Next;
// a unit test holds it to this list), the page cache never keeps them, the error pages never
// replace their answers, and no page may take one as its slug (./routes.ts).

/** @type {readonly string[]} */
export const systemPaths = Object.freeze(['admin', 'api', 'graphql', 'explorer', 'search-suggest', 'csp-reports', 'media', 'build-version', 'sitemaps', '_next', '_vercel'])

/** Whether a path (`/admin/x`, `/media`) lies under one of the system paths. */
export function isSystemPath(pathname) {
  const first = String(pathname).split('?')[0].split('/')[1] ?? ''
  return systemPaths.includes(first)
}
