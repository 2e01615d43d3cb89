/**
 * `npm run dev` takes the production server's way (issue 50 point 5): scripts/dev.mjs starts
 * src/server/server.mjs around Next's development server, on a copy of this run's seeded database.
 * The same requests to it and to the run's production server get the same answers from the
 * server's own steps (the security headers and script policy, a refused method, an unroutable
 * address, an over-long target), and every layout's pages and the error page in full; the one
 * documented difference (docs/development.md#npm-run-dev):
 * nothing is kept in front of Next, and the script policy admits eval() for React's development
 * build. In Chromium, a page of the development server comes alive without a policy violation.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { snapshotDatabase } from '../../scripts/backupDatabase.mjs'
import { stopInstance } from '../../scripts/cluster.mjs'
import { root, waitForHttp } from '../../scripts/lib.mjs'
import { chromiumArgs, testChromium } from '../browser.mjs'

import { parseTileName } from '@/base/tiles'

import { BASE_URL } from './support'

const name = process.env.E2E_NAME ? `-${process.env.E2E_NAME.replace(/[^a-z0-9-]/gi, '')}` : ''
const work = path.join(root, 'tmp', `e2e-dev${name}`)
const port = Number(process.env.E2E_PORT || 3100) + 77
const dev = `http://localhost:${port}`
const distDir = process.env.NEXT_DIST_DIR || `.next-test${name}`
/**
 * The development server's start: preparing the database, then compiling the first page on its
 * first request. Beside the other end-to-end files on a slow 2-core CI machine that took over 300 s.
 */
const starting = 540_000
let server: ChildProcess | undefined
let output = ''

beforeAll(async () => {
  fs.rmSync(work, { recursive: true, force: true })
  fs.mkdirSync(work, { recursive: true })
  // The run's seeded database, copied in one read transaction: under `npm test` the files sharing
  // its server may still be writing to it (scripts/test.mjs starts this project beside them).
  const seeded = process.env.DATABASE_URL || `file:${path.join(root, 'tmp', `e2e${name}`, 'e2e.db')}`
  const { file: database } = await snapshotDatabase(root, seeded, work)
  // The deep zoom pyramids its media have (written once, by the run's preparation): without them the
  // development server's preparation would cut them again, some 25 CPU seconds.
  const mediaCache = path.join(work, 'media-cache')
  const seededCache = process.env.MEDIA_CACHE_DIR || path.join(root, 'tmp', `e2e${name}`, 'media-cache')
  fs.mkdirSync(mediaCache, { recursive: true })
  for (const file of fs.existsSync(seededCache) ? fs.readdirSync(seededCache) : [])
    if (parseTileName(file)) fs.copyFileSync(path.join(seededCache, file), path.join(mediaCache, file))
  server = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:${database}`,
      MEDIA_DIR: process.env.MEDIA_DIR || path.join(root, 'tmp', `e2e${name}`, 'media'),
      MEDIA_CACHE_DIR: mediaCache,
      // The run's build folder: the development server keeps to its dev/ subfolder, which tsconfig.json
      // already names (a folder of its own would be added there by Next).
      NEXT_DIST_DIR: distDir,
      PUBLIC_URL: dev,
      REDIS_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk))
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk))
  await waitForHttp(`${dev}/impressum`, starting).catch((error) => {
    throw new Error(`${error.message}\n${output.slice(-3000)}`)
  })
}, starting + 60_000)

afterAll(async () => {
  await stopInstance(server)
  fs.rmSync(work, { recursive: true, force: true })
  fs.rmSync(path.join(root, distDir, 'dev'), { recursive: true, force: true })
})

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string }
/** One request with Node's client (fetch refuses TRACE), in German, redirects not followed. */
const get = (base: string, pathname: string, method = 'GET'): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { method, headers: { 'accept-language': 'de', 'user-agent': 'Mozilla/5.0 Chrome/156' } }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
    })
    request.on('error', reject)
    request.end()
  })

/** A policy's directives with the script sources that name one page (nonce, hashes) or the development server (eval) left out. */
const policyShape = (policy: string | string[] | undefined) =>
  String(policy)
    .split(';')
    .map((directive) =>
      directive
        .trim()
        .split(/\s+/)
        .filter((source) => !/^'(nonce-|sha256-|unsafe-eval')/.test(source))
        .join(' '),
    )

/**
 * A test's time: the development server compiles each route on its first request (the 404 page,
 * the status pages, the API), which took over 180 s for the refusals on a loaded 2-core machine
 * beside the other end-to-end files.
 */
const compiles = 360_000

describe('the development server takes the production server’s way (issue 50 point 5)', () => {
  it(
    'answers a page with the same headers and policy, its scripts admitted by nonce, eval() admitted for React, nothing kept in front',
    async () => {
      const [production, development] = [await get(BASE_URL, '/impressum'), await get(dev, '/impressum')]
      expect([production.status, development.status]).toEqual([200, 200])
      for (const header of ['x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy'])
        expect(development.headers[header], header).toBe(production.headers[header])
      expect(policyShape(development.headers['content-security-policy'])).toEqual(policyShape(production.headers['content-security-policy']))
      const policy = String(development.headers['content-security-policy'])
      expect(policy).toContain("'unsafe-eval'")
      expect(String(production.headers['content-security-policy'])).not.toContain("'unsafe-eval'")
      // Rendered for this request: its inline scripts carry the nonce the policy names.
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(nonce).toBeTruthy()
      expect(development.text).toContain(`nonce="${nonce}"`)
      const again = await get(dev, '/impressum')
      expect(again.headers['x-vernissage-cache']).toBeUndefined()
    },
    compiles,
  )

  it(
    'refuses, routes and limits as the production server does',
    async () => {
      const cases: Array<[string, string]> = [
        ['TRACE', '/'],
        ['GET', '/x/wp-login.php'],
        ['GET', `/${'a'.repeat(9000)}`],
        ['GET', '/api'],
      ]
      for (const [method, pathname] of cases) {
        const [production, development] = [await get(BASE_URL, pathname, method), await get(dev, pathname, method)]
        const label = `${method} ${pathname.slice(0, 40)}`
        expect(development.status, label).toBe(production.status)
        for (const header of ['content-type', 'cache-control', 'allow', 'x-frame-options'])
          expect(development.headers[header], `${label} ${header}`).toBe(production.headers[header])
      }
      // The unroutable address gets the site's 404 page in German, from either server.
      expect((await get(dev, '/x/wp-login.php')).text).toContain('<html lang="de')
    },
    compiles,
  )

  it(
    'answers every layout’s pages and a missing address as the production server does, the error page in full',
    async () => {
      // The minimal and error layouts' pages sit beside the default layout, whose language switch
      // reaches every address: Next's strict route matching under `next dev` once dropped them (404).
      // One page of each layout (every page the development server compiles costs seconds of
      // both cores; the default layout's page is the one compiled first, in the other language).
      for (const [pathname, layout] of [
        ['/upgrade-browser', 'minimal'],
        ['/en/impressum', 'default'],
        ['/gibt-es-nicht', 'error'],
        ['/en/404', 'error'],
      ]) {
        const production = await get(BASE_URL, pathname)
        // The server renders the error pages it keeps once it has started (src/server/errorPages.mjs);
        // under `next dev` that waits on their compiles, and a missing address meanwhile gets the
        // short page that stands in for them, with the same status: the full page follows.
        await expect
          .poll(
            async () => {
              const development = await get(dev, pathname)
              return { status: development.status, layout: development.text.includes(`data-layout="${layout}"`) }
            },
            { timeout: 120_000, interval: 1_000, message: pathname },
          )
          .toEqual({ status: production.status, layout: true })
      }
    },
    compiles,
  )

  it(
    'serves a page that comes alive in Chromium without a policy violation',
    async () => {
      const browser = await chromium.launch({ executablePath: testChromium, args: chromiumArgs })
      try {
        const page = await browser.newPage()
        const problems: string[] = []
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text().slice(0, 200))
        })
        page.on('pageerror', (error) => problems.push(error.message.slice(0, 200)))
        await page.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
        )
        await page.goto(`${dev}/impressum`, { waitUntil: 'load', timeout: 120_000 })
        // Hydrated: React has attached its handlers to the page's links and buttons (as support.ts hydrated()).
        await page.waitForFunction(
          () => [...document.querySelectorAll('a, button')].some((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
          undefined,
          {
            timeout: 60_000,
          },
        )
        expect(problems.filter((problem) => /CSP violation|eval\(\)|Content Security Policy/i.test(problem))).toEqual([])
      } finally {
        await browser.close()
      }
    },
    compiles,
  )
})
