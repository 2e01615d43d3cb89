/**
 * The route resolver on a real database (SQLite and PostgreSQL): a renamed document leaves a
 * redirect from its old address (per language where slugs are translated), and the resolver reads
 * published slugs and editors' redirects in bulk, as the locale proxy asks it.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import { getLocalI18n, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { peek } from '@/base/processState.mjs'
import { installRouteResolver, type RouteResolver } from '@/features/routing/table'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
let resolver: RouteResolver

beforeAll(async () => {
  payload = await testPayload()
  installRouteResolver()
  resolver = peek('routeResolver')!
})

async function redirectFrom(from: string) {
  const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: from } }, overrideAccess: true, limit: 1 })
  return docs[0] ? { to: docs[0].to, permanent: docs[0].permanent } : null
}

/** The resolver reads again at most once a second; a missing address is checked at once. */
async function resolved(path: string, search = '') {
  return resolver.resolve(path, search)
}

async function exhibition(de: string, en: string) {
  const doc = await payload.create({
    collection: 'exhibitions',
    locale: 'de',
    data: { title: 'Farbe als Ort', slug: de, startDate: '2026-01-01', endDate: '2026-02-01', _status: 'published' } as never,
    overrideAccess: true,
  })
  await payload.update({
    collection: 'exhibitions',
    id: doc.id,
    locale: 'en',
    data: { title: 'Colour as place', slug: en, _status: 'published' } as never,
    overrideAccess: true,
  })
  return doc.id
}

describe('a renamed document keeps its old address', () => {
  it('publishing a new translated slug redirects the old one in that language only', async () => {
    const [de, en] = [uniqueSlug('farbe'), uniqueSlug('colour')]
    const id = await exhibition(de, en)
    await payload.update({ collection: 'exhibitions', id, locale: 'de', data: { slug: `${de}-neu`, _status: 'published' } as never, overrideAccess: true })
    expect(await redirectFrom(`/exhibitions/${de}`)).toEqual({ to: `/exhibitions/${de}-neu`, permanent: true })
    expect(await redirectFrom(`/en/exhibitions/${en}`)).toBeNull()

    await payload.update({ collection: 'exhibitions', id, locale: 'en', data: { slug: `${en}-new`, _status: 'published' } as never, overrideAccess: true })
    expect(await redirectFrom(`/en/exhibitions/${en}`)).toEqual({ to: `/exhibitions/${en}-new`, permanent: true })

    expect(await resolved(`/exhibitions/${de}`, '?utm_source=x')).toEqual({ action: 'redirect', location: `/exhibitions/${de}-neu?utm_source=x`, status: 308 })
    expect(await resolved(`/en/exhibitions/${en}`)).toEqual({ action: 'redirect', location: `/en/exhibitions/${en}-new`, status: 308 })
    expect(await resolved(`/exhibitions/${de}-neu`)).toEqual({ action: 'pass' })
  })

  it('waits for the publish: a draft with a new slug changes no address until it is published', async () => {
    const [de, en] = [uniqueSlug('entwurf'), uniqueSlug('draft')]
    const id = await exhibition(de, en)
    await payload.update({ collection: 'exhibitions', id, locale: 'de', draft: true, data: { slug: `${de}-b`, _status: 'draft' } as never, overrideAccess: true })
    expect(await redirectFrom(`/exhibitions/${de}`)).toBeNull()
    expect(await resolved(`/exhibitions/${de}`)).toEqual({ action: 'pass' })
    await payload.update({ collection: 'exhibitions', id, locale: 'de', data: { _status: 'published' } as never, overrideAccess: true })
    expect(await redirectFrom(`/exhibitions/${de}`)).toEqual({ to: `/exhibitions/${de}-b`, permanent: true })
  })

  it('an untranslated slug redirects in both languages, chains are shortened, a slug given back is a page again', async () => {
    const slug = uniqueSlug('anna')
    const artist = await payload.create({
      collection: 'artists',
      data: { name: 'Anna Berg', slug, personType: 'artist', _status: 'published' } as never,
      overrideAccess: true,
    })
    await payload.update({ collection: 'artists', id: artist.id, data: { slug: `${slug}-b`, _status: 'published' } as never, overrideAccess: true })
    await payload.update({ collection: 'artists', id: artist.id, data: { slug: `${slug}-c`, _status: 'published' } as never, overrideAccess: true })
    expect(await redirectFrom(`/artists/${slug}`)).toEqual({ to: `/artists/${slug}-c`, permanent: true })
    expect(await redirectFrom(`/artists/${slug}-b`)).toEqual({ to: `/artists/${slug}-c`, permanent: true })
    expect(await resolved(`/en/artists/${slug}`)).toEqual({ action: 'redirect', location: `/en/artists/${slug}-c`, status: 308 })
    expect(await resolved(`/artist/${slug}-b`)).toEqual({ action: 'redirect', location: `/artists/${slug}-c`, status: 308 })

    await payload.update({ collection: 'artists', id: artist.id, data: { slug, _status: 'published' } as never, overrideAccess: true })
    expect(await redirectFrom(`/artists/${slug}`)).toBeNull()
    expect(await redirectFrom(`/artists/${slug}-c`)).toEqual({ to: `/artists/${slug}`, permanent: true })
    expect(await resolved(`/artists/${slug}`)).toEqual({ action: 'pass' })
  })
})

describe('the resolver on this database', () => {
  it('answers unknown addresses 404, falls back to lists, and redirects case and the other language', async () => {
    const [de, en] = [uniqueSlug('ort'), uniqueSlug('place')]
    await exhibition(de, en)
    expect(await resolved('/gibt-es-nicht')).toEqual({ action: 'notFound', locale: 'de' })
    expect(await resolved('/en/artworks/gibt-es-nicht')).toEqual({ action: 'redirect', location: '/en/artworks', status: 307 })
    expect(await resolved(`/en/exhibitions/${de}`)).toEqual({ action: 'redirect', location: `/en/exhibitions/${en}`, status: 308 })
    expect(await resolved(`/Exhibitions/${de.toUpperCase()}`)).toEqual({ action: 'redirect', location: `/exhibitions/${de}`, status: 308 })
  })

  it('applies an editor redirect at once, temporary or permanent, and never to another host', async () => {
    const from = `/${uniqueSlug('aktion')}`
    await payload.create({ collection: 'redirects', data: { from, to: '/artworks', permanent: false }, overrideAccess: true })
    expect(await resolved(from, '?utm_campaign=herbst')).toEqual({ action: 'redirect', location: '/artworks?utm_campaign=herbst', status: 307 })
    await expect(payload.create({ collection: 'redirects', data: { from: `/${uniqueSlug('weg')}`, to: '//evil.example/x' }, overrideAccess: true })).rejects.toThrow()
  })
})

/** The field errors of a refused save, "path: message" a line. */
async function fieldErrors(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt
  } catch (error) {
    return ((error as { data?: { errors?: Array<{ path: string; message: string }> } }).data?.errors ?? []).map((e) => `${e.path}: ${e.message}`).join('\n')
  }
  throw new Error('expected a validation error')
}

/** A save as an editor whose admin speaks `language` (Payload reads it from the request's i18n). */
async function as(language: 'de' | 'en') {
  return { req: { i18n: await getLocalI18n({ config: payload.config, language }) } as Partial<PayloadRequest>, overrideAccess: true }
}

async function publishedPage(de: string, en: string) {
  const page = await payload.create({ collection: 'pages', locale: 'de', data: { title: 'Impressum', slug: de, _status: 'published' } as never, overrideAccess: true })
  await payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { title: 'Imprint', slug: en, _status: 'published' } as never, overrideAccess: true })
  return page.id
}

describe('an editor redirect either applies or is refused on save (issue 29 point 4)', () => {
  it('refuses a source where a published page answers, for every kind of address, saying why in the editor language', async () => {
    const [pageDe, pageEn] = [uniqueSlug('impressum'), uniqueSlug('imprint')]
    await publishedPage(pageDe, pageEn)
    const [showDe, showEn] = [uniqueSlug('schau'), uniqueSlug('show')]
    await exhibition(showDe, showEn)
    const artist = uniqueSlug('berg')
    await payload.create({ collection: 'artists', data: { name: 'Ida Berg', slug: artist, personType: 'artist', _status: 'published' } as never, overrideAccess: true })
    const taken: Array<[string, string]> = [
      [`/${pageDe}`, `/${pageDe}`],
      [`/${pageDe.toUpperCase()}/`, `/${pageDe}`],
      [`/en/${pageEn}`, `/en/${pageEn}`],
      // Without /en a redirect applies in English too, where the English page answers.
      [`/${pageEn}`, `/en/${pageEn}`],
      [`/exhibitions/${showDe}`, `/exhibitions/${showDe}`],
      [`/en/exhibitions/${showEn}`, `/en/exhibitions/${showEn}`],
      [`/artists/${artist}`, `/artists/${artist}`],
      [`/en/artist/${artist}`, `/en/artists/${artist}`],
      ['/artworks', '/artworks'],
      ['/en/crew', '/en/crew'],
      ['/', '/'],
      ['/en', '/en'],
      ['/404', '/404'],
    ]
    for (const [from, address] of taken) {
      const shown = from.toLowerCase().replace(/(.)\/$/, '$1')
      expect(await fieldErrors(payload.create({ collection: 'redirects', data: { from, to: '/crew-neu' }, ...(await as('de')) })), from).toBe(
        `from: Unter ${address} antwortet eine veröffentlichte Seite, also würde eine Weiterleitung von ${shown} nie greifen. Um die Seite abzulösen, depublizieren Sie sie zuerst – oder geben Sie ihr einen neuen Slug: dann legt die Website die Weiterleitung von der alten Adresse selbst an.`,
      )
      expect(await fieldErrors(payload.create({ collection: 'redirects', data: { from, to: '/crew-neu' }, ...(await as('en')) })), from).toBe(
        `from: A published page answers at ${address}, so a redirect from ${shown} would never apply. To retire the page, unpublish it first – or give it a new slug: the site then writes the redirect from its old address itself.`,
      )
      expect(await redirectFrom(shown), from).toBeNull()
    }
  })

  it('refuses sources the site never redirects, in the editor language', async () => {
    for (const [from, to, de, en] of [
      ['/de/team-alt', '/crew', /^from: Deutsche Adressen haben kein \/de/, /^from: German addresses have no \/de/],
      ['/admin/alt', '/crew', /^from: \/admin\/alt gehört zum System/, /^from: \/admin\/alt belongs to the website's system/],
      ['/impressum.html', '/crew', /^from: \/impressum\.html ist die Adresse einer Datei/, /^from: \/impressum\.html is the address of a file/],
      ['/kreis', '/Kreis/', /^from: Die Weiterleitung führte von \/kreis wieder auf \/kreis/, /^from: The redirect would lead from \/kreis back to \/kreis/],
      ['kein-pfad', '/crew', /^from: Ein Pfad wie \/team/, /^from: A path like \/team/],
    ] as const) {
      expect(await fieldErrors(payload.create({ collection: 'redirects', data: { from, to }, ...(await as('de')) })), from).toMatch(de)
      expect(await fieldErrors(payload.create({ collection: 'redirects', data: { from, to }, ...(await as('en')) })), from).toMatch(en)
    }
  })

  it('retires a page: once it is unpublished the redirect is saved and applies, query string kept', async () => {
    const [de, en] = [uniqueSlug('alt-seite'), uniqueSlug('old-page')]
    const id = await publishedPage(de, en)
    await payload.update({ collection: 'pages', id, locale: 'de', data: { _status: 'draft' } as never, overrideAccess: true })
    const saved = await payload.create({ collection: 'redirects', data: { from: `/${de.toUpperCase()}/`, to: '/crew', permanent: false }, ...(await as('de')) })
    expect(saved.from).toBe(`/${de}`)
    expect(await resolved(`/${de}`, '?utm_source=mail')).toEqual({ action: 'redirect', location: '/crew?utm_source=mail', status: 307 })
    expect(await resolved(`/en/${de}/`)).toEqual({ action: 'redirect', location: '/en/crew', status: 307 })
  })

  it('applies one from the other language slug, which no page answers in that language', async () => {
    const [de, en] = [uniqueSlug('ort'), uniqueSlug('place')]
    await exhibition(de, en)
    await payload.create({ collection: 'redirects', data: { from: `/en/exhibitions/${de}`, to: '/en/crew' }, ...(await as('en')) })
    expect(await resolved(`/en/exhibitions/${de}`)).toEqual({ action: 'redirect', location: '/en/crew', status: 308 })
    expect(await resolved(`/exhibitions/${de}`)).toEqual({ action: 'pass' })
  })

  it('drops a redirect once a document is published at its source, which the page then answers', async () => {
    const [de, en] = [uniqueSlug('neu'), uniqueSlug('new')]
    for (const from of [`/exhibitions/${de}`, `/en/exhibitions/${en}`, `/exhibitions/${en}`, `/en/exhibitions/${de}`])
      await payload.create({ collection: 'redirects', data: { from, to: '/exhibitions' }, overrideAccess: true })
    await exhibition(de, en)
    expect(await redirectFrom(`/exhibitions/${de}`)).toBeNull()
    expect(await redirectFrom(`/en/exhibitions/${en}`)).toBeNull()
    expect(await redirectFrom(`/exhibitions/${en}`)).toBeNull()
    // The German slug in English is no page: that redirect still applies.
    expect(await redirectFrom(`/en/exhibitions/${de}`)).toEqual({ to: '/exhibitions', permanent: true })
    expect(await resolved(`/exhibitions/${de}`)).toEqual({ action: 'pass' })
    expect(await resolved(`/en/exhibitions/${en}`)).toEqual({ action: 'pass' })
  })

  it('keeps the query string on a redirect to another site', async () => {
    const from = `/${uniqueSlug('katalog')}`
    await payload.create({ collection: 'redirects', data: { from, to: 'https://example.org/katalog?ref=vn', permanent: false }, overrideAccess: true })
    expect(await resolved(from, '?utm_source=mail')).toEqual({ action: 'redirect', location: 'https://example.org/katalog?ref=vn&utm_source=mail', status: 307 })
    expect(await resolved(`/en${from}`, '?utm_source=mail')).toEqual({ action: 'redirect', location: 'https://example.org/katalog?ref=vn&utm_source=mail', status: 307 })
  })
})

describe('no slug can shadow the system', () => {
  it('refuses a CMS page at an address the site owns, in both languages, with a message in both, and keeps what was saved', async () => {
    for (const [locale, slug] of [
      ['de', 'artworks'],
      ['de', 'media'],
      ['en', 'admin'],
      ['en', 'graphql'],
      ['de', 'search-suggest'],
    ] as const) {
      const attempt = payload.create({ collection: 'pages', locale, data: { title: `Schatten ${slug}`, slug, _status: 'published' } as never, overrideAccess: true })
      expect(await fieldErrors(attempt), slug).toMatch(/^slug: „.+“ ist eine Adresse der Website selbst .* is an address of the site itself/)
    }
    const page = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { title: 'Vision 2', slug: uniqueSlug('vision'), _status: 'published' } as never,
      overrideAccess: true,
    })
    expect(await fieldErrors(payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { slug: 'explorer' } as never, overrideAccess: true }))).toMatch(
      /"explorer" is an address of the site itself/,
    )
    const kept = await payload.findByID({ collection: 'pages', id: page.id, locale: 'de', overrideAccess: true })
    expect(kept.title).toBe('Vision 2')
  })

  it('allows the same words under another route: an artwork may be called "media"', async () => {
    const artist = await payload.create({
      collection: 'artists',
      data: { name: 'Mia Media', slug: uniqueSlug('mia'), personType: 'artist', _status: 'published' } as never,
      overrideAccess: true,
    })
    const work = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: 'Media', slug: `media-${Date.now()}`, artist: artist.id, _status: 'published' } as never,
      overrideAccess: true,
    })
    expect(work.id).toBeTruthy()
  })
})
