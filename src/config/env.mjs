// Every environment variable the site and its scripts read, in one place (issue 34 point 4): its
// type, its default and how it combines with the others, checked with zod. Nothing else in src/ or
// scripts/ reads process.env (src/config/env.test.ts fails if it does). What each variable means is
// written beside this module, in ./envDocs.mjs: `npm run docs:config` writes docs/configuration.md's
// tables and .env.example from it, with the defaults below.
//
// Three ways in:
// - `config()`: this process's settings. Each property reads its variable when asked and checks it,
//   so a value a test (or Payload) sets later is seen; a wrong one throws a ConfigError naming it.
//   One variable is one lookup, cheap enough for a request's path.
// - `readConfig(source)`: every variable of `source` at once, with the checks that take several
//   together (S3_BUCKET needs S3_ENDPOINT or S3_REGION …). Functions that take an environment for
//   their tests pass it through here.
// - `configProblem(source, { serving })`: what the production server and `npm start|serve|build`
//   ask before anything else, to stop with one line naming the variable instead of failing later.
//   Serving in production also needs PUBLIC_URL and a strong PAYLOAD_SECRET.
//
// The exceptions, read where they are used because Next replaces them while building: NEXT_PUBLIC_*
// in code that runs in the browser (Next inlines `process.env.NEXT_PUBLIC_X` written literally into
// the browser's bundle; this module never reaches the browser), and NEXT_RUNTIME in
// src/instrumentation.ts (inlined per runtime, so the edge bundle leaves the Node-only code out).
// src/base/mediaVariants.ts runs in the browser too and reads MEDIA_URL beside
// NEXT_PUBLIC_MEDIA_URL; the rules for both are still here.
//
// Plain JavaScript with no imports from src/, so every layer may import it: the production server
// and the scripts under plain Node, Next's bundles, the Payload config. Types in ./env.d.mts.
import proxyaddr from 'proxy-addr'
import { z } from 'zod'

/** A configuration that cannot run; the message is one line naming the variable. */
export class ConfigError extends Error {
  constructor(message) {
    super(message)
    this.name = 'ConfigError'
  }
}

// ---------------------------------------------------------------------------------------------
// The values' kinds. An empty value counts as unset everywhere, as `X || default` always did.

const blank = (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const text = () => z.string()
const whole = (min, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max)
const positive = () => z.coerce.number().positive().finite()
const flag = (...values) => z.enum(values)
const withScheme = (...schemes) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol)
    } catch {
      return false
    }
  })
/** The site's origin: http(s), host and port, no path, query or fragment. */
const origin = () =>
  z.string().refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname.replace(/\/$/, '') === '' && !url.search && !url.hash
    } catch {
      return false
    }
  })
/** A base URL for images: a path on this site (`/media/`) or an http(s) URL (a CDN). */
const baseUrl = () => z.string().refine((value) => value.startsWith('/') || withScheme('http:', 'https:').safeParse(value).success)
const email = () => z.string().regex(/^[^\s@<>]+@[^\s@<>]+$/)

/** Our names for groups of proxies, as proxy-addr's: "private" is the loopback and the unique-local ranges. */
const proxyGroups = { private: ['loopback', 'uniquelocal'], loopback: ['loopback'], uniquelocal: ['uniquelocal'], linklocal: ['linklocal'] }

/** "::ffff:10.0.0.1" → "10.0.0.1"; brackets, ports of bracketed addresses and zone ids dropped. */
export function normalizeAddress(value) {
  let address = String(value ?? '')
    .trim()
    .toLowerCase()
  if (address.startsWith('[')) address = address.slice(1, address.indexOf(']') > 0 ? address.indexOf(']') : undefined)
  address = address.replace(/%.*$/, '')
  if (address.startsWith('::ffff:') && /^\d+\.\d+\.\d+\.\d+$/.test(address.slice(7))) address = address.slice(7)
  return address
}

/**
 * TRUST_PROXY: unset or empty — nothing but the socket is believed; a number N — the N proxies
 * nearest to us each appended the address they saw; a comma-separated list of IPv4 or IPv6
 * addresses and CIDRs, "loopback", "private", "uniquelocal" or "linklocal" — those proxies are
 * believed. Throws a ConfigError, naming the entry, on one that is none of these.
 */
export function parseTrustProxy(value) {
  const raw = String(value ?? '').trim()
  if (!raw || raw === 'false' || raw === '0') return { hops: 0 }
  if (/^\d+$/.test(raw)) return { hops: Number(raw) }
  const trusted = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .flatMap((entry) => {
      if (proxyGroups[entry]) return proxyGroups[entry]
      const [address, bits] = entry.split('/')
      const normal = normalizeAddress(address) + (bits === undefined ? '' : `/${bits}`)
      try {
        proxyaddr.compile(normal)
      } catch {
        throw new ConfigError(`TRUST_PROXY: "${entry}" is no number, IP address, CIDR, loopback, private, uniquelocal or linklocal.`)
      }
      return [normal]
    })
  return { trusted }
}

// ---------------------------------------------------------------------------------------------
// The variables: [schema, what a value must be]. Defaults are the ones the site always had.

const variables = {
  // The site
  NODE_ENV: [text().optional(), 'development, production or test'],
  PORT: [whole(1, 65535).default(3000), 'a port number from 1 to 65535'],
  PUBLIC_URL: [origin().optional(), "the site's origin, like https://galerie.example (no path)"],
  PAYLOAD_SECRET: [text().optional(), 'a random string of at least 32 characters'],
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: [text().optional(), 'a base64 key'],
  PREVIEW_SECRET: [text().optional(), 'a random string'],
  ADMIN_EMAIL: [email().optional(), 'an email address'],
  ADMIN_PASSWORD: [text().optional(), 'a password of at least 12 characters'],
  TRUST_PROXY: [
    text()
      .optional()
      .refine((value) => {
        try {
          parseTrustProxy(value)
          return true
        } catch {
          return false
        }
      }),
    'a number of proxies, or IP addresses, CIDRs, loopback, private, uniquelocal or linklocal, separated by commas',
  ],
  FRONT_CACHE: [flag('on', 'off').default('on'), 'on or off'],
  // Database
  DATABASE_URL: [
    text()
      .refine((value) => value.startsWith('file:') || /^postgres(ql)?:\/\//.test(value))
      .optional(),
    'a postgres:// URL or a file: path for SQLite',
  ],
  DATABASE_POOL_MAX: [whole(1).default(10), 'a whole number above 0'],
  DATABASE_QUERY_TIMEOUT_MS: [positive().optional(), 'a number of milliseconds above 0'],
  DATABASE_CONNECT_TIMEOUT_MS: [positive().default(3000), 'a number of milliseconds above 0'],
  // Redis and limits
  REDIS_URL: [withScheme('redis:', 'rediss:').optional(), 'a redis:// or rediss:// URL'],
  REDIS_TIMEOUT_MS: [positive().default(1000), 'a number of milliseconds above 0'],
  LIVE_MAX_PER_ADDRESS: [whole(1).default(20), 'a whole number above 0'],
  LIVE_MAX_STREAMS: [whole(1).default(1000), 'a whole number above 0'],
  PASSWORD_HASHES_AT_ONCE: [whole(1).default(1), 'a whole number above 0'],
  ANONYMOUS_QUERIES_AT_ONCE: [whole(1).default(1), 'a whole number above 0'],
  // Media
  MEDIA_DIR: [text().default('data/media'), 'a folder'],
  MEDIA_CACHE_DIR: [text().default('data/media-cache'), 'a folder'],
  MEDIA_URL: [baseUrl().default('/media/'), 'a path like /media/ or an http(s) URL'],
  NEXT_PUBLIC_MEDIA_URL: [baseUrl().optional(), 'a path like /media/ or an http(s) URL'],
  S3_BUCKET: [text().trim().optional(), 'a bucket name'],
  S3_ENDPOINT: [withScheme('http:', 'https:').optional(), 'an http(s) URL'],
  S3_REGION: [text().optional(), 'a region name, like eu-central-1'],
  S3_ACCESS_KEY_ID: [text().optional(), 'an access key id'],
  S3_SECRET_ACCESS_KEY: [text().optional(), 'a secret access key'],
  S3_PREFIX: [text().optional(), 'a folder in the bucket'],
  S3_FORCE_PATH_STYLE: [
    flag('true', 'false')
      .default('true')
      .transform((value) => value === 'true'),
    'true or false',
  ],
  // Mail
  SMTP_URL: [withScheme('smtp:', 'smtps:').optional(), 'an smtp:// or smtps:// URL'],
  GALLERY_EMAIL: [email().optional(), 'an email address'],
  MAIL_FROM: [text().optional(), 'a sender, like Vernissage <galerie@example.org>'],
  MAIL_RETRY_SECONDS: [positive().default(30), 'a number of seconds above 0'],
  MAIL_LEASE_SECONDS: [whole(10).default(60), 'a whole number of seconds, 10 or more'],
  INBOUND_SMTP_PORT: [whole(1, 65535).optional(), 'a port number from 1 to 65535'],
  INBOUND_SMTP_HOST: [text().default('127.0.0.1'), 'an address to listen on, like 127.0.0.1'],
  // Operator commands, seed and build
  BACKUP_DIR: [text().default('backups'), 'a folder'],
  SEED: [
    flag('true', 'false')
      .default('true')
      .transform((value) => value === 'true'),
    'true or false',
  ],
  SEED_ARTWORKS: [whole(1).optional(), 'a whole number above 0'],
  SEED_GTM_ID: [
    text()
      .regex(/^GTM-[A-Za-z0-9]+$/)
      .optional(),
    'a Tag Manager container id, like GTM-AB12CD',
  ],
  LANG: [text().optional(), 'a locale, like de_DE.UTF-8'],
  NEXT_DIST_DIR: [text().default('.next'), 'a folder'],
  TEST_POSTGRES_URL: [withScheme('postgres:', 'postgresql:').default('postgres://postgres@127.0.0.1:5432/postgres'), 'a postgres:// URL'],
  // Set by the project's own scripts and by Next
  VERNISSAGE_BUILD_ID: [text().optional(), 'a build id'],
  VERNISSAGE_SCRIPT: [text().optional(), 'the script running'],
  VERNISSAGE_TYPES_CHECKED: [text().optional(), '1'],
  VERNISSAGE_BUILD_CACHE: [text().optional(), 'off'],
  VERNISSAGE_FAILURE_PROBE: [text().optional(), '1'],
  PREPARE_STEPS: [flag('migrate').optional(), 'migrate'],
  NEXT_PHASE: [text().optional(), "one of Next's phases"],
}

/** The names of every variable this module reads. */
export const variableNames = Object.freeze(Object.keys(variables))

const schemas = Object.fromEntries(Object.entries(variables).map(([name, [schema]]) => [name, z.preprocess(blank, schema)]))

/** Variables whose value may carry a password: a message shows their scheme at most. */
const secretive = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'TEST_POSTGRES_URL', 'S3_ENDPOINT'])

/** One variable's value from its raw text; a ConfigError naming it when the text is wrong. */
function parseOne(name, raw) {
  const result = schemas[name].safeParse(raw)
  if (result.success) return result.data
  const value = String(raw)
  const shown = secretive.has(name) ? (/^[a-z][a-z0-9+.-]*:/i.test(value) ? `${value.split(':')[0]}:…` : '…') : value.length > 80 ? `${value.slice(0, 77)}…` : value
  if (name === 'TRUST_PROXY') parseTrustProxy(raw) // throws the message naming the entry
  throw new ConfigError(`${name} must be ${variables[name][1]}; got "${shown}".`)
}

/** The checks that take several variables together; a ConfigError for the first that fails. */
function checkCombinations(settings) {
  if (settings.S3_BUCKET && !settings.S3_ENDPOINT && !settings.S3_REGION) {
    throw new ConfigError('S3_BUCKET is set without S3_ENDPOINT or S3_REGION: name the storage’s endpoint (MinIO, Garage …) or the AWS region of the bucket.')
  }
  if (Boolean(settings.S3_ACCESS_KEY_ID) !== Boolean(settings.S3_SECRET_ACCESS_KEY)) {
    const missing = settings.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
    throw new ConfigError(`${missing} is not set: S3 credentials need both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or neither, for the SDK's own chain).`)
  }
}

/**
 * Every variable of `source` (process.env unless given), checked alone and together.
 * @param {Record<string, string | undefined>} [source]
 */
export function readConfig(source = process.env) {
  const settings = {}
  for (const name of variableNames) settings[name] = parseOne(name, source[name])
  checkCombinations(settings)
  return Object.freeze(settings)
}

// This process's settings: one lookup per property read, its parse kept while the text is the same.
const parsed = new Map()
const live = new Proxy(
  {},
  {
    get(_target, name) {
      if (typeof name !== 'string' || !Object.hasOwn(variables, name)) return undefined
      const raw = process.env[name]
      const known = parsed.get(name)
      if (known && known.raw === raw) return known.value
      const value = parseOne(name, raw)
      parsed.set(name, { raw, value })
      return value
    },
    has: (_target, name) => typeof name === 'string' && Object.hasOwn(variables, name),
    ownKeys: () => [...variableNames],
    getOwnPropertyDescriptor: (_target, name) => (Object.hasOwn(variables, name) ? { enumerable: true, configurable: true, get: () => live[name] } : undefined),
  },
)

/** This process's settings, read from process.env as they are used. */
export function config() {
  return live
}

/** Secrets short enough to guess, or copied from examples, that production refuses. */
const knownWeakSecrets = new Set(['secret', 'changeme', 'change-me', 'payload', 'vernissage', 'YOUR_SECRET_HERE', 'test'])

/** Whether PAYLOAD_SECRET is long and unguessable enough for production. */
export function isStrongSecret(secret) {
  return typeof secret === 'string' && secret.length >= 32 && !knownWeakSecrets.has(secret)
}

/**
 * On PostgreSQL several instances may share the database, and a secret one machine made up would
 * sign sessions and links the others reject: in production a missing PAYLOAD_SECRET is named.
 * @param {{ NODE_ENV?: string, PAYLOAD_SECRET?: string, DATABASE_URL?: string }} settings
 */
export function sharedSecretProblem(settings) {
  if (settings.NODE_ENV !== 'production' || settings.PAYLOAD_SECRET || !/^postgres(ql)?:\/\//.test(settings.DATABASE_URL ?? '')) return null
  return 'PAYLOAD_SECRET is not set: with PostgreSQL every instance must sign sessions, preview links and newsletter links with the same secret; set one random string of at least 32 characters (openssl rand -hex 32) on every instance.'
}

/**
 * Why this environment cannot run, as one line naming the variable, or null when it can. With
 * `serving` (the default), a production server also needs PUBLIC_URL — staff writes are accepted
 * from its origin only, and links in mails, canonical URLs and sitemaps point at it — and a strong
 * PAYLOAD_SECRET; on PostgreSQL a missing secret is named as such (every instance must share one).
 * @param {Record<string, string | undefined>} [source]
 * @param {{ serving?: boolean }} [options]
 */
export function configProblem(source = process.env, { serving = true } = {}) {
  let settings
  try {
    settings = readConfig(source)
  } catch (error) {
    if (error instanceof ConfigError) return error.message
    throw error
  }
  if (!serving || settings.NODE_ENV !== 'production') return null
  if (!settings.PUBLIC_URL) {
    return "PUBLIC_URL is not set: in production the admin accepts changes only from the site's own address, and mails, canonical URLs and sitemaps link to it; set it to the site's public address (like https://galerie.example) on every instance."
  }
  const shared = sharedSecretProblem(settings)
  if (shared) return shared
  if (!isStrongSecret(settings.PAYLOAD_SECRET)) return 'PAYLOAD_SECRET must be set to a random string of at least 32 characters in production.'
  return null
}
