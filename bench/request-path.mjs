#!/usr/bin/env node
// The code a request passes before the page (issue 50 point 7): the project's own modules the
// production server (src/server/server.mjs) and the locale proxy (src/proxy.ts) load, followed
// import by import with dependency-cruiser, tests and type declarations left out, for one checkout
// or several side by side (say the commit before a change and this one):
//   node bench/request-path.mjs [checkout …]      (default: this checkout)
// Prints each checkout's files and lines (all, and code: neither blank nor only a comment).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const checkouts = process.argv.slice(2).length > 0 ? process.argv.slice(2).map((dir) => path.resolve(dir)) : [here]
const depcruise = path.join(here, 'node_modules', '.bin', 'depcruise')
const entries = ['src/server/server.mjs', 'src/proxy.ts']

/** The checkout's own modules reachable from the entries (paths relative to it). */
function reachable(checkout) {
  const args = [...entries, '--no-config', '--ts-config', 'tsconfig.json', '-X', 'node_modules', '-x', '\\.(test|component\\.test)\\.tsx?$|\\.d\\.mts$', '-T', 'json']
  const report = JSON.parse(execFileSync(depcruise, args, { cwd: checkout, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }))
  return report.modules.map((module) => module.source).filter((source) => source.startsWith('src/'))
}

/** All lines, and the lines that hold code (not blank, not only a comment). */
function lines(file) {
  const text = fs.readFileSync(file, 'utf8')
  let inBlock = false
  let code = 0
  const all = text.split('\n')
  for (const raw of all) {
    const line = raw.trim()
    if (inBlock) {
      if (line.includes('*/')) inBlock = false
      continue
    }
    if (line === '' || line.startsWith('//')) continue
    if (line.startsWith('/*')) {
      inBlock = !line.includes('*/')
      continue
    }
    code++
  }
  return { all: all.length, code }
}

console.log(`The code a request passes before the page: ${entries.join(' and ')} and the project's modules they import\n`)
console.log('| checkout | commit | files | lines | code lines | in src/server |')
console.log('|---|---|---|---|---|---|')
for (const checkout of checkouts) {
  const files = reachable(checkout)
  const counts = files.map((file) => lines(path.join(checkout, file)))
  const sum = (key) => counts.reduce((total, count) => total + count[key], 0)
  const server = files.filter((file) => file.startsWith('src/server/'))
  const serverLines = server.reduce((total, file) => total + lines(path.join(checkout, file)).all, 0)
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: checkout, encoding: 'utf8' }).trim()
  console.log(
    `| ${checkout} | ${commit} | ${files.length} | ${sum('all').toLocaleString('en')} | ${sum('code').toLocaleString('en')} | ${server.length} files, ${serverLines.toLocaleString('en')} lines |`,
  )
}
