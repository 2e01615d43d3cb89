// The floors of src/ (docs/architecture.md#floors), kept by dependency-cruiser in `npm run lint`:
// each folder may import, at run time, only the folders listed below it, so no two folders import
// each other, directly or around a loop. Type-only imports are left out (they vanish at run time).
// Moving a feature up or down the list is how a new dependency between features is allowed: the
// list stays one order from top to floor. There are no exceptions: every import against the order
// fails `npm run lint`.

/** Top to floor. */
const features = [
  // Private viewing rooms (issue 51) read works, rooms, cases, contacts, mails and the live stream.
  'viewing-rooms',
  'sitemap',
  'faq',
  'graphql',
  'leasing',
  'redirects',
  'room',
  'sales',
  'contacts',
  'privacy',
  'forms',
  'magazine',
  'crew',
  'explorer',
  'artists',
  'curators',
  'exhibitions',
  'content',
  'preview',
  'site',
  'cart',
  'consent',
  'artworks',
  'live',
  'seo',
  'routing',
  'cache',
  'security',
  'search',
  'errors',
  'catalogue',
  // The media job: an import queues its pictures' (src/features/catalogue/importCatalogue.ts).
  'uploads',
]

const floors = [
  // The pages and route handlers, the proxy and the server's start, the production server.
  { name: 'app', path: '^src/app/' },
  { name: 'entry', path: '^src/[^/]+$' },
  { name: 'server', path: '^src/server/' },
  ...features.map((feature) => ({ name: `features/${feature}`, path: `^src/features/${feature}/` })),
  // Shared components, then the CMS (collections, hooks, the Payload client and change events):
  // features hand the CMS what they add to a collection, the CMS imports no feature.
  { name: 'ui', path: '^src/ui/' },
  { name: 'cms', path: '^src/cms/' },
  { name: 'i18n', path: '^src/i18n/' },
  // The ground floor: the URL map, the database stamp, media naming, bot detection, the
  // process-wide state (base/processState.mjs) and other leaf helpers every floor may use.
  { name: 'base', path: '^src/base/' },
  { name: 'config', path: '^src/config/' },
]

/**
 * The composition of the CMS and the features (src/payload.config.ts). The CMS's client loads it
 * lazily through Payload's `@payload-config` alias: that one edge points up by design, and the
 * rule `payload-config-door` keeps it the only one (no-circular still reads it).
 */
const payloadConfig = '^src/payload\\.config\\.ts$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module that imports itself back through others (static or dynamic imports, the Payload config included).',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...floors.slice(1).map((floor, index) => ({
      name: `floor-${floor.name}`,
      severity: 'error',
      comment: `${floor.name} imports only the floors below it (.dependency-cruiser.cjs, docs/architecture.md#floors).`,
      from: { path: floor.path },
      to: {
        path: floors
          .slice(0, index + 1)
          .map((above) => `(${above.path})`)
          .join('|'),
        pathNot: payloadConfig,
      },
    })),
    {
      name: 'payload-config-door',
      severity: 'error',
      comment:
        "Below the top, the Payload config is reached only through src/cms/client.ts (getPayloadClient, payloadConfig): Payload's @payload-config alias, the one import from a lower floor to the top.",
      from: { path: '^src/', pathNot: '^src/(app/|[^/]+$|cms/client\\.ts$)' },
      to: { path: payloadConfig },
    },
    {
      name: 'not-a-floor',
      severity: 'error',
      comment: 'Every folder of src/ has its place in the floors of .dependency-cruiser.cjs.',
      from: { path: '^src/' },
      to: { path: '^src/', pathNot: floors.map((floor) => `(${floor.path})`).join('|') },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(test|component\\.test)\\.tsx?$|\\.d\\.mts$' },
    // Type-only imports do not count: they are gone at run time.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
