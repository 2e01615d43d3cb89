// @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findBySlug } from '@/cms/findBySlug'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function makeArtist() {
  return payload.create({
    collection: 'artists',
    data: { name: 'Jürgen Weiß', slug: uniqueSlug('juergen-weiss'), personType: 'artist', _status: 'published' },
    overrideAccess: true,
  })
}

describe('bilingual content model', () => {
  it('stores both languages and falls back to German where English is missing', async () => {
    const artist = await makeArtist()
    const slug = uniqueSlug('abendrot')
    const created = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: 'Abendrot', slug, artist: artist.id, price: 12500, edition: 'Unikat', _status: 'published' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'artworks',
      id: created.id,
      locale: 'en',
      data: { title: 'Sunset', slug: `${slug}-en` },
      overrideAccess: true,
    })
    const german = await payload.findByID({ collection: 'artworks', id: created.id, locale: 'de' })
    const english = await payload.findByID({ collection: 'artworks', id: created.id, locale: 'en', fallbackLocale: 'de' })
    expect(german.title).toBe('Abendrot')
    expect(english.title).toBe('Sunset')
    expect(english.edition).toBe('Unikat') // no English edition: German fallback
    expect(english.slug).toBe(`${slug}-en`)
  })

  it('finds a document by its translated slug, and by the German slug in English', async () => {
    const slug = uniqueSlug('stille')
    const doc = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: 'Stille', slug, _status: 'published' },
      overrideAccess: true,
    })
    await payload.update({ collection: 'artworks', id: doc.id, locale: 'en', data: { title: 'Silence', slug: `${slug}-silence` }, overrideAccess: true })
    const bySlugEn = await findBySlug<{ title: string }>(payload, 'artworks', `${slug}-silence`, 'en')
    const byGermanSlugEn = await findBySlug<{ title: string }>(payload, 'artworks', slug, 'en')
    expect(bySlugEn?.title).toBe('Silence')
    expect(byGermanSlugEn?.title).toBe('Silence')
    expect(await findBySlug(payload, 'artworks', 'does-not-exist-anywhere', 'de')).toBeNull()
    expect(await findBySlug(payload, 'artworks', '../etc/passwd', 'de')).toBeNull()
  })

  it('makes slugs from titles, German letters spelled out', async () => {
    const doc = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: `Große Übung ${Date.now()}`, _status: 'published' } as never,
      overrideAccess: true,
    })
    expect(doc.slug).toMatch(/^grosse-uebung-\d+$/)
  })

  it('never shows drafts to anonymous readers', async () => {
    const slug = uniqueSlug('entwurf')
    const draft = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: 'Entwurf', slug, _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    const anonymous = await payload.find({ collection: 'artworks', where: { slug: { equals: slug } }, overrideAccess: false })
    expect(anonymous.docs).toHaveLength(0)
    const anonymousDraft = await payload.find({ collection: 'artworks', where: { slug: { equals: slug } }, draft: true, overrideAccess: false })
    expect(anonymousDraft.docs).toHaveLength(0)
    const staff = await payload.find({ collection: 'artworks', where: { id: { equals: draft.id } }, draft: true, overrideAccess: true })
    expect(staff.docs).toHaveLength(1)
    expect(await findBySlug(payload, 'artworks', slug, 'de')).toBeNull()
  })

  it('keeps the published version public while a newer draft is edited', async () => {
    const slug = uniqueSlug('version')
    const doc = await payload.create({ collection: 'artworks', locale: 'de', data: { title: 'Veröffentlicht', slug, _status: 'published' }, overrideAccess: true })
    await payload.update({ collection: 'artworks', id: doc.id, locale: 'de', data: { title: 'Neuer Entwurf' }, draft: true, overrideAccess: true })
    const publicDoc = await findBySlug<{ title: string }>(payload, 'artworks', slug, 'de')
    expect(publicDoc?.title).toBe('Veröffentlicht')
  })
})

/** The field messages of a Payload ValidationError, which is what the admin shows next to each field. */
async function fieldErrors(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt
  } catch (error) {
    const errors = (error as { data?: { errors?: Array<{ path: string; message: string }> } }).data?.errors ?? []
    return errors.map((e) => `${e.path}: ${e.message}`).join('\n')
  }
  throw new Error('expected a validation error')
}

describe('validation with clear messages', () => {
  it('accepts only GTM- followed by letters and digits as Tag Manager id', async () => {
    expect(await fieldErrors(payload.updateGlobal({ slug: 'site-settings', data: { gtmId: 'UA-12345' }, overrideAccess: true }))).toMatch(/^gtmId: .*„GTM-“.*letters and digits/)
    const saved = await payload.updateGlobal({ slug: 'site-settings', data: { gtmId: 'GTM-AB12CD' }, overrideAccess: true })
    expect(saved.gtmId).toBe('GTM-AB12CD')
  })

  it('accepts redirects to a path or an absolute URL only', async () => {
    const from = `/${uniqueSlug('alt')}`
    expect(await fieldErrors(payload.create({ collection: 'redirects', data: { from, to: 'javascript:alert(1)' }, overrideAccess: true }))).toMatch(/^to: Ein Pfad .* A path/)
    const ok = await payload.create({ collection: 'redirects', data: { from, to: 'https://example.org/x' }, overrideAccess: true })
    expect(ok.to).toBe('https://example.org/x')
  })

  it('refuses an exhibition that ends before it starts', async () => {
    expect(
      await fieldErrors(
        payload.create({
          collection: 'exhibitions',
          data: { title: 'Rückwärts', startDate: '2026-05-01', endDate: '2026-04-01', _status: 'published' } as never,
          overrideAccess: true,
        }),
      ),
    ).toMatch(/^endDate: .*vor dem Beginn.*before the start/)
  })
})
