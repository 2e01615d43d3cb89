#!/usr/bin/env node
// The in-memory cache under churn (src/base/lru.mjs, lru-cache since issue 32): 1M
// distinct keys through a cache holding 65,536 entries (every set evicts one), then 1M reads of
// 20,000 keys that all fit, without and with an age. The same loops run, one after the other, on
// the Map-based cache it replaced, read from git history (commit REFERENCE, default 122aaa3), so
// both figures come from the same machine under the same load.
//   node bench/lru.mjs [rounds]
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { createLru } from '../src/base/lru.mjs'

const rounds = Number(process.argv[2] || 2)
const referenceCommit = process.env.REFERENCE || '122aaa3'
const entries = 65_536
const keys = Array.from({ length: 20_000 }, (_, i) => `key-${i}`)

async function referenceLru() {
  const source = execFileSync('git', ['show', `${referenceCommit}:src/features/cache/lru.mjs`], { encoding: 'utf8' })
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lru-reference-')), 'lru.mjs')
  writeFileSync(file, source)
  return (await import(pathToFileURL(file).href)).createLru
}

function measure(make, maxAgeMs) {
  const churn = make({ maxBytes: entries * 40, maxAgeMs, sizeOf: () => 40 })
  let started = performance.now()
  for (let i = 0; i < 1_000_000; i += 1) churn.set(`k${i}`, i)
  const churnMs = performance.now() - started
  if (churn.size !== entries) throw new Error(`expected ${entries} entries, found ${churn.size}`)
  const reads = make({ maxBytes: entries * 40, maxAgeMs, sizeOf: () => 40 })
  for (const key of keys) reads.set(key, key)
  started = performance.now()
  let hits = 0
  for (let i = 0; i < 1_000_000; i += 1) if (reads.get(keys[(i * 7919) % keys.length]) !== undefined) hits += 1
  if (hits !== 1_000_000) throw new Error(`expected every read to hit, ${hits} did`)
  return `1M distinct sets ${churnMs.toFixed(0).padStart(6)} ms, 1M reads ${(performance.now() - started).toFixed(0).padStart(5)} ms`
}

const reference = await referenceLru()
for (let round = 1; round <= rounds; round += 1) {
  for (const [label, maxAgeMs] of [
    ['no age  ', Infinity],
    ['60 s age', 60_000],
  ]) {
    console.log(`round ${round}, ${label}: lru-cache ${measure(createLru, maxAgeMs)} | Map-based (${referenceCommit}) ${measure(reference, maxAgeMs)}`)
  }
}
