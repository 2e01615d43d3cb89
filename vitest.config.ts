import path from 'node:path'

import { playwright } from '@vitest/browser-playwright'
import sharp from 'sharp'
import type { BrowserCommand } from 'vitest/node'
import { defineConfig } from 'vitest/config'

import { chromiumArgs, testChromium } from './tests/browser.mjs'
import { postgresTag } from './tests/integration/databases.mjs'

const alias = [
  { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
  { find: '@payload-config', replacement: path.resolve(import.meta.dirname, 'src/payload.config.ts') },
  // One copy of graphql, as in Next (Payload makes it a server external): Vite would give our
  // sources graphql's ES module while the packages Node loads (Payload, graphql-query-complexity)
  // get its CommonJS one, and graphql refuses a schema made by the other copy.
  { find: /^graphql$/, replacement: path.resolve(import.meta.dirname, 'node_modules/graphql/index.js') },
]

/**
 * Integration files that load the Payload config or the server's modules under settings of their
 * own (S3 storage, a stalled Redis, a proxy in front of the database, a time zone, a mail server):
 * each runs in modules of its own. The others share one Payload (see the `integration` project).
 */
const ownModules = [
  'tests/integration/deep-zoom-s3.int.test.ts',
  'tests/integration/object-storage.int.test.ts',
  'tests/integration/dependency-stall.int.test.ts',
  'tests/integration/database-outage.int.test.ts',
  'tests/integration/forms.int.test.ts',
  'tests/integration/faults.int.test.ts',
  'tests/integration/graphql-guard.int.test.ts',
  'tests/integration/live.int.test.ts',
  'tests/integration/same-origin.int.test.ts',
  'tests/integration/dates.int.test.ts',
]

/**
 * The components' stand-in for the media route's deep zoom tiles (src/ui/DeepZoom.component.test.tsx):
 * every tile a grey 256 px WebP, or 404 as for a picture whose pyramid was never made.
 */
const tileRoute = /\/media\/[^/]+-dz\d+-\d+-\d+\.webp$/
let greyTile: Promise<Buffer> | undefined
const serveTiles: BrowserCommand<[answer: 'tiles' | 'missing']> = async ({ page }, answer) => {
  greyTile ??= sharp({ create: { width: 256, height: 256, channels: 3, background: '#888' } })
    .webp()
    .toBuffer()
  const body = await greyTile
  await page.unroute(tileRoute)
  await page.route(tileRoute, (route) => (answer === 'tiles' ? route.fulfill({ status: 200, contentType: 'image/webp', body }) : route.fulfill({ status: 404, body: 'Not found' })))
}
/**
 * The end-to-end files that start instances of their own and time them (a save seen on another
 * instance within 5 s, an answer within 2 s of a stall) or compile pages on request (the
 * development server): a project of their own, after the files
 * that share the run's server (`groupOrder`), two at a time. Each has its own ports, database,
 * Redis database and folders, and they wait on starting servers most of the time (20 % of the
 * CPU over cluster.e2e); one after another they took ~200 s of the run's ~750.
 */
const startInstancesOfTheirOwn = ['cluster', 'postgres-outage', 'redis-stall', 'restore-caches', 'dev-server'].map((name) => `tests/e2e/${name}.e2e.test.ts`)

/** What both end-to-end projects share: Node, one module graph per worker (a fresh one per file cost about a second of CPU each). */
const endToEnd = { environment: 'node' as const, testTimeout: 60_000, hookTimeout: 120_000, isolate: false }

/** What both integration projects share. */
const integration = {
  // next-intl's navigation imports 'next/navigation' without an extension, which Node's ESM
  // loader cannot find in next (no exports map); run through Vite's resolver, pages' own
  // helpers (say, an exhibition's teaser) can be tested with the real database.
  server: { deps: { inline: ['next-intl'] } },
  environment: 'node' as const,
  testTimeout: 120_000,
  hookTimeout: 300_000,
  fileParallelism: false,
  // Fails a file that reaches database-specific code without being listed to run on PostgreSQL too.
  setupFiles: ['tests/integration/databaseCheck.ts'],
}

export default defineConfig({
  resolve: { alias },
  test: {
    // A test that runs on PostgreSQL as well as on SQLite (tests/integration/databases.mjs).
    tags: [{ name: postgresTag, description: 'reaches code of ours that differs between SQLite and PostgreSQL: npm test runs it on both' }],
    // Payload 3.90 validates a where path through two relations (`layout.exhibition.artworks.price`)
    // in a promise it never awaits: when the field is closed to the reader, the query is refused
    // (400) and that second refusal surfaces unhandled as well. Only that one is let through.
    onUnhandledError: (error) => !(error.name === 'QueryError' && /validateQueryPaths/.test(error.stack ?? '')),
    projects: [
      {
        resolve: { alias },
        // One module graph for all unit files: each file importing its modules afresh made the step
        // 41 s for 7 s of tests; shared, 14 s (`farm-bench --vs 'npx vitest run --project unit' --
        // npx vitest run --project unit --no-isolate`, wall medians), and the files pass in any order
        // (`--sequence.shuffle`).
        test: { name: 'unit', include: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        // Client components in Debian's Chromium (Vitest's browser mode): no production build needed.
        resolve: { alias },
        // Every package the components load in the browser, bundled before the first test: one found
        // later makes Vite reload the page mid-run, with a second copy of React.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'cookie',
            'next-intl',
            'next-intl/navigation',
            'next/navigation',
            'next/dist/shared/lib/hooks-client-context.shared-runtime',
            'next/dist/shared/lib/app-router-context.shared-runtime',
            'openseadragon',
          ],
        },
        // As in Next's client bundles: no server environment in the browser (the NEXT_PUBLIC_ ones unset).
        define: { 'process.env': '{}' },
        test: {
          name: 'components',
          include: ['src/**/*.component.test.tsx'],
          setupFiles: ['tests/components/siteStyles.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: testChromium, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            commands: { serveTiles },
          },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts'],
          exclude: ownModules,
          ...integration,
          // One Payload for these files, started once (tests/integration/payload.ts): each file in
          // a fresh module graph started Payload and its imports again, ~3.5 s a file.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-own',
          include: ownModules,
          ...integration,
          // After the shared files, never beside them: both use the run's one database.
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          exclude: startInstancesOfTheirOwn,
          globalSetup: ['tests/e2e/chromium.ts'],
          ...endToEnd,
          // One file at a time, in one module graph: the files share no state but the support
          // module's admin token (one sign-in per run).
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e-instances',
          include: startInstancesOfTheirOwn,
          ...endToEnd,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
