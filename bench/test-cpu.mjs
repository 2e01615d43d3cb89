#!/usr/bin/env node
// Where the CPU of end-to-end test files goes (issue 47): runs `npx vitest run --project e2e FILES`
// against a running end-to-end server (E2E_BASE_URL, `node tests/e2e/run.mjs --serve`) and samples
// every process's CPU time from /proc four times a second, then prints the seconds per kind of
// process — Chromium's renderers, its browser and GPU processes, the test runner with Playwright,
// the server — beside the run's wall time. Linux only; one run per call, so alternate two settings
// and compare several calls (the machine's own noise is about a tenth between runs).
//
//   E2E_BASE_URL=http://localhost:3200 E2E_PORT=3200 node bench/test-cpu.mjs tests/e2e/shell.e2e.test.ts …
import { spawn } from 'node:child_process'
import fs from 'node:fs'

const files = process.argv.slice(2)
if (files.length === 0 || !process.env.E2E_BASE_URL) {
  console.error('Usage: E2E_BASE_URL=http://localhost:3200 node bench/test-cpu.mjs FILE…')
  process.exit(2)
}

const ticksPerSecond = 100
const kindOf = (command) => {
  if (command.includes('chromium')) return `Chromium ${/--type=(\S+)/.exec(command)?.[1] ?? 'browser'}`
  if (command.includes('server.mjs')) return 'the server'
  if (command.includes('vitest')) return 'Vitest and Playwright'
  return command === '' ? 'the kernel' : 'other processes'
}

/** Each process's CPU ticks (user and system) now, with its command line read once. */
const commands = new Map()
function sample() {
  const ticks = new Map()
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks.set(pid, Number(fields[11]) + Number(fields[12]))
      if (!commands.has(pid)) commands.set(pid, fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '))
    } catch {
      // the process ended between the listing and the read
    }
  }
  return ticks
}

const before = sample()
const most = new Map()
const timer = setInterval(() => {
  for (const [pid, ticks] of sample()) most.set(pid, Math.max(most.get(pid) ?? 0, ticks))
}, 250)
const started = performance.now()
const code = await new Promise((resolve) => {
  const child = spawn('npx', ['vitest', 'run', '--project', 'e2e', ...files], { stdio: ['ignore', 'ignore', 'inherit'] })
  child.on('exit', (exit) => resolve(exit ?? 1))
})
const wall = (performance.now() - started) / 1000
clearInterval(timer)
for (const [pid, ticks] of sample()) most.set(pid, Math.max(most.get(pid) ?? 0, ticks))

const byKind = new Map()
for (const [pid, ticks] of most) {
  const kind = kindOf(commands.get(pid) ?? '')
  byKind.set(kind, (byKind.get(kind) ?? 0) + (ticks - (before.get(pid) ?? 0)) / ticksPerSecond)
}
const total = [...byKind.values()].reduce((sum, seconds) => sum + seconds, 0)
console.log(`${files.length} file(s), exit ${code}, wall ${wall.toFixed(1)} s, CPU ${total.toFixed(1)} s (a process that lived under 0.25 s may be missed)`)
for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1]))
  console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${((100 * seconds) / total).toFixed(0).padStart(3)} %  ${kind}`)
process.exit(code)
