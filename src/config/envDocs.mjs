// What docs/configuration.md and .env.example say about each environment variable, in their order
// (issue 50): `npm run docs:config` (scripts/config-docs.mjs) writes the tables of the one and the
// whole of the other from this list, with the defaults ./env.mjs applies. src/config/env.test.ts
// fails when either file differs from what the script would write, and when a variable ./env.mjs
// reads, or one the code reads or sets itself, has no entry here. Plain JavaScript without imports;
// ./env.mjs does not import it, so the text stays out of the bundles that import ./env.mjs.
//
// A section is a heading of both files; `note`, a paragraph under it; `column`, the table's middle
// column (`Default` unless named; null: none). Each variable:
// - `default`: the middle cell (who sets it, where the column says `Set by`). Left out, the default
//   ./env.mjs applies, in backticks; given for a variable ./env.mjs has a default for, it starts with it.
// - `does`: the last cell (Markdown; links relative to docs/).
// - `example`: its line of meaning in .env.example; left out, .env.example does not list it.
// - `value`: the value .env.example shows when ./env.mjs has no default for it (a typical one).
// - `withPrevious`: shares the table row of the variable before it (named in it, its cells that one's).

/**
 * @typedef {{ name: string, default?: string, does?: string, example?: string, value?: string, withPrevious?: true }} DocumentedVariable
 * @typedef {{ title: string, note?: string, column?: string | null, variables: DocumentedVariable[] }} Section
 */

/** @type {Section[]} */
export const sections = [
  {
    title: 'The site',
    variables: [
      {
        name: 'PORT',
        does: 'Port of `npm start` and `npm run serve`.',
        example: 'Port of `npm start` and `npm run serve`.',
      },
      {
        name: 'PUBLIC_URL',
        default: '`http://localhost:PORT` with `npm start`; **required** by `npm run serve` and the production server',
        does: "The site's public origin (Payload `serverURL`), e.g. `https://galerie.example`: links in mails, canonical URLs, sitemaps, the `Link` header; the only origin staff writes are accepted from ([security.md](security.md)); `https://` also switches on HSTS and the `Secure` cookie flag.",
        example:
          "The site's public origin, like https://galerie.example (links in mails, canonical URLs, sitemaps; the only origin staff writes come from). Default with npm start: http://localhost:PORT; required by npm run serve in production.",
      },
      {
        name: 'PAYLOAD_SECRET',
        default: 'generated once into `data/.payload-secret` by `npm start` (SQLite only)',
        does: 'Signs staff sessions, preview, newsletter and form links, and derives the server-action key. In production (`NODE_ENV=production`) a short (< 32 characters) or well-known value stops the server; on PostgreSQL a missing one does too (every instance must use the same). Keep it in a password manager: backups do not hold it ([operations.md](operations.md#backups)).',
        example: 'Signs staff sessions and links; at least 32 random characters in production. Default: generated once into data/.payload-secret (SQLite only).',
      },
      {
        name: 'NODE_ENV',
        default: 'set by Next and the scripts',
        does: '`production` makes the secret checks above strict.',
        example: 'production makes the secret and PUBLIC_URL checks strict (set by Next and the scripts).',
      },
      {
        name: 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
        default: 'derived from `PAYLOAD_SECRET`',
        does: "Next's key for server actions; the same on every instance.",
        example: "Next's key for server actions, the same on every instance. Default: derived from PAYLOAD_SECRET.",
      },
      {
        name: 'PREVIEW_SECRET',
        default: 'derived from `PAYLOAD_SECRET` (HMAC)',
        does: "The secret of the draft preview's entry link ([sitemaps-and-preview.md](sitemaps-and-preview.md)).",
        example: "Secret of the draft preview's entry link. Default: derived from PAYLOAD_SECRET.",
      },
      {
        name: 'ADMIN_EMAIL',
        default: '`admin@vernissage.local`',
        does: 'First admin, created by `npm start` on an empty user table (else `npm run admin:create`; never from the network: [security.md](security.md)).',
        example: 'First admin, created on an empty user table.',
        value: 'admin@vernissage.local',
      },
      {
        name: 'ADMIN_PASSWORD',
        default: 'generated and printed once',
        does: 'At least 12 characters, and not guessable ([security.md](security.md)). Also read by `npm run admin:create`.',
        example: 'Its password, at least 12 characters and not guessable. Default: generated and printed once.',
      },
      {
        name: 'TRUST_PROXY',
        default: 'unset: `X-Forwarded-For` never believed',
        does: "Which proxies' `X-Forwarded-For` is believed for the client address: a hop count, IPv4/IPv6 addresses and CIDRs, `loopback`, `private`, `uniquelocal` or `linklocal`. An invalid entry stops the server at start, named ([security.md](security.md#security-headers-and-the-client-address)).",
        example: "Which proxies' X-Forwarded-For is believed: a hop count, or addresses, CIDRs, loopback, private, uniquelocal, linklocal. Default: none.",
      },
      {
        name: 'FRONT_CACHE',
        does: "`off` bypasses the production server's in-memory page cache ([catalogue.md](catalogue.md#prices-the-explorer-and-caching)).",
        example: "off bypasses the production server's in-memory page cache.",
      },
    ],
  },
  {
    title: 'Database',
    variables: [
      {
        name: 'DATABASE_URL',
        default: 'SQLite file `data/vernissage.db`',
        does: 'A `postgres://` URL switches to PostgreSQL (same build); `file:path.db` picks another SQLite file.',
        example: 'postgres://user:password@host:5432/db for PostgreSQL, or file:path.db for another SQLite file. Default: SQLite data/vernissage.db.',
        value: 'file:data/vernissage.db',
      },
      {
        name: 'DATABASE_POOL_MAX',
        does: 'PostgreSQL connections per app instance.',
        example: 'PostgreSQL connections per instance.',
      },
      {
        name: 'DATABASE_QUERY_TIMEOUT_MS',
        default: '`5000` (none for operator commands)',
        does: 'One PostgreSQL query, client side and as `statement_timeout`; an idle transaction is ended after 6× as long, at least 30 s.',
        example: 'Limit of one PostgreSQL query in ms. Default: 5000, none for operator commands.',
        value: '5000',
      },
      {
        name: 'DATABASE_CONNECT_TIMEOUT_MS',
        does: 'A new PostgreSQL connection, or the wait for a free one in the pool.',
        example: 'Limit of a new PostgreSQL connection, or of the wait for a free one, in ms.',
      },
    ],
  },
  {
    title: 'Redis and limits',
    variables: [
      {
        name: 'REDIS_URL',
        default: 'unset',
        does: "`redis://host:6379`: what several instances share lives in Redis — login and form limits, form start tokens, live-stream counts, live-preview values, the change events every cache listens to (pub/sub) and Next's cache ([operations.md](operations.md#several-instances), [architecture.md](architecture.md)). Without it, all of that stays in the process.",
        example: 'redis://host:6379: what several instances share (limits, live streams, cache, change events). Default: each process alone.',
      },
      {
        name: 'REDIS_TIMEOUT_MS',
        does: "One Redis call (limits and values, Next's cache, a bus message); past it the instance falls back to its own memory, renders without the shared cache, or sends the message later.",
        example: 'Limit of one Redis call in ms; past it the instance uses its own memory.',
      },
      {
        name: 'LIVE_MAX_PER_ADDRESS',
        does: 'Open live-update streams per client address (an IPv6 /64 counts as one), across all instances with `REDIS_URL`; past it 429.',
        example: 'Open live-update streams per client address.',
      },
      {
        name: 'LIVE_MAX_STREAMS',
        does: 'Open live-update streams on one instance, the last fifth only for clients holding fewer than 2 there; past it 503 with `Retry-After`.',
        example: 'Open live-update streams per instance.',
      },
      {
        name: 'PASSWORD_HASHES_AT_ONCE',
        does: 'Operations that hash a password (sign-in, reset, first registration) running at once per instance.',
        example: 'Password hashes (sign-in, reset, first registration) running at once per instance.',
      },
      {
        name: 'ANONYMOUS_QUERIES_AT_ONCE',
        does: 'Anonymous REST reads and GraphQL queries running at once per instance; measure before raising ([security.md](security.md#work-an-anonymous-client-can-start)).',
        example: 'Anonymous REST reads and GraphQL queries running at once per instance.',
      },
    ],
  },
  {
    title: 'Media',
    variables: [
      {
        name: 'MEDIA_DIR',
        does: 'Uploaded originals.',
        example: 'Uploaded originals.',
      },
      {
        name: 'MEDIA_CACHE_DIR',
        does: 'Image variants and deep zoom tiles, made by the media job after a save or an import (a missing variant on its first request, a missing pyramid by `npm run pyramids`).',
        example: 'Image variants, made on first request.',
      },
      {
        name: 'MEDIA_URL',
        does: '`apiUrl`: the base URL of images. Point it at a CDN or shared storage in front of `/media/`.',
        example: "Base URL of images: a path on this site or a CDN's URL.",
      },
      {
        name: 'NEXT_PUBLIC_MEDIA_URL',
        default: '`MEDIA_URL`',
        does: 'The same base URL, when it must differ in the browser build; read before `MEDIA_URL`.',
        example: 'The same base URL for the browser build, when it must differ; read before MEDIA_URL. Default: MEDIA_URL.',
      },
      {
        name: 'S3_BUCKET',
        default: 'unset',
        does: "Media in S3-compatible object storage (Payload's official adapter) instead of `MEDIA_DIR` ([catalogue.md](catalogue.md#images)).",
        example: 'S3-compatible bucket for media instead of MEDIA_DIR; needs S3_ENDPOINT or S3_REGION. Default: local disk.',
      },
      {
        name: 'S3_ENDPOINT',
        default: "the SDK's (AWS)",
        does: "The storage's endpoint, e.g. `http://minio:9000`.",
        example: "The storage's endpoint, like http://minio:9000. Default: AWS.",
      },
      {
        name: 'S3_REGION',
        default: '`us-east-1`',
        does: "The bucket's region; `S3_BUCKET` needs it or `S3_ENDPOINT`.",
        example: "The bucket's region. Default: us-east-1 (S3_BUCKET needs it or S3_ENDPOINT set).",
      },
      {
        name: 'S3_ACCESS_KEY_ID',
        default: "unset: the SDK's own chain (instance role)",
        does: 'Credentials: both or neither.',
        example: "Credentials, both or neither. Default: the SDK's own chain (instance role).",
      },
      {
        name: 'S3_SECRET_ACCESS_KEY',
        withPrevious: true,
        example: 'The secret of S3_ACCESS_KEY_ID.',
      },
      {
        name: 'S3_PREFIX',
        default: 'none',
        does: 'A folder inside the bucket for every object.',
        example: 'A folder inside the bucket for every object. Default: none.',
      },
      {
        name: 'S3_FORCE_PATH_STYLE',
        does: '`false` for virtual-hosted AWS buckets.',
        example: 'false for virtual-hosted AWS buckets.',
      },
    ],
  },
  {
    title: 'Mail',
    variables: [
      {
        name: 'SMTP_URL',
        default: 'unset: mails stay in the outbox',
        does: 'SMTP server for all mail, e.g. `smtp://user:pass@mail.example:587` ([forms-and-mail.md](forms-and-mail.md)).',
        example: 'SMTP server for all mail, like smtp://user:pass@mail.example:587. Default: mails stay in the outbox.',
      },
      {
        name: 'GALLERY_EMAIL',
        default: 'the contact address in the site settings, else `galerie@vernissage.test`',
        does: 'Recipient of the notifications.',
        example: 'Recipient of the notifications. Default: the contact address in the site settings, else galerie@vernissage.test.',
      },
      {
        name: 'MAIL_FROM',
        default: '`Vernissage <GALLERY_EMAIL>`',
        does: 'Sender of all mail.',
        example: 'Sender of all mail. Default: Vernissage <GALLERY_EMAIL>.',
      },
      {
        name: 'MAIL_RETRY_SECONDS',
        does: "How often each instance's retry loop delivers due mails.",
        example: 'How often each instance retries due mails, in seconds.',
      },
      {
        name: 'MAIL_LEASE_SECONDS',
        default: '`60` (at least 10)',
        does: "How long a delivery under way holds its mail; a crashed instance's mail is taken over by another once it has passed. The SMTP timeouts are two thirds of it.",
        example: 'How long a delivery under way holds its mail (at least 10 s); the SMTP timeouts are two thirds of it.',
      },
      {
        name: 'INBOUND_SMTP_PORT',
        default: '— (off)',
        does: "Where each instance takes visitors' answers to case replies by SMTP from the gallery's mail server, and files them into their cases; set, replies carry the case's own address as Reply-To ([operations](operations.md#mail-into-cases)).",
        example: "Visitors' answers into their cases by SMTP (docs/operations.md#mail-into-cases): off unless set.",
        value: '2525',
      },
      {
        name: 'INBOUND_SMTP_HOST',
        does: 'The address that listener binds to.',
        example: 'The address that listener binds to.',
      },
    ],
  },
  {
    title: 'Operator commands, seed and build',
    variables: [
      {
        name: 'BACKUP_DIR',
        does: 'Where `npm run backup` writes its archives ([operations.md](operations.md#backups)).',
        example: 'Where npm run backup writes its archives.',
      },
      {
        name: 'SEED',
        does: '`false`: `npm start` never seeds demo content.',
        example: 'false: npm start never seeds demo content.',
      },
      {
        name: 'SEED_ARTWORKS',
        default: '`400`',
        does: 'Artworks in the demo seed; `10000` for benchmarks (`npm run seed -- --bench` on an empty database).',
        example: 'Artworks in the demo seed.',
        value: '400',
      },
      {
        name: 'SEED_GTM_ID',
        default: 'unset',
        does: 'A Tag Manager container id (`GTM-…`) the seed writes into the site settings; the end-to-end run sets `GTM-E2ETEST`.',
        example: 'A Tag Manager container id (GTM-…) the seed writes into the site settings. Default: none.',
      },
      {
        name: 'LANG',
        default: "the shell's",
        does: '`npm run import` reports in English when it starts with `en`, else in German.',
        example: "npm run import reports in English when it starts with en, else in German. Default: the shell's.",
      },
      {
        name: 'NEXT_DIST_DIR',
        does: 'Build folder (tests build into `.next-test`).',
        example: 'Build folder.',
      },
    ],
  },
  {
    title: "Set by the project's own scripts",
    note: 'Not for operators to set; listed so that none is a surprise when read in the code.',
    column: 'Set by',
    variables: [
      {
        name: 'VERNISSAGE_BUILD_ID',
        default: '`npm start`, `npm run build`',
        does: 'The build id, derived from the sources, so every machine building one commit agrees.',
        example: 'The build id, derived from the sources (npm start, npm run build).',
      },
      {
        name: 'VERNISSAGE_SCRIPT',
        default: '`scripts/runScript.mjs`',
        does: 'Tells the Payload config it runs in an operator command (no background `generate:types`).',
        example: 'Set by scripts/runScript.mjs: the Payload config runs in an operator command.',
      },
      {
        name: 'VERNISSAGE_TYPES_CHECKED',
        default: '`npm test`',
        does: "`1` after the test run's own type check passed: the end-to-end build skips its second one.",
        example: "1 after npm test's own type check: the end-to-end build skips its second one.",
      },
      {
        name: 'VERNISSAGE_BUILD_CACHE',
        default: '`CI=true npm test`',
        does: '`off`: the end-to-end build of a fresh clone writes no Turbopack cache for a next build it will not have.',
        example: 'off (CI=true npm test): the end-to-end build writes no Turbopack cache for a next build.',
      },
      {
        name: 'VERNISSAGE_FAILURE_PROBE',
        default: '`tests/e2e/run.mjs`',
        does: '`1` enables a page that fails on purpose, for the error-page tests; elsewhere it is a 404.',
        example: '1 enables a page that fails on purpose, for the end-to-end tests.',
      },
      {
        name: 'PREPARE_STEPS',
        default: '`npm run migrate`',
        does: '`migrate`: `scripts/prepare.ts` applies migrations only (no admin, no seed).',
        example: 'migrate: scripts/prepare.ts applies migrations only (npm run migrate).',
      },
      {
        name: 'PAYLOAD_MIGRATING',
        default: '`npm run migrate:create`',
        does: "Payload's flag while it writes migrations.",
        example: "Payload's flag while npm run migrate:create writes migrations.",
      },
      {
        name: 'PAYLOAD_DISABLE_DEPENDENCY_CHECKER',
        default: 'the Payload config (`true` unless set)',
        does: "Turns off Payload's dependency version check at start.",
        example: "Payload's dependency version check at start, off unless set (the Payload config).",
        value: 'true',
      },
      {
        name: 'MALLOC_ARENA_MAX',
        default: '`npm start`, `npm run serve` (`2`)',
        does: 'Two malloc arenas, so native memory of compression and image work is given back ([security.md](security.md#hostile-input-and-faults)).',
        example: 'Two malloc arenas for the server, so native memory is given back (npm start, npm run serve).',
        value: '2',
      },
      {
        name: 'NEXT_PHASE',
        default: 'Next',
        does: 'Read to tell the build from the server and Node from the edge runtime.',
        example: "Next's phase (the build or the server).",
      },
      {
        name: 'NEXT_RUNTIME',
        withPrevious: true,
        example: "Next's runtime (nodejs or edge), inlined by Next.",
      },
      {
        name: 'NEXT_TELEMETRY_DISABLED',
        default: 'the scripts (`1`)',
        does: "Turns off Next's telemetry for the scripts' builds and servers.",
        example: "Next's telemetry, off for the scripts' builds and servers.",
        value: '1',
      },
    ],
  },
  {
    title: 'Tests',
    variables: [
      {
        name: 'TEST_POSTGRES_URL',
        does: 'Where to create the PostgreSQL test database (a superuser URL); also used by `npm run migrate:create` (through `src/config/env.mjs`).',
        example: 'Where npm run migrate:create (and the tests) create scratch PostgreSQL databases: a superuser URL.',
      },
      {
        name: 'TEST_REDIS_URL',
        default: '`redis://127.0.0.1:6379`',
        does: 'The Redis the shared-limit and live tests use.',
      },
      {
        name: 'CHROMIUM_PATH',
        default: 'tests: `/usr/lib/chromium/chromium-headless-shell`; benches: `/usr/bin/chromium`',
        does: 'The browser of the component and end-to-end tests (`tests/browser.mjs`), and of the benches that drive one.',
      },
      {
        name: 'E2E_NAME',
        default: 'none',
        does: 'Keeps parallel end-to-end runs in their own folders and builds.',
      },
      {
        name: 'E2E_PORT',
        default: '`3100`',
        does: "Port of the end-to-end run's server.",
      },
      {
        name: 'E2E_BASE_URL',
        default: 'unset',
        does: 'Run the end-to-end tests against this server instead of starting one.',
      },
      {
        name: 'TZ',
        default: 'set by the tests themselves',
        does: "The dates test runs the server in other time zones (the machine's zone never shows: the gallery's, Europe/Berlin, is the constant `galleryTimeZone` in `src/base/dates.ts`, not a variable); the Redis-away test waits for Redis to return.",
      },
      {
        name: 'WAIT_FOR_REDIS',
        withPrevious: true,
      },
    ],
  },
  {
    title: 'Benchmarks',
    note: 'Read by the scripts in `bench/` ([performance.md](performance.md)).',
    column: null,
    variables: [
      {
        name: 'BASE_URL',
        does: 'The site to measure when no URL is given as the first argument (default `http://localhost:3000`).',
      },
      {
        name: 'BENCH_SEED',
        does: "Repeats `bench/catalogue.mjs`'s pseudo-random picks.",
      },
      {
        name: 'BENCH_DIST_DIR',
        does: 'The build `bench/cluster.mjs` runs (`.next`, else `.next-test`).',
      },
      {
        name: 'BENCH_DB_PREFIX',
        does: 'Names the scratch PostgreSQL databases of `bench/commands.mjs`.',
      },
      {
        name: 'BENCH_PORT',
        does: "Port of `bench/live.mjs`'s own server (3415).",
      },
      {
        name: 'SUBSCRIBERS',
        does: 'Subscribers and publishes of `bench/live.mjs` (1,000 and 20).',
      },
      {
        name: 'PUBLISHES',
        withPrevious: true,
      },
      {
        name: 'ATTACK',
        does: "Which parts of `bench/anonymous-load.mjs`'s attack run (`signin`, `like`, `lists`).",
      },
      {
        name: 'LIGHTHOUSE_PAGES',
        does: 'Narrows `bench/lighthouse.mjs` to some pages (`home,search`; `floor`: the floor alone).',
      },
      {
        name: 'FLOOR_PATH',
        does: "The floor's page `bench/lighthouse.mjs` measures the site against (`/text`; `/images`).",
      },
      {
        name: 'MEMORY_CEILING_MB',
        does: "`bench/memory.mjs`'s ceiling (900).",
      },
      {
        name: 'SERVER_PID',
        does: 'The server process whose memory `bench/memory.mjs` samples.',
      },
    ],
  },
]
