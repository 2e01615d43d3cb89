#!/usr/bin/env node
// CPU seconds per test file (issue 47): runs `npx vitest run --project PROJECT [FILES…]` with a JSON
// report, reads the whole machine's busy time from /proc/stat every second meanwhile, and charges
// each file with the busy time between its start and end in the report (the server's, Chromium's,
// the runner's and every helper process's alike). Run it on an otherwise quiet machine: whatever
// else runs is charged too. Prints the files by CPU, beside their wall time, and the run's totals.
// Linux only.
//
//   E2E_BASE_URL=http://localhost:3200 E2E_PORT=3200 node bench/test-cpu-files.mjs e2e
//   DATABASE_URL=file:./tmp/t.db node bench/test-cpu-files.mjs integration integration-own
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const args = process.argv.slice(2)
const projects = args.filter((arg) => !arg.includes('/'))
const files = args.filter((arg) => arg.includes('/'))
if (projects.length === 0) {
  console.error('Usage: node bench/test-cpu-files.mjs PROJECT… [FILE…]')
  process.exit(2)
}

const ticksPerSecond = 100
/** The machine's busy ticks so far (user, nice, system, interrupts, steal), from the first line of /proc/stat. */
function busyTicks() {
  const [, user, nice, system, , , irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
  return user + nice + system + irq + softirq + steal
}

const samples = [[Date.now(), busyTicks()]]
const timer = setInterval(() => samples.push([Date.now(), busyTicks()]), 1000)
const report = path.join(os.tmpdir(), `test-cpu-files-${process.pid}.json`)
const started = Date.now()
const code = await new Promise((resolve) => {
  const vitest = spawn(
    'npx',
    ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=dot', '--reporter=json', `--outputFile=${report}`, ...files],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  vitest.on('exit', (exit) => resolve(exit ?? 1))
})
clearInterval(timer)
samples.push([Date.now(), busyTicks()])

/** The busy ticks at time `t`: the last sample taken at or before it. */
const busyAt = (t) => samples.findLast(([time]) => time <= t)?.[1] ?? samples[0][1]
const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8'))
fs.rmSync(report, { force: true })
const rows = testResults
  .map((file) => ({
    file: path.basename(file.name).replace(/\.(e2e|int)\.test\.ts$/, ''),
    wall: (file.endTime - file.startTime) / 1000,
    cpu: (busyAt(file.endTime) - busyAt(file.startTime)) / ticksPerSecond,
  }))
  .sort((a, b) => b.cpu - a.cpu)
console.log(`\n${'file'.padEnd(30)} ${'wall s'.padStart(8)} ${'CPU s'.padStart(8)}`)
for (const { file, wall, cpu } of rows) console.log(`${file.padEnd(30)} ${wall.toFixed(1).padStart(8)} ${cpu.toFixed(1).padStart(8)}`)
const total = (samples.at(-1)[1] - samples[0][1]) / ticksPerSecond
console.log(`\nthe run: ${((Date.now() - started) / 1000).toFixed(0)} s, ${total.toFixed(0)} CPU s on ${os.availableParallelism()} cores (exit ${code})`)
process.exit(code)
