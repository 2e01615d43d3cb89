#!/usr/bin/env node
// Hostile input against a running site (issue 15 point 4): at least 1,000 generated requests
// (GraphQL, forms, URLs, uploads as staff), counted by status. Targets: no 5xx, no stack trace
// or internal path in any answer, and while the heaviest allowed GraphQL query runs, a cached
// page keeps answering in milliseconds. Start the site with TRUST_PROXY=loopback so each form
// post has its own address (else the rate limit answers most of them, which is also fine).
//   node bench/fuzz.mjs [baseUrl] [adminEmail] [adminPassword]
import sharp from 'sharp'

const base = process.argv[2] || process.env.BASE_URL || 'http://localhost:3000'
const adminEmail = process.argv[3] || process.env.ADMIN_EMAIL || ''
const adminPassword = process.argv[4] || process.env.ADMIN_PASSWORD || ''

/** Signs of a leaked stack trace or server path in an answer. */
const leakPattern =
  /\bat [\w.<>$]+ \((?:\/|file:|node:)|\/work\/|\/home\/|node_modules\/|\.(?:ts|tsx|mjs):\d+:\d+|webpack-internal|SQLITE_|duplicate key value|relation "[a-z_]+" does not exist/

const counts = new Map()
const fivexx = []
const leaks = []
let sent = 0
let address = 0

function nextAddress() {
  address += 1
  return `198.19.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`
}

async function probe(group, label, url, init = {}) {
  sent += 1
  let status = 'network error'
  let text = ''
  try {
    const response = await fetch(url, { redirect: 'manual', ...init, headers: { 'x-forwarded-for': nextAddress(), ...(init.headers ?? {}) }, signal: AbortSignal.timeout(30_000) })
    status = response.status
    text = await response.text()
  } catch (error) {
    status = error?.name === 'TimeoutError' ? 'timeout' : 'network error'
  }
  const key = `${group} ${status}`
  counts.set(key, (counts.get(key) ?? 0) + 1)
  if (typeof status !== 'number' || status >= 500) fivexx.push(`${group}: ${label} → ${status}`)
  const leak = leakPattern.exec(text)
  if (leak) leaks.push(`${group}: ${label} → ${leak[0]}`)
  return { status, text }
}

const gqlPost = (body, headers = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })

// ── GraphQL ───────────────────────────────────────────────────────────────
async function graphql() {
  const doors = ['/graphql', '/api/graphql']
  const queries = []
  for (const depth of [5, 10, 20, 50, 200, 1000]) {
    queries.push(['deep nesting ' + depth, `{ Artworks(limit: 1) { docs { ${'artist { portrait { '.repeat(depth)}id${' } }'.repeat(depth)} } } }`])
  }
  for (const aliases of [10, 31, 100, 240, 1000, 5000]) {
    queries.push([`${aliases} aliases`, `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: Artworks(limit: 100) { docs { id title } }`).join(' ')} }`])
  }
  for (const limit of [0, -1, 101, 1000, 1e9, 2 ** 31]) queries.push([`limit ${limit}`, `{ Artworks(limit: ${limit}) { docs { id } } }`])
  queries.push(['pagination false', '{ Artworks(pagination: false) { docs { id } } }'])
  queries.push(['fragment cycle', '{ Artworks { ...A } } fragment A on Artworks { ...B } fragment B on Artworks { ...A }'])
  queries.push([
    'fragment bomb',
    `{ Artwork(id: 1) { ...F0 } } ${Array.from({ length: 40 }, (_, i) => `fragment F${i} on Artwork { ${i < 39 ? `...F${i + 1} ...F${i + 1}` : 'id'} }`).join(' ')}`,
  ])
  queries.push(['introspection', '{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }'])
  queries.push(['unknown field', '{ Artworks { docs { secretField } } }'])
  queries.push(['syntax error', '{ Artworks(limit: { docs { id } }'])
  queries.push(['mutation anonymously', 'mutation { createArtwork(data: { title: "x" }) { id } }'])
  queries.push(['delete anonymously', 'mutation { deleteArtwork(id: 1) { id } }'])
  queries.push(['where injection', `{ Artworks(where: { title: { like: "'; DROP TABLE artworks; --" } }) { docs { id } } }`])
  queries.push(['price filter', '{ Artworks(where: { publicPrice: { greater_than: 0 } }, limit: 5) { docs { id publicPrice } } }'])
  queries.push(['huge string', `{ getArtworkBySlug(slug: "${'x'.repeat(90_000)}") { id } }`])
  for (const door of doors) {
    for (const [label, query] of queries) {
      for (const language of ['de', 'en']) await probe('graphql', `${door} ${label}`, base + door, gqlPost(JSON.stringify({ query, variables: {} }), { 'x-language': language }))
    }
    const bodies = [
      ['{', '{'],
      ['empty', ''],
      ['array batch', JSON.stringify(Array.from({ length: 50 }, () => ({ query: '{ Artworks { totalDocs } }' })))],
      ['string', '"query"'],
      ['number', '42'],
      ['null', 'null'],
      ['variables array', JSON.stringify({ query: '{ Artworks { totalDocs } }', variables: [1, 2] })],
      ['variables huge', JSON.stringify({ query: 'query Q($s: String) { getArtworkBySlug(slug: $s) { id } }', variables: { s: 'x'.repeat(95_000) } })],
      ['variables wrong type', JSON.stringify({ query: 'query Q($id: Int!) { Artwork(id: $id) { id } }', variables: { id: { nested: [1] } } })],
      ['operationName missing op', JSON.stringify({ query: 'query A { Artworks { totalDocs } }', operationName: 'B' })],
      ['operationName object', JSON.stringify({ query: 'query A { Artworks { totalDocs } }', operationName: { a: 1 } })],
      ['30 MB body', JSON.stringify({ query: '{ Artworks { totalDocs } }', pad: 'x'.repeat(30 * 1024 * 1024) })],
      ['control characters', JSON.stringify({ query: '{ Artworks\u0000\u0007 { totalDocs } }' })],
      ['invalid utf-8', Buffer.from([0x7b, 0x22, 0x71, 0xff, 0xfe, 0x22, 0x7d])],
    ]
    for (const [label, body] of bodies) await probe('graphql', `${door} body ${label}`, base + door, gqlPost(body))
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '']) {
      await probe('graphql', `${door} content-type ${type}`, base + door, { method: 'POST', headers: { 'content-type': type }, body: '{"query":"{ Artworks { totalDocs } }"}' })
    }
    await probe('graphql', `${door} GET`, `${base}${door}?query=${encodeURIComponent('{ Artworks { totalDocs } }')}`)
  }
}

// ── Forms ─────────────────────────────────────────────────────────────────
/** The first form of a page with its fields (hidden ones with their values), as a browser without JavaScript sees it. */
async function formOf(path) {
  const html = await (await fetch(base + path, { headers: { 'accept-language': 'de' } })).text()
  // The page's own form (the one that asks for an email address), not the header's search.
  const form = [...html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)].find((candidate) => candidate[1].includes('name="email"'))
  if (!form) return null
  const fields = {}
  for (const input of form[1].matchAll(/<(input|textarea|select)\b([^>]*)>/g)) {
    const name = /\bname="([^"]+)"/.exec(input[2])?.[1]
    if (!name) continue
    fields[name] = (/\bvalue="([^"]*)"/.exec(input[2])?.[1] ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"')
  }
  const action = /<form[^>]*\baction="([^"]*)"/.exec(form[0])?.[1]
  return { fields, action: action && action.startsWith('/') ? action : path }
}

async function forms() {
  const hostile = [
    ['oversize', () => 'x'.repeat(200_000)],
    ['control characters', () => 'a\u0000b\u0007c\u001b[31m'],
    ['header injection', () => 'Besucher\r\nBcc: victim@example.com\r\nSubject: spam'],
    ['script', () => '<script>alert(1)</script>'],
    ['sql', () => "'; DROP TABLE inquiries; --"],
    ['unicode', () => '𝔊𝔞𝔩𝔢𝔯𝔦𝔢 \u202e gnirts \ufeff'],
    ['empty', () => ''],
    ['long email', () => `${'a'.repeat(300)}@example.com`],
    ['bad email', () => 'not-an-email@'],
    ['email with newline', () => 'a@example.com\r\nBcc: b@example.com'],
  ]
  for (const path of ['/contact', '/en/contact', '/newsletter', '/en/newsletter']) {
    const form = await formOf(path)
    if (!form) continue
    const names = Object.keys(form.fields).filter((name) => !name.startsWith('$ACTION'))
    for (const [label, value] of hostile) {
      for (const target of names) {
        const body = new FormData()
        for (const [name, original] of Object.entries(form.fields)) body.append(name, name === target ? value() : original)
        await probe('forms', `${path} ${target}=${label}`, base + form.action, { method: 'POST', body, headers: { 'accept-language': path.startsWith('/en') ? 'en' : 'de' } })
      }
    }
    const variants = [
      ['unknown field', (body) => body.append('isAdmin', 'true')],
      [
        'tampered action id',
        (body) => {
          for (const name of Object.keys(form.fields)) if (name.startsWith('$ACTION')) body.set(name, 'forged')
        },
      ],
      ['tampered start time', (body) => body.set('startedAt', '1.forged')],
      [
        'no fields',
        (body) => {
          for (const name of Object.keys(form.fields)) body.delete(name)
        },
      ],
    ]
    for (const [label, change] of variants) {
      const body = new FormData()
      for (const [name, original] of Object.entries(form.fields)) body.append(name, original)
      change(body)
      await probe('forms', `${path} ${label}`, base + form.action, { method: 'POST', body })
    }
    await probe('forms', `${path} broken multipart`, base + form.action, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      body: '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated',
    })
    await probe('forms', `${path} urlencoded garbage`, base + form.action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '%%%&&&==' })
  }
}

// ── URLs ──────────────────────────────────────────────────────────────────
async function urls() {
  const paths = [
    '/media/..%2f..%2fetc%2fpasswd',
    '/media/../../etc/passwd',
    '/media/%2e%2e%2f%2e%2e%2fpackage.json',
    '/media/....//....//etc/passwd',
    '/media/x-99999w.webp',
    '/media/x--1w.jpg',
    '/media/x-0w.webp',
    '/media/x-1e9w.webp',
    '/media/%00.jpg',
    '/media/',
    '/media/a%2fb.jpg',
    '/api/media/file/',
    '/api/media/file/missing.jpg',
    '/api/media/file/..%2f..%2fpackage.json',
    '/api/artworks/abc',
    '/api/artworks?page=-1',
    '/api/artworks?limit=-5',
    '/api/artworks?where[publicPrice][greater_than]=0',
    '/api/artworks?depth=1000',
    '/api/artworks?sort=%00',
    '/favicon.ico',
    '/wp-login.php',
    '/.env',
    '/.git/config',
    '/a.b/c',
    '/%',
    '/%E0%A4%A',
    '/artworks/%',
    '/en/%ZZ',
    '/..%2f..%2f',
    `/${'a'.repeat(8000)}`,
    `/artworks/${'b'.repeat(3000)}`,
    '/artworks?page=-1',
    '/artworks?page=abc',
    '/artworks?page=99999999999999999999',
    '/artworks?colors=%00',
    '/search?q=' + encodeURIComponent('<script>alert(1)</script>'),
    '/search?q=' + 'x'.repeat(5000),
    '/explorer?limit=100000',
    '/sitemaps/..%2fpackage.json',
    '/sitemaps/x.xml',
    '/build-version?x=%',
    '/search-suggest?q=%00',
    '/graphql/../admin',
    '//evil.example/',
    '/en//evil.example',
    '/\\evil.example',
    '/artist/%2e%2e',
    '/EN/ARTWORKS',
    '/de/de/de',
    '/en/en/en',
    '/api/artworks/1e3',
    '/api/artworks/-1',
    '/api/media/abc',
    '/api/users/me',
    '/api/pages?where[or][0][slug][like]=%25',
  ]
  const headerSets = [
    {},
    { cookie: 'i18n_redirected=%%%; payload-token=garbage.garbage.garbage' },
    { cookie: `i18n_redirected=${'x'.repeat(4000)}` },
    { 'accept-language': 'x'.repeat(5000) },
    { 'accept-language': '*;q=abc, ,,,;;;, de-DE;q=2' },
    { 'accept-encoding': 'deflate, br;q=0, zstd' },
    { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    { range: 'bytes=999999999-' },
    { 'if-none-match': '"' + 'x'.repeat(3000) },
    { host: 'evil.example' },
  ]
  for (const path of paths) {
    for (const headers of headerSets) await probe('urls', `${path.slice(0, 60)} ${Object.keys(headers).join(',')}`, base + path, { headers })
  }
}

// ── Uploads as staff ──────────────────────────────────────────────────────
async function uploads() {
  if (!adminEmail || !adminPassword) {
    console.log('uploads: skipped (give the admin email and password as arguments)')
    return
  }
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.255.1' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  })
  const { token } = await login.json()
  if (!token) throw new Error(`admin login answered ${login.status}`)
  const bomb = await sharp({ create: { width: 12000, height: 12000, channels: 3, background: '#808080' } })
    .png({ compressionLevel: 9 })
    .toBuffer()
  const huge = Buffer.from(
    await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  )
  huge.writeUInt32BE(60000, 16) // IHDR width
  huge.writeUInt32BE(60000, 20) // IHDR height
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer()
  const files = [
    ['text as .jpg', Buffer.from('not an image at all\n'), 'notes.jpg', 'image/jpeg'],
    ['svg with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'],
    ['html', Buffer.from('<html><script>alert(1)</script></html>'), 'x.html', 'text/html'],
    ['decompression bomb 12000²', bomb, 'bomb.png', 'image/png'],
    ['claims 60000²', huge, 'huge.png', 'image/png'],
    ['jpeg named .png', jpeg, 'mismatch.png', 'image/png'],
    ['truncated jpeg', jpeg.subarray(0, 100), 'cut.jpg', 'image/jpeg'],
    ['empty file', Buffer.alloc(0), 'empty.jpg', 'image/jpeg'],
    ['executable', Buffer.from('#!/bin/sh\necho hi\n'), 'run.sh', 'application/x-sh'],
    ['traversal name', jpeg, '../../etc/passwd.jpg', 'image/jpeg'],
    ['very long name', jpeg, `${'n'.repeat(400)}.jpg`, 'image/jpeg'],
  ]
  for (const [label, bytes, name, type] of files) {
    const body = new FormData()
    body.append('file', new Blob([bytes], { type }), name)
    body.append('_payload', JSON.stringify({ alt: `fuzz ${label}` }))
    const { status, text } = await probe('uploads', label, `${base}/api/media`, { method: 'POST', headers: { authorization: `JWT ${token}`, 'accept-language': 'de' }, body })
    const id = status === 201 ? JSON.parse(text)?.doc?.id : null
    if (id) await fetch(`${base}/api/media/${id}`, { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
  }
}

// ── A cached page while the heaviest allowed query runs ───────────────────
async function latencyUnderLoad() {
  // 500 objects, the most one anonymous query may return: 250 works and their artists.
  const heaviest = `{ ${[100, 100, 50].map((limit, i) => `a${i}: Artworks(limit: ${limit}, page: ${i + 1}) { docs { id title slug year artist { name } } }`).join(' ')} }`
  const first = await fetch(base + '/graphql', gqlPost(JSON.stringify({ query: heaviest })))
  const started = performance.now()
  await first.text()
  const alone = performance.now() - started
  let running = true
  // One heaviest query after another, always one running, as one hostile client would.
  const load = (async () => {
    let done = 0
    while (running) {
      await fetch(base + '/graphql', gqlPost(JSON.stringify({ query: heaviest }))).then((r) => r.text())
      done += 1
    }
    return done
  })()
  await fetch(base + '/faq')
  const latencies = []
  for (let i = 0; i < 40; i++) {
    const t = performance.now()
    await (await fetch(base + '/faq')).arrayBuffer()
    latencies.push(performance.now() - t)
  }
  running = false
  const queries = await load
  latencies.sort((a, b) => a - b)
  const heavyStarted = performance.now()
  const heavy = await fetch(base + '/graphql', gqlPost(JSON.stringify({ query: heaviest })))
  const heavyStatus = heavy.status
  await heavy.text()
  return { alone, after: performance.now() - heavyStarted, heavyStatus, queries, p50: latencies[20], p90: latencies[36], max: latencies[39] }
}

const startedAt = performance.now()
await graphql()
await forms()
await urls()
await uploads()
const latency = await latencyUnderLoad()

console.log(`${base}: ${sent} hostile requests in ${((performance.now() - startedAt) / 1000).toFixed(0)} s\n`)
console.log('| group | status | answers |')
console.log('|---|---|---|')
for (const [key, count] of [...counts].sort()) {
  const [group, status] = key.split(' ')
  console.log(`| ${group} | ${status} | ${count} |`)
}
console.log(`\n5xx or no answer: ${fivexx.length}`)
for (const line of fivexx.slice(0, 40)) console.log(`  ${line}`)
console.log(`stack traces or internal paths: ${leaks.length}`)
for (const line of leaks.slice(0, 40)) console.log(`  ${line}`)
console.log(
  `\nheaviest allowed query (250 artworks with their artists): ${latency.alone.toFixed(0)} ms alone, status ${latency.heavyStatus}; ` +
    `/faq (front cache) while ${latency.queries} of them ran one after another: p50 ${latency.p50.toFixed(1)} ms, p90 ${latency.p90.toFixed(1)} ms, max ${latency.max.toFixed(1)} ms`,
)
process.exitCode = fivexx.length || leaks.length ? 1 : 0
