#!/usr/bin/env node
// Where a command's CPU goes, by kind of process (issue 47): runs the command, reads every
// process's CPU time from /proc every second while it runs (each process counted at its last
// reading, so a process that lives under a second is missed), and prints the CPU seconds of each
// kind beside the wall time: Chromium's renderers, browser and GPU processes, Vitest, the servers,
// the build, PostgreSQL, the rest. Linux only.
//   node bench/test-cpu-processes.mjs -- npm test
import { spawn } from 'node:child_process'
import fs from 'node:fs'

const separator = process.argv.indexOf('--')
const command = process.argv.slice(separator === -1 ? 2 : separator + 1)
if (command.length === 0) {
  console.error('usage: node bench/test-cpu-processes.mjs -- COMMAND [ARG …]')
  process.exit(2)
}
const ticks = 100 // USER_HZ on Linux

/** The kind of a process, from its command line. */
function kindOf(commandLine) {
  if (/chrom/.test(commandLine)) return `Chromium ${/--type=(\w+)/.exec(commandLine)?.[1] ?? 'browser'}`
  if (/\bnext\b.*\bbuild\b/.test(commandLine)) return 'the build'
  if (/vitest/.test(commandLine)) return 'Vitest'
  if (/src\/server\/server\.mjs/.test(commandLine)) return 'production servers'
  if (/--conditions=development/.test(commandLine)) return 'development server'
  if (/--conditions=production/.test(commandLine)) return 'scripts the tests start'
  if (/postgres/.test(commandLine)) return 'PostgreSQL'
  if (/eslint|prettier|tsc|depcruise/.test(commandLine)) return 'lint, format, types'
  return 'other'
}

/** pid and start time → [kind, CPU seconds at the last reading]. */
const seen = new Map()
function read() {
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ')
      const key = `${pid}:${fields[19]}`
      const cpu = (Number(fields[11]) + Number(fields[12])) / ticks
      const known = seen.get(key)
      if (known) known[1] = cpu
      else seen.set(key, [kindOf(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')), cpu])
    } catch {
      // Gone between the listing and the reading.
    }
  }
}

read()
const before = new Map([...seen].map(([key, [, cpu]]) => [key, cpu]))
const started = Date.now()
const timer = setInterval(read, 1000)
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' })
child.on('exit', (code) => {
  clearInterval(timer)
  read()
  const kinds = new Map()
  for (const [key, [kind, cpu]] of seen) kinds.set(kind, (kinds.get(kind) ?? 0) + cpu - (before.get(key) ?? 0))
  const total = [...kinds.values()].reduce((sum, cpu) => sum + cpu, 0)
  console.log(`\n${command.join(' ')}: exit ${code}, ${((Date.now() - started) / 1000).toFixed(0)} s, ${total.toFixed(0)} CPU s`)
  for (const [kind, cpu] of [...kinds].sort((a, b) => b[1] - a[1])) if (cpu >= 0.5) console.log(`  ${cpu.toFixed(0).padStart(6)} CPU s  ${kind}`)
  process.exit(code ?? 1)
})
