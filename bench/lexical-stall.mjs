#!/usr/bin/env node
// The cause of the operator commands' stalls (issue 29 point 8), alone: a fresh Node process that
// only imports @payloadcms/richtext-lexical, N times with Node's default export conditions and N
// times with the flags scripts/runScript.mjs starts scripts with. Prints how often each ended with
// exit 13 (a top-level await left unsettled: one of Lexical's `.node.mjs` entry files, which only
// `await import()` their build, never finished).
//   node bench/lexical-stall.mjs [runs=20]
import { spawnSync } from 'node:child_process'

import { root } from '../scripts/lib.mjs'
import { scriptNodeFlags } from '../scripts/runScript.mjs'

const runs = Number(process.argv[2] || 20)
const code = "await import('@payloadcms/richtext-lexical'); console.log('loaded')"

for (const [label, flags] of [
  ["Node's default conditions (Lexical's .node.mjs entry files)", []],
  [`scripts/runScript.mjs's flags (${scriptNodeFlags().join(' ')})`, scriptNodeFlags()],
]) {
  const codes = []
  const seconds = []
  for (let n = 0; n < runs; n++) {
    const started = Date.now()
    const result = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' })
    seconds.push((Date.now() - started) / 1000)
    codes.push(result.status === 0 && result.stdout.includes('loaded') ? 0 : result.status)
  }
  const stalled = codes.filter((c) => c === 13).length
  const other = codes.filter((c) => c !== 0 && c !== 13)
  seconds.sort((a, b) => a - b)
  console.log(
    `${label}: ${runs} runs, ${codes.filter((c) => c === 0).length} loaded, ${stalled} exit 13${other.length ? `, other exits ${other.join(' ')}` : ''}; median ${seconds[Math.floor(runs / 2)].toFixed(1)} s`,
  )
}
