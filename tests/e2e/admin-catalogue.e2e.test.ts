/**
 * The catalogue in the admin (issue 19 points 1, 2 and 5), the way staff use it: on the catalogue
 * screen choose a file, check it (a dry run that saves nothing and says row by row what would be
 * created and what is refused, and why, in the editor's language), then import it; importing it
 * again changes nothing. The answer streams progress before the outcome. Above the artworks list,
 * the export holds exactly what the list shows. None of it answers anyone but staff. Issue 29 point 7:
 * the file brings the artists it names — listed by the check, created by the import (drafts or
 * published, like the works) — and a near miss of an existing name is refused with "did you mean".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'

import { adminHeaders, BASE_URL, signInToAdmin, browserForTests } from './support'

const getBrowser = browserForTests()
const stamp = Date.now().toString(36)
const inventory = `E2E-${stamp}`
const refusedInventory = `E2E-${stamp}-X`
const newArtistInventory = `E2E-${stamp}-N`
const nearMissInventory = `E2E-${stamp}-M`
const newArtist = `Nora Feld ${stamp}`
let artistName = ''
let nearMiss = ''
let csv = ''
const contexts: BrowserContext[] = []

async function api(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE_URL}/api/${path}`, { ...init, headers: { ...(await adminHeaders()), ...(init.headers as Record<string, string>) } })
  return { status: response.status, body: await response.json() }
}

/** The works with this inventory number, as staff see them (drafts included), in one language. */
const worksNumbered = async (number: string, locale = 'de') =>
  (await api(`artworks?where[inventory][equals]=${encodeURIComponent(number)}&draft=true&depth=0&locale=${locale}`)).body.docs as Array<{
    id: number
    title: string
    _status: string
  }>

async function adminPage(locale: string): Promise<Page> {
  const context = await getBrowser().newContext({ locale, viewport: { width: 1680, height: 1000 } })
  contexts.push(context)
  const page = await context.newPage()
  await signInToAdmin(page)
  return page
}

async function chooseCatalogue(page: Page, label: RegExp) {
  await page.getByLabel(label).setInputFiles({ name: 'katalog.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') })
}

const status = (page: Page) => page.locator('.catalogue-import__status')
const rowOf = (page: Page, number: string) => page.locator('.catalogue-import__table tbody tr').filter({ has: page.getByRole('cell', { name: number, exact: true }) })

beforeAll(async () => {
  const artists = await api('artists?limit=1&depth=0&locale=de&sort=id')
  artistName = artists.body.docs[0].name
  // One letter changed at the end: a typo of the existing name.
  nearMiss = artistName.slice(0, -1) + (artistName.endsWith('q') ? 'x' : 'q')
  csv = [
    'inventory,title_de,title_en,artist,year,price,width_cm,height_cm',
    `${inventory},Katalogwerk ${stamp},Catalogue work ${stamp},${artistName},2024,1200,40,50`,
    `${refusedInventory},Falsch ${stamp},Wrong ${stamp},Niemand ${stamp},2024,zwölf,40,50`,
    `${newArtistInventory},Neues Werk ${stamp},New work ${stamp},${newArtist},2024,900,40,50`,
    `${nearMissInventory},Beinahe ${stamp},Nearly ${stamp},${nearMiss},2024,900,40,50`,
  ].join('\n')
})

/** The artists of this name, as staff see them (drafts included). */
const artistsNamed = async (name: string) =>
  (await api(`artists?where[name][equals]=${encodeURIComponent(name)}&draft=true&depth=0`)).body.docs as Array<{ id: number; slug: string; _status: string }>

afterAll(async () => {
  for (const context of contexts) await context.close()
  for (const number of [inventory, newArtistInventory, `E2E-${stamp}-EN`]) for (const work of await worksNumbered(number)) await api(`artworks/${work.id}`, { method: 'DELETE' })
  for (const name of [newArtist, `Ebba Strand ${stamp}`]) for (const artist of await artistsNamed(name)) await api(`artists/${artist.id}`, { method: 'DELETE' })
})

describe('admin: catalogue import and export', () => {
  it('answers nobody but staff', async () => {
    const exported = await fetch(`${BASE_URL}/api/artworks/catalogue/export?format=csv`)
    expect(exported.status).toBe(403)
    expect(((await exported.json()) as { error: { de: string } }).error.de).toMatch(/angemeldete Mitarbeitende/)
    const form = new FormData()
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'katalog.csv')
    form.append('dryRun', 'true')
    const imported = await fetch(`${BASE_URL}/api/artworks/catalogue/import`, { method: 'POST', body: form })
    expect(imported.status).toBe(403)
    expect(await worksNumbered(inventory)).toEqual([])
  })

  it('in German: a dry run that saves nothing and gives reasons, then the import, then nothing left to change', async () => {
    const page = await adminPage('de-DE')
    await page.goto(`${BASE_URL}/admin`, { waitUntil: 'domcontentloaded' })
    // The screen is in the navigation.
    await page.locator('#nav-catalogue').click()
    await page.waitForURL(/\/admin\/catalogue$/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Katalog importieren und exportieren')
    const run = page.getByRole('button', { name: 'Importieren', exact: true })
    await chooseCatalogue(page, /Katalogdatei/)
    expect(await run.isDisabled()).toBe(true)

    await page.getByRole('button', { name: 'Prüfen (Probelauf)' }).click()
    await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toContain('Probelauf – noch nichts gespeichert. 2 neu, 0 geändert, 0 unverändert, 2 abgelehnt')
    // The artist the file brings, listed; the refused row (bad price) brings nobody.
    expect(await status(page).innerText()).toContain(`Neue Künstler:innen (1, würden als Entwurf angelegt): ${newArtist} (Zeile 4)`)
    expect(await rowOf(page, inventory).locator('td').nth(2).innerText()).toBe('Neu')
    expect(await rowOf(page, newArtistInventory).locator('td').nth(2).innerText()).toBe('Neu')
    const refused = await rowOf(page, refusedInventory).locator('td').allInnerTexts()
    expect(refused[2]).toBe('Abgelehnt')
    expect(refused[3]).toBe('Preis ist kein gültiger Betrag: „zwölf“ (gelesen werden z. B. 3.400 €, 1.200,50, EUR 3400, 3400,- oder €3,400.00)')
    const nearly = await rowOf(page, nearMissInventory).locator('td').allInnerTexts()
    expect(nearly[2]).toBe('Abgelehnt')
    expect(nearly[3]).toContain(`Künstler:in „${nearMiss}“ gibt es noch nicht – meinten Sie `)
    expect(nearly[3]).toContain(`„${artistName}“`)
    expect(await worksNumbered(inventory)).toEqual([])
    expect(await artistsNamed(newArtist)).toEqual([])

    // Only refused rows, when asked.
    await page.getByLabel('Nur abgelehnte Zeilen und Konflikte zeigen').check()
    expect(await page.locator('.catalogue-import__table tbody tr').count()).toBe(2)

    expect(await run.isDisabled()).toBe(false)
    await run.click()
    await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toContain('Import abgeschlossen. 2 neu, 0 geändert, 0 unverändert, 2 abgelehnt')
    expect(await status(page).innerText()).toContain(`Neue Künstler:innen (1, als Entwurf angelegt): ${newArtist} (Zeile 4)`)
    const [made, ...more] = await artistsNamed(newArtist)
    expect(more).toEqual([])
    expect(made._status).toBe('draft')
    expect(((await worksNumbered(newArtistInventory)) as unknown as Array<{ artist: number }>)[0].artist).toBe(made.id)
    expect(await artistsNamed(nearMiss)).toEqual([])
    const [work] = await worksNumbered(inventory)
    expect(work).toMatchObject({ title: `Katalogwerk ${stamp}`, _status: 'draft' })
    expect((await worksNumbered(inventory, 'en'))[0].title).toBe(`Catalogue work ${stamp}`)
    expect(await worksNumbered(refusedInventory)).toEqual([])
    // In the work's version history.
    const versions = await api(`artworks/versions?where[parent][equals]=${work.id}&depth=0`)
    expect(versions.body.totalDocs).toBeGreaterThan(0)

    // Checked again: nothing left to change.
    await page.getByRole('button', { name: 'Prüfen (Probelauf)' }).click()
    await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toContain('0 neu, 0 geändert, 2 unverändert, 2 abgelehnt')
    expect(await status(page).innerText()).not.toContain('Neue Künstler:innen')
    expect(await artistsNamed(newArtist)).toHaveLength(1)
  }, 120_000)

  it('in English, with the reasons in English; the answer streams progress before the outcome', async () => {
    const page = await adminPage('en-US')
    await page.goto(`${BASE_URL}/admin/catalogue`, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Import and export the catalogue')
    await chooseCatalogue(page, /Catalogue file/)
    await page.getByRole('button', { name: 'Check (dry run)' }).click()
    await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toContain('Dry run – nothing saved yet.')
    expect(await rowOf(page, refusedInventory).locator('td').nth(3).innerText()).toBe(
      'Price is not a valid amount: "zwölf" (read are e.g. 3.400 €, 1.200,50, EUR 3400, 3400,- or €3,400.00)',
    )
    expect(await rowOf(page, nearMissInventory).locator('td').nth(3).innerText()).toContain(`Artist "${nearMiss}" does not exist yet – did you mean `)
    expect(await rowOf(page, inventory).locator('td').nth(2).innerText()).toMatch(/^(Unchanged|New)$/)

    const lines = await page.evaluate(async (text) => {
      const form = new FormData()
      form.append('file', new Blob([text], { type: 'text/csv' }), 'katalog.csv')
      form.append('dryRun', 'true')
      const response = await fetch('/api/artworks/catalogue/import', { method: 'POST', body: form, credentials: 'include' })
      return (await response.text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
    }, csv)
    const progress = lines.filter((line) => 'progress' in line).map((line) => line.progress)
    expect(progress.at(-1)).toEqual({ done: 4, total: 4 })
    expect(lines.at(-1)).toMatchObject({ dryRun: true, summary: { counts: { refused: 2 } } })
  }, 120_000)

  it('in English: a publishing import lists and publishes the artist the file brings', async () => {
    const english = `E2E-${stamp}-EN`
    const ebba = `Ebba Strand ${stamp}`
    const page = await adminPage('en-US')
    await page.goto(`${BASE_URL}/admin/catalogue`, { waitUntil: 'domcontentloaded' })
    await page.getByLabel(/Catalogue file/).setInputFiles({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['inventory,title_de,title_en,artist', `${english},Strandbild ${stamp},Beach picture ${stamp},${ebba}`].join('\n'), 'utf8'),
    })
    await page.getByLabel(/Publish new and changed works/).check()
    await page.getByRole('button', { name: 'Check (dry run)' }).click()
    await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toContain(`New artists (1, would be created and published): ${ebba} (row 2)`)
    expect(await artistsNamed(ebba)).toEqual([])
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toContain(`Import finished. 1 new`)
    expect(await status(page).innerText()).toContain(`New artists (1, created and published): ${ebba} (row 2)`)
    const [made] = await artistsNamed(ebba)
    expect(made._status).toBe('published')
    // On the site: the artist's public record answers anyone.
    const visitor = await fetch(`${BASE_URL}/api/artists?where[slug][equals]=${made.slug}&depth=0`)
    expect(((await visitor.json()) as { docs: unknown[] }).docs).toHaveLength(1)
  }, 120_000)

  it('a file that is no catalogue gets its reason, not a stack trace', async () => {
    const page = await adminPage('de-DE')
    await page.goto(`${BASE_URL}/admin/catalogue`, { waitUntil: 'domcontentloaded' })
    await page.getByLabel(/Katalogdatei/).setInputFiles({ name: 'liste.csv', mimeType: 'text/csv', buffer: Buffer.from('titel,preis\nA,1\n', 'utf8') })
    await page.getByRole('button', { name: 'Prüfen (Probelauf)' }).click()
    await expect
      .poll(() => page.locator('.catalogue-import__error[role="alert"]').innerText(), { timeout: 30_000 })
      .toBe('Die Spalte „inventory“ (Inventarnummer) fehlt in der ersten Zeile.')
  }, 60_000)

  it('exports from the list exactly what the list shows, as CSV and XLSX', async () => {
    const page = await adminPage('de-DE')
    await page.goto(`${BASE_URL}/admin/collections/artworks?where[inventory][equals]=${inventory}`, { waitUntil: 'domcontentloaded' })
    const links = page.locator('.catalogue-list-actions')
    await expect.poll(() => links.innerText(), { timeout: 30_000 }).toContain('Diese Liste exportieren:')
    const csvHref = await links.getByRole('link', { name: 'CSV', exact: true }).getAttribute('href')
    // As the browser fetches a clicked download link: with PUBLIC_URL set, Payload takes the session
    // cookie only from a request that says where it comes from (Origin or Sec-Fetch-Site).
    const asClicked = { headers: { 'sec-fetch-site': 'same-origin' } }
    const exported = await page.request.get(new URL(csvHref!, BASE_URL).toString(), asClicked)
    expect(exported.status()).toBe(200)
    const lines = (await exported.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^inventory,title_de,title_en,artist,/)
    expect(lines[1]).toContain(`${inventory},Katalogwerk ${stamp},Catalogue work ${stamp}`)

    // The search box of the list counts as its filter too.
    await page.goto(`${BASE_URL}/admin/collections/artworks?locale=de&search=${encodeURIComponent(`Katalogwerk ${stamp}`)}`, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => links.innerText(), { timeout: 30_000 }).toContain('XLSX')
    const xlsxHref = await links.getByRole('link', { name: 'XLSX', exact: true }).getAttribute('href')
    const workbook = await page.request.get(new URL(xlsxHref!, BASE_URL).toString(), asClicked)
    expect(workbook.headers()['content-type']).toContain('spreadsheetml')
    const bytes = await workbook.body()
    expect(bytes.subarray(0, 2).toString()).toBe('PK')
    const searched = await page.request.get(new URL(xlsxHref!.replace('format=xlsx', 'format=csv'), BASE_URL).toString(), asClicked)
    expect((await searched.text()).trim().split(/\r\n/)).toHaveLength(2)

    // And the import is one click away.
    await links.getByRole('link', { name: 'Katalog importieren …' }).click()
    await page.waitForURL(/\/admin\/catalogue$/)
  }, 90_000)
})
