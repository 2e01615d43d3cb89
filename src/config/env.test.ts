/**
 * The one configuration (issue 34 point 4): every variable's default and checks, the one line a
 * wrong value stops with, and the rule that nothing else in the app reads process.env — with the
 * exceptions src/config/env.mjs names (NEXT_PUBLIC_* and NEXT_RUNTIME, which Next inlines while
 * building, and the media base URL of a module that also runs in the browser) — and that every
 * variable is documented in src/config/envDocs.mjs, from which `npm run docs:config` writes
 * docs/configuration.md's tables and .env.example, which do not drift from it.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { ConfigError, config, configProblem, readConfig, variableNames } from './env.mjs'
import { sections } from './envDocs.mjs'
import { generatedFiles } from '../../scripts/config-docs.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const secret = 'a-secret-of-at-least-32-characters-0123456789'

describe('readConfig', () => {
  it('gives every variable its default when nothing is set, and counts an empty value as unset', () => {
    for (const source of [{}, Object.fromEntries(variableNames.map((name) => [name, '']))]) {
      expect(readConfig(source)).toMatchObject({
        PORT: 3000,
        FRONT_CACHE: 'on',
        DATABASE_POOL_MAX: 10,
        DATABASE_CONNECT_TIMEOUT_MS: 3000,
        REDIS_TIMEOUT_MS: 1000,
        LIVE_MAX_PER_ADDRESS: 20,
        LIVE_MAX_STREAMS: 1000,
        PASSWORD_HASHES_AT_ONCE: 1,
        ANONYMOUS_QUERIES_AT_ONCE: 1,
        MEDIA_DIR: 'data/media',
        MEDIA_CACHE_DIR: 'data/media-cache',
        MEDIA_URL: '/media/',
        S3_FORCE_PATH_STYLE: true,
        MAIL_RETRY_SECONDS: 30,
        MAIL_LEASE_SECONDS: 60,
        INBOUND_SMTP_HOST: '127.0.0.1',
        BACKUP_DIR: 'backups',
        SEED: true,
        NEXT_DIST_DIR: '.next',
        TEST_POSTGRES_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      })
      const settings = readConfig(source)
      for (const name of [
        'PUBLIC_URL',
        'PAYLOAD_SECRET',
        'DATABASE_URL',
        'DATABASE_QUERY_TIMEOUT_MS',
        'REDIS_URL',
        'S3_BUCKET',
        'SMTP_URL',
        'SEED_ARTWORKS',
        'ADMIN_EMAIL',
      ] as const) {
        expect(settings[name], name).toBeUndefined()
      }
    }
  })

  it('reads numbers, switches and URLs as what they are', () => {
    const settings = readConfig({
      PORT: '8080',
      FRONT_CACHE: 'off',
      S3_FORCE_PATH_STYLE: 'false',
      SEED: 'false',
      REDIS_TIMEOUT_MS: '250',
      DATABASE_QUERY_TIMEOUT_MS: '1500',
      PUBLIC_URL: 'https://galerie.example/',
      DATABASE_URL: 'postgresql://app@db:5432/gallery',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      S3_BUCKET: ' gallery ',
      S3_REGION: 'eu-central-1',
    })
    expect(settings).toMatchObject({
      PORT: 8080,
      FRONT_CACHE: 'off',
      S3_FORCE_PATH_STYLE: false,
      SEED: false,
      REDIS_TIMEOUT_MS: 250,
      DATABASE_QUERY_TIMEOUT_MS: 1500,
      S3_BUCKET: 'gallery',
    })
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a port number from 1 to 65535; got "abc".'],
    [{ PORT: '70000' }, 'PORT must be a port number from 1 to 65535; got "70000".'],
    [{ LIVE_MAX_STREAMS: '2.5' }, 'LIVE_MAX_STREAMS must be a whole number above 0; got "2.5".'],
    [{ REDIS_TIMEOUT_MS: '0' }, 'REDIS_TIMEOUT_MS must be a number of milliseconds above 0; got "0".'],
    [{ FRONT_CACHE: 'false' }, 'FRONT_CACHE must be on or off; got "false".'],
    [{ SEED: 'no' }, 'SEED must be true or false; got "no".'],
    [{ TRUST_PROXY: '10.0.0.0/8, proxy.example' }, 'TRUST_PROXY: "proxy.example" is no number, IP address, CIDR, loopback, private, uniquelocal or linklocal.'],
    [{ PUBLIC_URL: 'galerie.example' }, `PUBLIC_URL must be the site's origin, like https://galerie.example (no path); got "galerie.example".`],
    [{ PUBLIC_URL: 'https://galerie.example/shop' }, `PUBLIC_URL must be the site's origin, like https://galerie.example (no path); got "https://galerie.example/shop".`],
    [{ MEDIA_URL: 'cdn.example/img' }, 'MEDIA_URL must be a path like /media/ or an http(s) URL; got "cdn.example/img".'],
    [{ SEED_GTM_ID: 'UA-1234' }, 'SEED_GTM_ID must be a Tag Manager container id, like GTM-AB12CD; got "UA-1234".'],
    // A URL that may carry a password shows its scheme at most.
    [{ DATABASE_URL: 'mysql://root:hunter2@db/gallery' }, 'DATABASE_URL must be a postgres:// URL or a file: path for SQLite; got "mysql:…".'],
    [{ SMTP_URL: 'mail.example:587' }, 'SMTP_URL must be an smtp:// or smtps:// URL; got "mail.example:…".'],
    [{ REDIS_URL: 'localhost' }, 'REDIS_URL must be a redis:// or rediss:// URL; got "…".'],
  ])('stops on %j with one line naming the variable', (source, line) => {
    expect(() => readConfig(source)).toThrow(ConfigError)
    expect(configProblem(source)).toBe(line)
  })

  it('checks the variables that go together', () => {
    expect(configProblem({ S3_BUCKET: 'gallery' })).toMatch(/^S3_BUCKET is set without S3_ENDPOINT or S3_REGION/)
    expect(configProblem({ S3_BUCKET: 'gallery', S3_ENDPOINT: 'http://minio:9000' })).toBeNull()
    expect(configProblem({ S3_BUCKET: 'gallery', S3_REGION: 'eu-central-1' })).toBeNull()
    expect(configProblem({ S3_BUCKET: 'gallery', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'key' })).toMatch(/^S3_SECRET_ACCESS_KEY is not set/)
    expect(configProblem({ S3_SECRET_ACCESS_KEY: 'secret' })).toMatch(/^S3_ACCESS_KEY_ID is not set/)
  })

  it('asks more of a production server: PUBLIC_URL, and a strong secret, named as missing on PostgreSQL', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://galerie.example', PAYLOAD_SECRET: secret }
    expect(configProblem(production)).toBeNull()
    expect(configProblem({ ...production, PUBLIC_URL: undefined })).toMatch(/^PUBLIC_URL is not set: /)
    expect(configProblem({ ...production, PAYLOAD_SECRET: 'changeme' })).toBe('PAYLOAD_SECRET must be set to a random string of at least 32 characters in production.')
    expect(configProblem({ ...production, PAYLOAD_SECRET: 'short' })).toMatch(/^PAYLOAD_SECRET must be set/)
    expect(configProblem({ ...production, PAYLOAD_SECRET: undefined, DATABASE_URL: 'postgres://app@db/gallery' })).toMatch(/^PAYLOAD_SECRET is not set: .*every instance/)
    // Not serving (a build), and not production: the checks of single variables only.
    expect(configProblem({ NODE_ENV: 'production' }, { serving: false })).toBeNull()
    expect(configProblem({ NODE_ENV: 'development' })).toBeNull()
    for (const source of [{}, production, { ...production, PUBLIC_URL: undefined }]) expect(String(configProblem(source))).not.toMatch(/\n/)
  })
})

describe('config()', () => {
  const saved = { LIVE_MAX_STREAMS: process.env.LIVE_MAX_STREAMS, PORT: process.env.PORT }
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it("reads this process's variables as they are used, so a value set later counts", () => {
    delete process.env.LIVE_MAX_STREAMS
    expect(config().LIVE_MAX_STREAMS).toBe(1000)
    process.env.LIVE_MAX_STREAMS = '3'
    expect(config().LIVE_MAX_STREAMS).toBe(3)
    process.env.PORT = 'eighty'
    expect(() => config().PORT).toThrow('PORT must be a port number from 1 to 65535; got "eighty".')
    expect(Object.keys(config())).toEqual([...variableNames])
  })
})

// ---------------------------------------------------------------------------------------------
// Nobody else reads the environment.

/** The files of the app: src/ (not its tests), the scripts that run it, the seed, Next's config. */
function appFiles(): string[] {
  const files: string[] = ['next.config.ts']
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`
      if (entry.isDirectory()) walk(relative)
      else if (/\.(?:[cm]?[jt]sx?)$/.test(entry.name) && !/\.test\.|\.d\.mts$/.test(entry.name)) files.push(relative)
    }
  }
  for (const folder of ['src', 'scripts', 'seed']) walk(folder)
  // The module itself; and the test runners (the suite, the deliberate breaks), which read their own TEST_* and E2E_* as tests/ does.
  return files.filter((file) => !['src/config/env.mjs', 'scripts/test.mjs', 'scripts/breaks.mjs'].includes(file))
}

/** The code without its comments (roughly: enough that a comment naming process.env is not a read). */
function code(file: string): string {
  return fs
    .readFileSync(path.join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
}

/** The literal reads src/config/env.mjs names as exceptions, by file. */
function allowedRead(file: string, name: string): boolean {
  if (name.startsWith('NEXT_PUBLIC_')) return true
  if (name === 'NEXT_RUNTIME') return file === 'src/instrumentation.ts'
  if (name === 'MEDIA_URL') return file === 'src/base/mediaVariants.ts'
  return false
}

type Use = { file: string; name: string | null; kind: 'read' | 'write' | 'whole' }

function environmentUses(): Use[] {
  const uses: Use[] = []
  for (const file of appFiles()) {
    for (const match of code(file).matchAll(/process\.env(?:\s*(?:\??\.)\s*([A-Za-z_][A-Za-z0-9_]*)|\s*\[([^\]]*)\])?(\s*(?:\?\?=|\|\|=|=(?!=)))?/g)) {
      const name = match[1] ?? (match[2] !== undefined ? match[2].trim().replace(/^['"`]|['"`]$/g, '') : null)
      uses.push({ file, name, kind: match[3] ? 'write' : name === null ? 'whole' : 'read' })
    }
  }
  return uses
}

describe('the environment is read in src/config/env.mjs only', () => {
  it('finds no other read in src/, the scripts that run the app, the seed or next.config.ts', () => {
    const uses = environmentUses()
    const offending = uses
      .filter((use) => {
        if (use.kind === 'write') return false // a variable set for a library (Payload) to read
        // The scripts hand the whole environment on to the processes they start.
        if (use.kind === 'whole') return !use.file.startsWith('scripts/')
        return !allowedRead(use.file, use.name ?? '')
      })
      .map((use) => `${use.file}: process.env${use.name ? `.${use.name}` : ''}`)
    expect(offending).toEqual([])
    // The scan sees what it must: the exceptions are found where they are.
    expect(uses.some((use) => use.file === 'src/instrumentation.ts' && use.name === 'NEXT_RUNTIME')).toBe(true)
  })

  it('would see a read in any of the forms code takes', () => {
    const sample = "a = process.env.PORT; b = process.env['REDIS_URL']; c = process.env?.X; process.env.Y = '1'; f(process.env)"
    const found = [...sample.matchAll(/process\.env(?:\s*(?:\??\.)\s*([A-Za-z_][A-Za-z0-9_]*)|\s*\[([^\]]*)\])?(\s*(?:\?\?=|\|\|=|=(?!=)))?/g)].map((m) => [
      m[1] ?? m[2] ?? null,
      Boolean(m[3]),
    ])
    expect(found).toEqual([
      ['PORT', false],
      ["'REDIS_URL'", false],
      ['X', false],
      ['Y', true],
      [null, false],
    ])
  })
})

describe('the documentation of every variable: docs/configuration.md and .env.example', () => {
  const documented = sections.flatMap((section) => section.variables)

  it('documents every variable the module reads, and every one the code reads or sets itself, with its line in .env.example', () => {
    const named = new Set([...variableNames, ...environmentUses().flatMap((use) => (use.name ? [use.name] : []))])
    const listed = new Set(documented.filter((variable) => variable.example !== undefined).map((variable) => variable.name))
    expect([...named].filter((name) => !listed.has(name))).toEqual([])
  })

  it('are what `npm run docs:config` writes from src/config/envDocs.mjs', () => {
    for (const [file, text] of Object.entries(generatedFiles())) {
      expect(
        fs.readFileSync(path.join(root, file), 'utf8'),
        `${file} is not what npm run docs:config writes: change src/config/envDocs.mjs, not the file, and run npm run docs:config`,
      ).toBe(text)
    }
  })

  it('types every variable in env.d.mts', () => {
    const types = fs.readFileSync(path.join(import.meta.dirname, 'env.d.mts'), 'utf8')
    const typed = [...types.matchAll(/^ {2}readonly ([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1])
    expect(typed).toEqual([...variableNames])
  })
})
