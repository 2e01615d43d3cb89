#!/usr/bin/env node
// What prefetching costs a test's page load (issue 47): the same pages loaded as the end-to-end
// tests load them (a fresh context each, held 2.5 s after the load event, when the visible links'
// prefetches have run), by a visitor on a fast connection and by one on a data-saving connection,
// which the site prefetches nothing for (docs/behaviour.md#prefetch), the two taking turns. Prints
// the machine's CPU seconds (browser and server together), the wall time and the requests per round.
// A benchmark, not a test: start the site first (`npm start`, or the e2e server), then
//   node bench/test-prefetch.mjs [baseUrl]                          ROUNDS=3 by default
import os from 'node:os'

import { chromium } from 'playwright-core'

import { chromiumArgs, testChromium } from '../tests/browser.mjs'

const base = (process.argv[2] || process.env.BASE_URL || 'http://localhost:3000').replace(/\/$/, '')
const rounds = Number(process.env.ROUNDS || 3)
const paths = ['/', '/en', '/kuenstler', '/en/artworks', '/ausstellungen', '/en/magazine', '/artworks']
// A browser's user agent: a crawler's would be answered without the page's scripts.
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const dataSaving = `Object.defineProperty(Navigator.prototype, 'connection', {
  configurable: true,
  get: () => ({ effectiveType: '4g', saveData: true, downlink: 10, rtt: 50, addEventListener() {}, removeEventListener() {} }),
})`

/** CPU seconds the whole machine has spent (server and browser together). */
const machineCpu = () => os.cpus().reduce((sum, cpu) => sum + (cpu.times.user + cpu.times.sys + cpu.times.nice + cpu.times.irq) / 1000, 0)

async function round(browser, saveData) {
  const cpu = machineCpu()
  const start = performance.now()
  let requests = 0
  let prefetches = 0
  for (const path of paths) {
    const context = await browser.newContext({ userAgent })
    if (saveData) await context.addInitScript(dataSaving)
    const page = await context.newPage()
    page.on('request', (request) => {
      requests += 1
      if (request.headers()['next-router-prefetch']) prefetches += 1
    })
    await page.goto(`${base}${path}`, { waitUntil: 'load' })
    await page.waitForTimeout(2500)
    await context.close()
  }
  return { cpu: machineCpu() - cpu, wall: (performance.now() - start) / 1000, requests, prefetches }
}

const browser = await chromium.launch({ executablePath: testChromium, args: chromiumArgs })
try {
  await round(browser, false) // warm-up: the server's caches and Chromium's
  console.log(`${paths.length} pages a round, ${base}`)
  console.log('round  connection    CPU s   wall s  requests  prefetches')
  for (let i = 1; i <= rounds; i++) {
    for (const saveData of [false, true]) {
      const { cpu, wall, requests, prefetches } = await round(browser, saveData)
      console.log(
        `${String(i).padEnd(6)} ${(saveData ? 'data-saving' : 'fast').padEnd(12)} ${cpu.toFixed(1).padStart(6)} ${wall.toFixed(1).padStart(8)} ${String(requests).padStart(9)} ${String(prefetches).padStart(11)}`,
      )
    }
  }
} finally {
  await browser.close()
}
