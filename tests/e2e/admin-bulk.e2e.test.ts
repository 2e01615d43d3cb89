/**
 * Changes to many works at once, the way staff make them (issue 19 point 4). Above the list, for
 * the selected works: publish, unpublish, sold, available, price on request or shown — each after
 * a dialog that names how many works it changes (Payload's own publish dialog does not), in the
 * editor's language; cancelled, nothing changes. And in the admin's list,
 * select works, "Edit", choose "Add tags", pick a tag, "Publish changes". The drawer names how
 * many works it changes, each work keeps its own tags, and the explorer filtered by the tag lists
 * both works in German and English within 5 s, as any publish does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'

import { adminHeaders, BASE_URL, signInToAdmin, browserForTests } from './support'

const getBrowser = browserForTests()
let context: BrowserContext
let page: Page
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

async function create(collection: string, data: Record<string, unknown>) {
  const { doc } = await api('POST', `${collection}?locale=de&depth=0`, data)
  made.push([collection, doc.id])
  return doc as { id: number; slug: string }
}

let tag: { id: number; name: string; slug: { de: string; en: string } }
let ownTag: { id: number }
let works: Array<{ id: number; title: string }>

beforeAll(async () => {
  const created = await create('tags', { name: `Sammlung ${stamp}`, slug: `sammlung-${stamp}` })
  await api('PATCH', `tags/${created.id}?locale=en`, { name: `Collection ${stamp}` })
  const slugIn = async (locale: string) => (await api('GET', `tags/${created.id}?locale=${locale}&depth=0`)).slug as string
  tag = { id: created.id, name: `Collection ${stamp}`, slug: { de: await slugIn('de'), en: await slugIn('en') } }
  ownTag = await create('tags', { name: `Eigen ${stamp}`, slug: `eigen-${stamp}` })
  works = []
  for (const letter of ['A', 'B']) {
    const title = `Sammelwerk ${letter} ${stamp}`
    const doc = await create('artworks', { title, slug: `sammelwerk-${letter.toLowerCase()}-${stamp}`, tags: letter === 'A' ? [ownTag.id] : [], _status: 'published' })
    await api('PATCH', `artworks/${doc.id}?locale=en`, { title: `Bulk work ${letter} ${stamp}`, slug: `bulk-work-${letter.toLowerCase()}-${stamp}`, _status: 'published' })
    works.push({ id: doc.id, title })
  }
  context = await getBrowser().newContext({ locale: 'en-US', viewport: { width: 1400, height: 1000 } })
  page = await context.newPage()
  await signInToAdmin(page)
})

afterAll(async () => {
  await context?.close()
  for (const [collection, id] of made.reverse()) await api('DELETE', `${collection}/${id}`).catch(() => undefined)
})

const listed = async (path: string) => {
  const html = await (await fetch(`${BASE_URL}${path}`)).text()
  return ['A', 'B'].filter((letter) => html.includes(`Sammelwerk ${letter} ${stamp}`) || html.includes(`Bulk work ${letter} ${stamp}`))
}

describe('admin: a tag added to many works at once', () => {
  it('adds the tag to every selected work from the list, and the explorer shows them within 5 s', async () => {
    // Once the explorer knows the new tag (it drops a filter value it does not know), no work has it.
    await expect.poll(() => listed(`/artworks?tag=${tag.slug.de}`), { timeout: 15_000, interval: 500 }).toEqual([])
    // In German: the admin keeps the content language an editor last chose (another test edits in English).
    await page.goto(`${BASE_URL}/admin/collections/artworks?locale=de&search=${encodeURIComponent(`Sammelwerk`)}&where[title][like]=${stamp}`, { waitUntil: 'domcontentloaded' })
    const rows = page.locator('table tbody tr')
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2)
    for (const index of [0, 1]) await rows.nth(index).locator('input[type="checkbox"]').check()
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    const drawer = page.locator('.edit-many, [class*="edit-many"]').filter({ hasText: 'Editing' }).first()
    // The drawer names how many works the change is for.
    await expect.poll(() => drawer.innerText(), { timeout: 15_000 }).toMatch(/Editing 2 Artworks/i)
    const fieldSelect = drawer.locator('.field-select .rs__control, .field-select [class*="control"]').first()
    // Payload's field menu does not filter by typing (its labels are elements): pick from the list.
    await fieldSelect.click()
    await page
      .locator('.rs__option')
      .filter({ hasText: /Add tags$/ })
      .first()
      .click()
    const tagField = drawer.locator('#field-tagsToAdd')
    await tagField.waitFor({ timeout: 15_000 })
    await tagField.locator('.rs__control, [class*="control"]').first().click()
    // The admin edits German content by default, so the tag is offered under its German name.
    await page.keyboard.type(`Sammlung ${stamp}`)
    await page
      .locator('.rs__option')
      .filter({ hasText: `Sammlung ${stamp}` })
      .first()
      .click()
    await drawer.getByRole('button', { name: /Publish changes/i }).click()

    await expect.poll(() => listed(`/artworks?tag=${tag.slug.de}`), { timeout: 5_000, interval: 250 }).toEqual(['A', 'B'])
    await expect.poll(() => listed(`/en/artworks?tag=${tag.slug.en}`), { timeout: 5_000, interval: 250 }).toEqual(['A', 'B'])
    // Work A keeps the tag it had: the list was added to, not replaced.
    const a = await api('GET', `artworks/${works[0].id}?depth=0`)
    expect(a.tags).toEqual([ownTag.id, tag.id])
  })
})

describe('admin: changes to the selected works, confirmed with their count', () => {
  const selectBoth = async (target: Page) => {
    await target.goto(`${BASE_URL}/admin/collections/artworks?where[title][like]=${stamp}`, { waitUntil: 'domcontentloaded' })
    const rows = target.locator('table tbody tr')
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2)
    for (const index of [0, 1]) await rows.nth(index).locator('input[type="checkbox"]').check()
  }
  const state = async () => Promise.all(works.map(async (work) => (await api('GET', `artworks/${work.id}?depth=0&draft=true`)) as { sold: boolean; _status: string }))
  const publicStatus = async () => Promise.all(works.map(async (work) => (await fetch(`${BASE_URL}/api/artworks/${work.id}?depth=0`)).status))

  it('in English: names the count, does nothing when cancelled, and changes both when confirmed', async () => {
    await selectBoth(page)
    const bar = page.getByRole('group', { name: 'For 2 works in the selection:' })
    await bar.getByRole('button', { name: 'Mark sold' }).click()
    const dialog = page.getByRole('dialog', { name: 'Mark 2 works as sold?' })
    await dialog.waitFor({ timeout: 10_000 })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(await dialog.isVisible()).toBe(false)
    expect((await state()).map((work) => work.sold)).toEqual([false, false])

    await bar.getByRole('button', { name: 'Mark sold' }).click()
    await page.getByRole('dialog', { name: 'Mark 2 works as sold?' }).getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(() => page.locator('.bulk-actions__result').innerText(), { timeout: 15_000 }).toBe('2 works changed.')
    expect((await state()).map((work) => work.sold)).toEqual([true, true])

    await selectBoth(page)
    await bar.getByRole('button', { name: 'Unpublish' }).click()
    await page.getByRole('dialog', { name: 'Unpublish 2 works?' }).getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(() => page.locator('.bulk-actions__result').innerText(), { timeout: 15_000 }).toBe('2 works changed.')
    // Gone for visitors, kept for staff.
    expect(await publicStatus()).toEqual([404, 404])
    expect((await state()).map((work) => work._status)).toEqual(['draft', 'draft'])
  })

  it('in German: "2 Werke veröffentlichen?", then both are public again and available once marked so', async () => {
    const context = await getBrowser().newContext({ locale: 'de-DE', viewport: { width: 1400, height: 1000 } })
    try {
      const german = await context.newPage()
      await signInToAdmin(german)
      await selectBoth(german)
      const bar = german.getByRole('group', { name: 'Für 2 Werke in der Auswahl:' })
      await bar.getByRole('button', { name: 'Veröffentlichen' }).click()
      await german.getByRole('dialog', { name: '2 Werke veröffentlichen?' }).getByRole('button', { name: 'Bestätigen' }).click()
      await expect.poll(() => german.locator('.bulk-actions__result').innerText(), { timeout: 15_000 }).toBe('2 Werke geändert.')
      expect(await publicStatus()).toEqual([200, 200])
      await selectBoth(german)
      await bar.getByRole('button', { name: 'Als verfügbar markieren' }).click()
      await german.getByRole('dialog', { name: '2 Werke als verfügbar markieren?' }).getByRole('button', { name: 'Bestätigen' }).click()
      await expect.poll(() => german.locator('.bulk-actions__result').innerText(), { timeout: 15_000 }).toBe('2 Werke geändert.')
      expect((await state()).map((work) => [work.sold, work._status])).toEqual([
        [false, 'published'],
        [false, 'published'],
      ])
    } finally {
      await context.close()
    }
  })
})
