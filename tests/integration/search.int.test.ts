/**
 * The search on the real database of this run, SQLite or PostgreSQL (issue 8, points 4 and 5):
 * every kind is found by its words in both languages; a publish shows, a draft never
 * does (neither a new draft nor a draft over a published document), an unpublish or a delete
 * removes it; a change another app instance announces on the bus (src/cms/bus.mjs) is followed
 * at once, and one written straight into the database (no hook anywhere sees it) is noticed by the
 * safety net's stamp check once it is due.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { rank, searchGrouped, type RankedItem } from '@/features/search/engine'
import { changeBus, contentChannel } from '@/cms/bus.mjs'
import type { ContentChange } from '@/cms/changes'
import { getSearchEngine, searchSettled } from '@/features/search/loaders'
import { searchStore } from '@/features/search/store'
import type { Locale } from '@/base/locales'

import { richText } from '../../seed/richtext'
import { testPayload, uniqueSlug } from './payload'

let payload: Payload
const write = { overrideAccess: true }

beforeAll(async () => {
  payload = await testPayload()
})

/** A made-up word no seed text has, so that only this test's documents match it. */
function nonsense(): string {
  const letters = 'bcdfghklmnprstvwz'
  let word = 'Q'
  for (let i = 0; i < 7; i++) word += letters[Math.floor(Math.random() * letters.length)] + 'aeiou'[Math.floor(Math.random() * 5)]
  return word
}

async function find(locale: Locale, query: string): Promise<RankedItem[]> {
  return rank(await getSearchEngine(locale), query)
}

/**
 * Searches until `check` holds (each search is also what makes the engine look for changes). The
 * 5 s the site promises are its check interval and rebuild delay (store.ts, held by
 * freshness.test.ts) plus a rebuild, whose time bench/search.mjs measures: no stopwatch here, so a
 * busy machine cannot fail it. `hangAfterMs` only ends a search that never follows.
 */
async function until(locale: Locale, query: string, check: (items: RankedItem[]) => boolean, hangAfterMs = 30_000): Promise<void> {
  // The answer's ids beside the verdict: a search that never follows shows its last answer.
  await expect
    .poll(
      async () => {
        const items = await find(locale, query)
        return { follows: check(items), ids: items.map((item) => item.id) }
      },
      { timeout: hangAfterMs, interval: 100, message: `search for "${query}" (${locale}) follows` },
    )
    .toMatchObject({ follows: true })
}

const ids = (items: RankedItem[]) => items.map((item) => item.id)

/** The safety net's check is due (its minute has passed): the next search compares the stamps. */
const safetyCheckDue = () => (searchStore.checkedAt = 0)

/** What another instance's announcement of a change to an artist looks like when it arrives here. */
const announcedElsewhere = (id: number): ContentChange => ({
  collection: 'artists',
  kind: 'collection',
  operation: 'change',
  id,
  publicContent: true,
  explorerSource: true,
  tags: ['artists', `artists:${id}`],
})

/** Writes straight into the database, as another app instance's Payload would: no hook of this process runs. */
async function rawUpdate(statement: ReturnType<typeof sql>): Promise<void> {
  const db = payload.db.drizzle as unknown as { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> }
  if (typeof db.run === 'function') await db.run(statement)
  else if (typeof db.execute === 'function') await db.execute(statement)
  else throw new Error('unknown database adapter')
}

describe('search on the real database', () => {
  it('finds every kind in both languages, with its page, image and language', async () => {
    const word = nonsense()
    const portrait = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]
    const artist = await payload.create({
      collection: 'artists',
      data: { name: `Jürgen ${word}`, slug: uniqueSlug('artist'), personType: 'artist', portrait: portrait?.id, _status: 'published' },
      ...write,
    })
    const work = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: `Straße ${word}`, slug: uniqueSlug('werk'), artist: artist.id, year: 2020, _status: 'published' },
      ...write,
    })
    await payload.update({ collection: 'artworks', id: work.id, locale: 'en', data: { title: `Street ${word}`, slug: uniqueSlug('work') }, ...write })
    const curator = await payload.create({ collection: 'curators', data: { name: `Kuratorin ${word}`, slug: uniqueSlug('curator'), _status: 'published' }, ...write })
    const crew = await payload.create({
      collection: 'crew',
      locale: 'de',
      data: { name: `Crew ${word}`, slug: uniqueSlug('crew'), role: 'Leitung', _status: 'published' },
      ...write,
    })
    await payload.create({
      collection: 'exhibitions',
      locale: 'de',
      data: { title: `Ausstellung ${word}`, slug: uniqueSlug('ausstellung'), startDate: '2025-03-01', endDate: '2025-04-30', venue: 'Halle 2', _status: 'published' },
      ...write,
    })
    const article = await payload.create({
      collection: 'magazine',
      locale: 'de',
      data: { title: 'Ein Gespräch', slug: uniqueSlug('artikel'), publishDate: '2025-05-01', body: richText([`Wir sprachen mit ${word} über Farbe.`]), _status: 'published' },
      ...write,
    })
    const page = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { title: `Seite ${word}`, slug: uniqueSlug('seite'), layout: [{ blockType: 'richText', content: richText(['Öffnungszeiten und Anfahrt']) }], _status: 'published' },
      ...write,
    })

    await until('de', word, (items) => items.length === 7)
    const outcome = searchGrouped(await getSearchEngine('de'), word)
    expect(outcome.counts).toEqual({ artworks: 1, artists: 1, curators: 1, exhibitions: 1, magazine: 1, crew: 1, pages: 1 })
    const german = await find('de', word)
    const byKind = Object.fromEntries(german.map((item) => [item.kind, item]))
    expect(byKind.artworks).toMatchObject({ id: `artworks:${work.id}`, title: `Straße ${word}`, href: `/artworks/${work.slug}`, subtitle: `Jürgen ${word}, 2020` })
    expect(byKind.artists).toMatchObject({ id: `artists:${artist.id}`, href: `/artists/${artist.slug}` })
    if (portrait) expect(byKind.artists.image?.filename).toBe(portrait.filename)
    expect(byKind.curators.href).toBe(`/curator/${curator.slug}`)
    expect(byKind.crew).toMatchObject({ href: `/crew/${crew.slug}`, subtitle: 'Leitung' })
    expect(byKind.exhibitions.subtitle).toBe('1. März 2025 – 30. April 2025 · Halle 2')
    expect(byKind.magazine.id).toBe(`magazine:${article.id}`) // found by a word of its body
    expect(byKind.pages.href).toBe(`/${page.slug}`)
    // The title outranks the mention in the article's text.
    expect(german.at(-1)?.kind).toBe('magazine')
    // A page's block text is searched too.
    expect(ids(await find('de', `${word} Anfahrt`))).toEqual([`pages:${page.id}`])

    // English: its own title where there is one, the German one where not; the dates in English.
    const english = await find('en', word)
    expect(english.find((item) => item.kind === 'artworks')?.title).toBe(`Street ${word}`)
    expect(english.find((item) => item.kind === 'exhibitions')?.title).toBe(`Ausstellung ${word}`)
    expect(english.find((item) => item.kind === 'exhibitions')?.subtitle).toBe('1 March 2025 – 30 April 2025 · Halle 2')
    expect(ids(await find('en', `street ${word}`))).toEqual([`artworks:${work.id}`])
    expect(ids(await find('de', `strasse ${word}`))).toEqual([`artworks:${work.id}`])

    // A renamed artist: the work, whose own row did not change, is found by the new name.
    const renamed = nonsense()
    await payload.update({ collection: 'artists', id: artist.id, data: { name: `Jürgen ${renamed}` }, ...write })
    await until('de', renamed, (items) => ids(items).includes(`artworks:${work.id}`) && ids(items).includes(`artists:${artist.id}`))
    expect((await find('de', renamed)).find((item) => item.kind === 'artworks')?.subtitle).toBe(`Jürgen ${renamed}, 2020`)
  })

  it('shows a publish, never a draft, and drops an unpublished or deleted document', async () => {
    const word = nonsense()
    const draft = await payload.create({ collection: 'artworks', locale: 'de', data: { title: `Entwurf ${word}`, slug: uniqueSlug('entwurf'), _status: 'draft' }, ...write })
    const work = await payload.create({ collection: 'artworks', locale: 'de', data: { title: `Blaue Stunde ${word}`, slug: uniqueSlug('blau'), _status: 'published' }, ...write })
    await until('de', word, (items) => ids(items).includes(`artworks:${work.id}`))
    expect(ids(await find('de', word))).not.toContain(`artworks:${draft.id}`)

    // A draft saved over the published work: the public title stays, the draft's is never found.
    const draftWord = nonsense()
    await payload.update({ collection: 'artworks', id: work.id, locale: 'de', draft: true, data: { title: `Neu ${draftWord}` }, ...write })
    const other = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: `Gezeiten ${draftWord}`, slug: uniqueSlug('gezeiten'), _status: 'published' },
      ...write,
    })
    // Once the later publish is in, the engine has been rebuilt after the draft was saved.
    await until('de', draftWord, (items) => ids(items).includes(`artworks:${other.id}`))
    expect(ids(await find('de', draftWord))).toEqual([`artworks:${other.id}`])
    expect((await find('de', word)).find((item) => item.id === `artworks:${work.id}`)?.title).toBe(`Blaue Stunde ${word}`)

    // Publishing the draft makes it the public state.
    await payload.update({ collection: 'artworks', id: work.id, locale: 'de', data: { title: `Neu ${draftWord}`, _status: 'published' }, ...write })
    await until('de', draftWord, (items) => ids(items).includes(`artworks:${work.id}`))

    await payload.update({ collection: 'artworks', id: work.id, data: { _status: 'draft' }, ...write })
    await until('de', draftWord, (items) => !ids(items).includes(`artworks:${work.id}`))
    await until('en', draftWord, (items) => !ids(items).includes(`artworks:${work.id}`))

    await payload.delete({ collection: 'artworks', id: other.id, ...write })
    await until('de', draftWord, (items) => items.length === 0)
  })

  it('is marked stale the moment public content is saved through this process (the CMS announces the change)', async () => {
    await until('de', nonsense(), () => searchStore.entries.get('de')?.stale === false)
    // Every language's engine current, not only this one's: a rebuild of another language still
    // under way from the tests before asks for a rebuild of its own when it ends (CI, PostgreSQL).
    await expect.poll(searchSettled, { timeout: 30_000, message: 'every engine is built and current' }).toBe(true)
    const settled = searchStore.entries.get('de')!
    // What the engine was when the store asked for its rebuild: the rebuild, 200 ms later, may
    // already have begun (and cleared the mark) by the time the save returns on a busy machine.
    const original = searchStore.scheduleRebuild
    const marks: boolean[] = []
    searchStore.scheduleRebuild = () => {
      marks.push(settled.stale)
      original?.()
    }
    try {
      // A redirect is not public content: the engines stay.
      await payload.create({ collection: 'redirects', data: { from: `/${uniqueSlug('alt')}`, to: '/artworks' }, ...write })
      expect(marks).toEqual([])
      expect(settled.stale).toBe(false)
      await payload.create({ collection: 'artists', data: { name: `Ada ${nonsense()}`, slug: uniqueSlug('ada'), personType: 'artist', _status: 'draft' }, ...write })
      expect(marks.length).toBeGreaterThan(0)
      expect(marks.every(Boolean)).toBe(true)
    } finally {
      searchStore.scheduleRebuild = original
    }
  })

  it('follows a change another app instance announces, with no stamp check', async () => {
    const word = nonsense()
    const artist = await payload.create({ collection: 'artists', data: { name: `Ada ${word}`, slug: uniqueSlug('ada'), personType: 'artist', _status: 'published' }, ...write })
    await until('de', word, (items) => ids(items).includes(`artists:${artist.id}`))
    await find('en', word) // both languages have an engine that must follow
    // The safety net has just looked: only the announcement can make the engines follow now.
    searchStore.checkedAt = Date.now() + 3_600_000

    // Another instance unpublishes it and announces the change: its event arrives here.
    await rawUpdate(sql`UPDATE artists SET _status = 'draft', updated_at = ${new Date().toISOString()} WHERE id = ${artist.id}`)
    await changeBus().publish(contentChannel, announcedElsewhere(artist.id))
    await until('de', word, (items) => !ids(items).includes(`artists:${artist.id}`))
    await until('en', word, (items) => !ids(items).includes(`artists:${artist.id}`))
  })

  it('notices a change written straight into the database through the change stamp, once the safety check is due', async () => {
    const word = nonsense()
    const artist = await payload.create({ collection: 'artists', data: { name: `Ada ${word}`, slug: uniqueSlug('ada'), personType: 'artist', _status: 'published' }, ...write })
    await until('de', word, (items) => ids(items).includes(`artists:${artist.id}`))
    await find('en', word) // both languages have an engine that must follow

    // Unpublished behind every hook's back: only the database knows.
    await rawUpdate(sql`UPDATE artists SET _status = 'draft', updated_at = ${new Date().toISOString()} WHERE id = ${artist.id}`)
    safetyCheckDue()
    await until('de', word, (items) => !ids(items).includes(`artists:${artist.id}`))
    await until('en', word, (items) => !ids(items).includes(`artists:${artist.id}`))

    // And published again.
    await rawUpdate(sql`UPDATE artists SET _status = 'published', updated_at = ${new Date(Date.now() + 1000).toISOString()} WHERE id = ${artist.id}`)
    safetyCheckDue()
    await until('de', word, (items) => ids(items).includes(`artists:${artist.id}`))
  })

  it("notices a database change in every language, also after one language's engine was rebuilt from the changed database first", async () => {
    const word = nonsense()
    const artist = await payload.create({ collection: 'artists', data: { name: `Ada ${word}`, slug: uniqueSlug('ada'), personType: 'artist', _status: 'published' }, ...write })
    await until('de', word, (items) => ids(items).includes(`artists:${artist.id}`))
    await until('en', word, (items) => ids(items).includes(`artists:${artist.id}`))
    const [de, en] = [searchStore.entries.get('de')!, searchStore.entries.get('en')!]
    await Promise.all([de.building, en.building])

    // Another instance unpublishes it; the German engine happens to be rebuilt next (a change of
    // its own, say), so it reads the database's new stamp before any check compares the stamps.
    await rawUpdate(sql`UPDATE artists SET _status = 'draft', updated_at = ${new Date(Date.now() + 2000).toISOString()} WHERE id = ${artist.id}`)
    de.stale = true
    await getSearchEngine('de')
    await de.building
    expect(ids(await find('de', word))).not.toContain(`artists:${artist.id}`)
    // The English engine still holds the old state, and must notice it too, once the check is due.
    safetyCheckDue()
    await until('en', word, (items) => !ids(items).includes(`artists:${artist.id}`))
  })

  it("finds a work by its colour and its category, in each language's name", async () => {
    const word = nonsense().toLowerCase()
    const colour = await payload.create({ collection: 'colors', locale: 'de', data: { name: `Farbton${word}`, slug: uniqueSlug('farbe'), hex: '#123456' }, ...write })
    await payload.update({ collection: 'colors', id: colour.id, locale: 'en', data: { name: `Hue${word}` }, ...write })
    const category = await payload.create({ collection: 'categories', locale: 'de', data: { name: `Gattung${word}`, slug: uniqueSlug('gattung') }, ...write })
    await payload.update({ collection: 'categories', id: category.id, locale: 'en', data: { name: `Genre${word}` }, ...write })
    const work = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: `Ohne Titel ${nonsense()}`, slug: uniqueSlug('farbwerk'), year: 2021, colors: [colour.id], categories: [category.id], _status: 'published' },
      ...write,
    })
    const id = `artworks:${work.id}`
    await until('de', `Farbton${word}`, (items) => ids(items).includes(id))
    await until('en', `Hue${word}`, (items) => ids(items).includes(id))
    await until('de', `Gattung${word}`, (items) => ids(items).includes(id))
    await until('en', `Genre${word}`, (items) => ids(items).includes(id))
    expect(ids(await find('de', `Hue${word}`))).not.toContain(id)
    await payload.delete({ collection: 'artworks', id: work.id, ...write })
    await payload.delete({ collection: 'colors', id: colour.id, ...write })
    await payload.delete({ collection: 'categories', id: category.id, ...write })
  })

  it('reads the global search switch from the site settings, on by default', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings.globalSearchEnabled).not.toBe(false)
    await payload.updateGlobal({ slug: 'site-settings', data: { globalSearchEnabled: false }, ...write })
    expect((await payload.findGlobal({ slug: 'site-settings', depth: 0 })).globalSearchEnabled).toBe(false)
    await payload.updateGlobal({ slug: 'site-settings', data: { globalSearchEnabled: true }, ...write })
  })
})
