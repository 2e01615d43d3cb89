#!/usr/bin/env node
// Which Debian Chromium the component and end-to-end tests drive (issue 47): the desktop browser
// in its headless mode (package chromium, /usr/bin/chromium) or its headless shell (package
// chromium-headless-shell, the same engine without the browser around it). Both load the same
// pages in turn, one fresh context per page as the tests open them, and the bench prints the wall
// time and the machine's CPU seconds per page load side by side.
// A benchmark, not a test: start the site first (`npm start`, or the e2e server), then
//   node bench/test-browser.mjs [baseUrl]        ROUNDS=3 by default
import os from 'node:os'

import { chromium } from 'playwright-core'

import { chromiumArgs } from '../tests/browser.mjs'

const base = (process.argv[2] || process.env.BASE_URL || 'http://localhost:3000').replace(/\/$/, '')
const rounds = Number(process.env.ROUNDS || 3)
const paths = ['/', '/en', '/kuenstler', '/en/artworks', '/ausstellungen', '/en/magazine']
const browsers = [
  ['headless shell', '/usr/lib/chromium/chromium-headless-shell'],
  ['desktop Chromium', '/usr/bin/chromium'],
]

/** CPU seconds the whole machine has spent (server and browser together). */
const machineCpu = () => os.cpus().reduce((sum, cpu) => sum + (cpu.times.user + cpu.times.sys + cpu.times.nice + cpu.times.irq) / 1000, 0)

async function loads(executablePath) {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  try {
    const warm = await browser.newContext()
    await (await warm.newPage()).goto(`${base}/`)
    await warm.close()
    const cpu = machineCpu()
    const start = performance.now()
    for (let round = 0; round < rounds; round++) {
      for (const path of paths) {
        const context = await browser.newContext({ locale: path.startsWith('/en') ? 'en-US' : 'de-DE' })
        const page = await context.newPage()
        await page.goto(`${base}${path}`, { waitUntil: 'load' })
        await context.close()
      }
    }
    const count = rounds * paths.length
    return { wall: (performance.now() - start) / count, cpu: (machineCpu() - cpu) / count }
  } finally {
    await browser.close()
  }
}

const results = []
for (const [name, executablePath] of browsers) results.push({ name, ...(await loads(executablePath)) })
console.log(`${rounds * paths.length} page loads each, a fresh context per page, against ${base}`)
for (const { name, wall, cpu } of results) console.log(`  ${name.padEnd(17)} ${wall.toFixed(0).padStart(5)} ms a page   ${cpu.toFixed(2)} CPU s a page`)
const [shell, desktop] = results
console.log(`  the headless shell: ${((100 * shell.wall) / desktop.wall).toFixed(0)} % of the time, ${((100 * shell.cpu) / desktop.cpu).toFixed(0)} % of the CPU`)
