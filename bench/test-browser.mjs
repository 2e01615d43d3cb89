#!/usr/bin/env node
// Which Debian Chromium the component and end-to-end tests drive (issue 47): the desktop browser
// in its headless mode (package chromium, /usr/bin/chromium) or its headless shell (package
// chromium-headless-shell, the same engine without the browser around it). Both load the same
// pages in turn, one fresh context per page as the tests open them, and the bench prints the wall
// time and the machine's CPU seconds per page load side by side.
// With --flags, the headless shell as the tests launch it (tests/browser.mjs) and with each set of
// extra flags given instead, each page scrolled to its end and held open 1.5 s after load as a test
// holds it, the variants taking turns (REPEAT=2) so that a change in the machine's load falls on all.
// A benchmark, not a test: start the site first (`npm start`, or the e2e server), then
//   node bench/test-browser.mjs [baseUrl]                          ROUNDS=3 by default
//   node bench/test-browser.mjs baseUrl --flags 'FLAGS' ['FLAGS' …]
import os from 'node:os'

import { chromium } from 'playwright-core'

import { chromiumArgs, testChromium } from '../tests/browser.mjs'

const flagsAt = process.argv.indexOf('--flags')
const flagSets = flagsAt === -1 ? [] : process.argv.slice(flagsAt + 1)
const base = (process.argv[2] && process.argv[2] !== '--flags' ? process.argv[2] : process.env.BASE_URL || 'http://localhost:3000').replace(/\/$/, '')
const rounds = Number(process.env.ROUNDS || (flagSets.length > 0 ? 2 : 3))
const repeat = flagSets.length > 0 ? Number(process.env.REPEAT || 2) : 1
const paths = ['/', '/en', '/kuenstler', '/en/artworks', '/ausstellungen', '/en/magazine', ...(flagSets.length > 0 ? ['/admin/login'] : [])]
const variants =
  flagSets.length > 0
    ? [['as the tests launch it', testChromium, chromiumArgs], ...flagSets.map((flags) => [flags, testChromium, [...chromiumArgs, ...flags.split(' ')]])]
    : [
        ['headless shell', '/usr/lib/chromium/chromium-headless-shell', chromiumArgs],
        ['desktop Chromium', '/usr/bin/chromium', chromiumArgs],
      ]

/** CPU seconds the whole machine has spent (server and browser together). */
const machineCpu = () => os.cpus().reduce((sum, cpu) => sum + (cpu.times.user + cpu.times.sys + cpu.times.nice + cpu.times.irq) / 1000, 0)

async function loads(executablePath, args) {
  const browser = await chromium.launch({ executablePath, args })
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
        if (flagSets.length > 0) {
          await page.evaluate(async () => {
            for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
              window.scrollTo(0, y)
              await new Promise((resolve) => setTimeout(resolve, 30))
            }
          })
          await page.waitForTimeout(1500)
        }
        await context.close()
      }
    }
    const count = rounds * paths.length
    return { wall: (performance.now() - start) / count, cpu: (machineCpu() - cpu) / count }
  } finally {
    await browser.close()
  }
}

const results = variants.map(([name]) => ({ name, wall: 0, cpu: 0 }))
for (let turn = 0; turn < repeat; turn++) {
  for (const [index, [, executablePath, args]] of variants.entries()) {
    const { wall, cpu } = await loads(executablePath, args)
    results[index].wall += wall / repeat
    results[index].cpu += cpu / repeat
  }
}
console.log(`${rounds * paths.length} page loads a variant${repeat > 1 ? `, ${repeat} turns each` : ''}, a fresh context per page, against ${base}`)
for (const { name, wall, cpu } of results) console.log(`  ${wall.toFixed(0).padStart(5)} ms a page   ${cpu.toFixed(2)} CPU s a page   ${name}`)
if (flagSets.length === 0) {
  const [shell, desktop] = results
  console.log(`  the headless shell: ${((100 * shell.wall) / desktop.wall).toFixed(0)} % of the time, ${((100 * shell.cpu) / desktop.cpu).toFixed(0)} % of the CPU`)
}
