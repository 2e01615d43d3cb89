#!/usr/bin/env node
// A new work from upload to visible (issue 49): against a running production server, signed in as
// staff, ROUNDS times: upload a picture, save a work with it in German, add the English text,
// publish, and poll its German and English pages until each shows the title. Prints, per
// language, p50 and max from the start of the upload to the page showing the work, and beside it
// the reference of the same run: a second request for the same German page once it shows (the
// page as the cache serves it).
//
//   node bench/office.mjs http://localhost:3000 admin@galerie.example 'password' [ROUNDS=5]
import { randomUUID } from 'node:crypto'

const [base = 'http://localhost:3000', email = process.env.ADMIN_EMAIL, password = process.env.ADMIN_PASSWORD, roundsText = '5'] = process.argv.slice(2)
if (!email || !password) {
  console.error('usage: node bench/office.mjs BASE_URL EMAIL PASSWORD [ROUNDS]')
  process.exit(2)
}
const rounds = Number(roundsText)
const origin = { origin: base, 'sec-fetch-site': 'same-origin' }

const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...origin }, body: JSON.stringify({ email, password }) })
if (!login.ok) throw new Error(`sign-in: ${login.status}`)
const { token } = await login.json()
const staff = { authorization: `JWT ${token}`, ...origin }

async function api(method, path, body) {
  const response = await fetch(`${base}/api${path}`, { method, headers: { ...staff, 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** A small PNG (a 2×2 picture), different each round so the upload is new. */
function picture(seed) {
  const pixel = [seed % 256, (seed * 7) % 256, (seed * 13) % 256]
  // A PNG made by hand would need zlib and CRC code; sharp is a dependency of the site.
  return import('sharp').then(({ default: sharp }) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r: pixel[0], g: pixel[1], b: pixel[2] } } })
      .png()
      .toBuffer(),
  )
}

async function until(url, text) {
  for (;;) {
    const response = await fetch(url, { headers: { 'accept-language': 'de' } })
    if (response.ok && (await response.text()).includes(text)) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const times = { de: [], en: [], cached: [] }
const artists = await (await fetch(`${base}/api/artists?limit=1&depth=0&where[_status][equals]=published`, { headers: staff })).json()
for (let round = 0; round < rounds; round++) {
  const id = randomUUID().slice(0, 8)
  const started = performance.now()
  const form = new FormData()
  form.append('file', new Blob([await picture(round + 1)], { type: 'image/png' }), `office-${id}.png`)
  form.append('_payload', JSON.stringify({ alt: `Bild ${id}` }))
  const uploaded = await fetch(`${base}/api/media`, { method: 'POST', headers: staff, body: form })
  if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`)
  const media = (await uploaded.json()).doc
  const title = { de: `Bürobild ${id}`, en: `Office picture ${id}` }
  const slug = { de: `buerobild-${id}`, en: `office-picture-${id}` }
  const work = (await api('POST', '/artworks?locale=de&depth=0', { title: title.de, slug: slug.de, artist: artists.docs[0]?.id, images: [media.id], _status: 'draft' })).doc
  await api('PATCH', `/artworks/${work.id}?locale=en&depth=0`, { title: title.en, slug: slug.en, _status: 'draft' })
  await api('PATCH', `/artworks/${work.id}?locale=de&depth=0`, { _status: 'published' })
  await Promise.all([
    until(`${base}/artworks/${slug.de}`, title.de).then(() => times.de.push(performance.now() - started)),
    until(`${base}/en/artworks/${slug.en}`, title.en).then(() => times.en.push(performance.now() - started)),
  ])
  const again = performance.now()
  await until(`${base}/artworks/${slug.de}`, title.de)
  times.cached.push(performance.now() - again)
}

const p50 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const row = (name, values) => `| ${name} | ${Math.round(p50(values))} ms | ${Math.round(Math.max(...values))} ms | ${values.length} |`
console.log(`| ${base}, ${rounds} rounds | p50 | max | rounds |\n|---|---|---|---|`)
console.log(row('upload → German page shows the work', times.de))
console.log(row('upload → English page shows the work', times.en))
console.log(row('reference: the same German page again', times.cached))
