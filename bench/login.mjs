#!/usr/bin/env node
// Whether a login answer tells if an account exists (issue 15 point 4): the time of a wrong
// password for an existing account against a login for an account that does not exist, each
// from its own address so the per-address limit does not answer first. Needs a running site that
// believes X-Forwarded-For from loopback: `TRUST_PROXY=loopback npm start`.
//   node bench/login.mjs [baseUrl] [rounds] [existingEmail]
import { median } from './stats.mjs'

const base = process.argv[2] || process.env.BASE_URL || 'http://localhost:3000'
// Fewer rounds than the lockout of one address from one account (10 failures); each round comes from its own address anyway.
const rounds = Number(process.argv[3] || 9)
const existing = process.argv[4] || process.env.ADMIN_EMAIL || 'admin@vernissage.local'

let address = 0
async function attempt(email) {
  address += 1
  const started = performance.now()
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}` },
    body: JSON.stringify({ email, password: `wrong-${address}-password` }),
  })
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

const times = { existing: [], missing: [] }
const statuses = new Set()
for (let i = 0; i < rounds; i++) {
  // Interleaved, so a busy moment hits both alike.
  for (const [kind, email] of [
    ['existing', existing],
    ['missing', `nobody-${i}@vernissage.invalid`],
  ]) {
    const { ms, status } = await attempt(email)
    times[kind].push(ms)
    statuses.add(status)
  }
}
console.log(`${base}, ${rounds} rounds, statuses ${[...statuses].join(', ')}`)
console.log('| account | median | min | max |')
console.log('|---|---|---|---|')
for (const [kind, values] of Object.entries(times)) {
  console.log(`| ${kind} | ${median(values).toFixed(0)} ms | ${Math.min(...values).toFixed(0)} ms | ${Math.max(...values).toFixed(0)} ms |`)
}
const ratio = median(times.missing) / median(times.existing)
console.log(`\nmissing / existing (medians): ${ratio.toFixed(2)}`)
if (statuses.has(429)) console.log('Some attempts were answered 429: start the site with TRUST_PROXY=loopback so each attempt has its own address.')
