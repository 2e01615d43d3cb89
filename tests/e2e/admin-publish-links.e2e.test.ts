/**
 * Nothing goes online half-made, in the admin (issue 45 point 5): publishing a work whose artist is
 * a draft — with the document's Publish button, or with the list's bulk publish — names the draft
 * artist in a dialog and offers to publish it too; cancelled, nothing is published. In English and
 * in German.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'

import { adminHeaders, BASE_URL, signInToAdmin, browserForTests } from './support'

const getBrowser = browserForTests()
const stamp = Date.now().toString(36)
const made: Array<[string, number]> = []

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    method,
    headers: { ...(await adminHeaders()), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await response.json()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`)
  return json
}

/** A draft artist and a draft work of theirs. */
async function draftPair(name: string, title: string) {
  const { doc: artist } = await api('POST', 'artists?draft=true&depth=0', { name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}`, personType: 'artist', _status: 'draft' })
  made.push(['artists', artist.id])
  const { doc: work } = await api('POST', 'artworks?draft=true&depth=0&locale=de', {
    title,
    slug: `${title.toLowerCase().replace(/\W+/g, '-')}`,
    artist: artist.id,
    _status: 'draft',
  })
  made.push(['artworks', work.id])
  return { artist: artist.id as number, work: work.id as number }
}

/** What visitors see: 200 once published. */
const publicStatus = async (collection: string, id: number) => (await fetch(`${BASE_URL}/api/${collection}/${id}?depth=0`)).status

async function admin(locale: 'en-US' | 'de-DE'): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await getBrowser().newContext({ locale, viewport: { width: 1400, height: 1000 } })
  const page = await context.newPage()
  await signInToAdmin(page)
  return { page, close: () => context.close() }
}

beforeAll(async () => {
  await adminHeaders()
})

afterAll(async () => {
  for (const [collection, id] of made.reverse()) await api('DELETE', `${collection}/${id}`).catch(() => undefined)
})

describe('admin: publishing a work whose artist is a draft', () => {
  it('in English: the Publish button names the draft artist; cancelled nothing is public, confirmed both are', async () => {
    const name = `Mara Linde ${stamp}`
    const { artist, work } = await draftPair(name, `Abendlicht ${stamp}`)
    const { page, close } = await admin('en-US')
    try {
      // In German content (the work is German only): the admin keeps the last content language staff chose.
      await page.goto(`${BASE_URL}/admin/collections/artworks/${work}?locale=de`, { waitUntil: 'domcontentloaded' })
      const publish = page.locator('#action-save')
      await publish.waitFor({ timeout: 30_000 })
      await publish.click()
      const dialog = page.getByRole('dialog', { name: 'Publish with a draft?' })
      await dialog.waitFor({ timeout: 15_000 })
      expect(await dialog.innerText()).toContain(`Artist "${name}" is still a draft.`)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      expect([await publicStatus('artworks', work), await publicStatus('artists', artist)]).toEqual([404, 404])

      await publish.click()
      await page.getByRole('dialog', { name: 'Publish with a draft?' }).getByRole('button', { name: 'Publish both' }).click()
      await expect.poll(() => publicStatus('artworks', work), { timeout: 15_000 }).toBe(200)
      expect(await publicStatus('artists', artist)).toBe(200)
      const seen = await (await fetch(`${BASE_URL}/api/artworks/${work}?depth=1`)).json()
      expect(seen.artist.name).toBe(name)
    } finally {
      await close()
    }
  })

  it('in German: the list’s bulk publish names the draft artist and publishes works and artist together', async () => {
    const name = `Jonas Berg ${stamp}`
    const { artist, work } = await draftPair(name, `Nachtstück ${stamp}`)
    const { page, close } = await admin('de-DE')
    try {
      await page.goto(`${BASE_URL}/admin/collections/artworks?locale=de&where[title][like]=${encodeURIComponent(`Nachtstück ${stamp}`)}`, { waitUntil: 'domcontentloaded' })
      const rows = page.locator('table tbody tr')
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(1)
      await rows.first().locator('input[type="checkbox"]').check()
      await page.getByRole('group', { name: 'Für ein Werk in der Auswahl:' }).getByRole('button', { name: 'Veröffentlichen' }).click()
      const dialog = page.getByRole('dialog', { name: 'ein Werk veröffentlichen?' })
      await dialog.waitFor({ timeout: 15_000 })
      expect(await dialog.innerText()).toContain(`Künstler:in „${name}“ ist noch ein Entwurf und wird mit veröffentlicht`)
      await dialog.getByRole('button', { name: 'Werke und Entwurf veröffentlichen' }).click()
      await expect.poll(() => page.locator('.bulk-actions__result').innerText(), { timeout: 15_000 }).toBe('ein Werk geändert.')
      expect([await publicStatus('artworks', work), await publicStatus('artists', artist)]).toEqual([200, 200])
    } finally {
      await close()
    }
  })

  it('in German: the document’s Publish button asks in German', async () => {
    const name = `Ilse Amsel ${stamp}`
    const { work } = await draftPair(name, `Amsel ${stamp}`)
    const { page, close } = await admin('de-DE')
    try {
      // In German content (the work is German only): the admin keeps the last content language staff chose.
      await page.goto(`${BASE_URL}/admin/collections/artworks/${work}?locale=de`, { waitUntil: 'domcontentloaded' })
      const publish = page.locator('#action-save')
      await publish.waitFor({ timeout: 30_000 })
      await publish.click()
      const dialog = page.getByRole('dialog', { name: 'Mit Entwurf veröffentlichen?' })
      await dialog.waitFor({ timeout: 15_000 })
      expect(await dialog.innerText()).toContain(`Künstler:in „${name}“ ist noch ein Entwurf.`)
      await dialog.getByRole('button', { name: 'Abbrechen' }).click()
      expect(await publicStatus('artworks', work)).toBe(404)
    } finally {
      await close()
    }
  })
})
