/**
 * Changes to many works at once, the way staff make them (issue 19 point 4): in the admin's list,
 * select works, "Edit", choose "Add tags", pick a tag, "Publish changes". The drawer names how
 * many works it changes, each work keeps its own tags, and the explorer filtered by the tag lists
 * both works in German and English within 5 s, as any publish does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'

import { adminHeaders, BASE_URL, signInToAdmin, useBrowser } from './support'

const getBrowser = useBrowser()
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
    await page.goto(`${BASE_URL}/admin/collections/artworks?search=${encodeURIComponent(`Sammelwerk`)}&where[title][like]=${stamp}`, { waitUntil: 'domcontentloaded' })
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
    await page.locator('.rs__option').filter({ hasText: /Add tags$/ }).first().click()
    const tagField = drawer.locator('#field-tagsToAdd')
    await tagField.waitFor({ timeout: 15_000 })
    await tagField.locator('.rs__control, [class*="control"]').first().click()
    // The admin edits German content by default, so the tag is offered under its German name.
    await page.keyboard.type(`Sammlung ${stamp}`)
    await page.locator('.rs__option').filter({ hasText: `Sammlung ${stamp}` }).first().click()
    const started = Date.now()
    await drawer.getByRole('button', { name: /Publish changes/i }).click()

    await expect.poll(() => listed(`/artworks?tag=${tag.slug.de}`), { timeout: 5_000, interval: 250 }).toEqual(['A', 'B'])
    await expect.poll(() => listed(`/en/artworks?tag=${tag.slug.en}`), { timeout: 5_000, interval: 250 }).toEqual(['A', 'B'])
    expect(Date.now() - started).toBeLessThan(10_000)
    // Work A keeps the tag it had: the list was added to, not replaced.
    const a = await api('GET', `artworks/${works[0].id}?depth=0`)
    expect(a.tags).toEqual([ownTag.id, tag.id])
  })
})
