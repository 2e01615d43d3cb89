/**
 * The public GraphQL contract (docs/behaviour.md#graphql): POST /graphql, language by `x-language`,
 * Payload's list queries, getUploadById and get<Kind>BySlug for every public entity kind.
 */
import { describe, it, expect, beforeAll } from 'vitest'

import { gql, gqlData } from './support'

type ArtworkDoc = {
  id: string | number
  title: string
  slug: string
  price: number | null
  sold: boolean | null
  priceOnRequest: boolean | null
  images: Array<{ id: string | number; filename: string }> | null
  artist: { name: string; slug: string } | null
}

/** The list query of the brief, exactly as the site sends it. */
const listQuery = `query NewestArtworks {
  Artworks(limit: 5, sort: "-publishedAt") {
    docs { id title slug price: publicPrice sold priceOnRequest images { id filename } artist { name slug } }
    totalDocs
  }
}`

const titleBySlug = `query ArtworkTitle($slug: String!) { getArtworkBySlug(slug: $slug) { id title slug } }`

/** An artwork whose English title differs from its German one, found through the list query. */
async function translatedArtwork(): Promise<{ id: string | number; slug: string; de: string; en: string }> {
  const query = `query Titles { Artworks(limit: 60, sort: "-publishedAt") { docs { id title slug } } }`
  const de = (await gqlData<{ Artworks: { docs: ArtworkDoc[] } }>(query, {}, 'de')).Artworks.docs
  const en = (await gqlData<{ Artworks: { docs: ArtworkDoc[] } }>(query, {}, 'en')).Artworks.docs
  const english = new Map(en.map((doc) => [doc.id, doc.title]))
  const doc = de.find((d) => english.get(d.id) && english.get(d.id) !== d.title)
  if (!doc) throw new Error('no published artwork has an English title different from its German one')
  return { id: doc.id, slug: doc.slug, de: doc.title, en: english.get(doc.id)! }
}

describe('GraphQL: language by x-language', () => {
  let artwork: Awaited<ReturnType<typeof translatedArtwork>>
  beforeAll(async () => {
    artwork = await translatedArtwork()
  })

  it('answers the English title with x-language: en and the German one with de', async () => {
    const en = await gqlData<{ getArtworkBySlug: ArtworkDoc }>(titleBySlug, { slug: artwork.slug }, 'en')
    const de = await gqlData<{ getArtworkBySlug: ArtworkDoc }>(titleBySlug, { slug: artwork.slug }, 'de')
    expect(en.getArtworkBySlug.title).toBe(artwork.en)
    expect(de.getArtworkBySlug.title).toBe(artwork.de)
    expect(en.getArtworkBySlug.title).not.toBe(de.getArtworkBySlug.title)
    expect(String(en.getArtworkBySlug.id)).toBe(String(de.getArtworkBySlug.id))
  })

  it('answers German without the header and for an unknown language', async () => {
    const none = await gqlData<{ getArtworkBySlug: ArtworkDoc }>(titleBySlug, { slug: artwork.slug })
    const french = await gqlData<{ getArtworkBySlug: ArtworkDoc }>(titleBySlug, { slug: artwork.slug }, 'fr')
    expect(none.getArtworkBySlug.title).toBe(artwork.de)
    expect(french.getArtworkBySlug.title).toBe(artwork.de)
  })

  it('accepts region tags like en-US', async () => {
    const result = await gqlData<{ getArtworkBySlug: ArtworkDoc }>(titleBySlug, { slug: artwork.slug }, 'en-US')
    expect(result.getArtworkBySlug.title).toBe(artwork.en)
  })
})

describe('GraphQL: Payload list query and getUploadById', () => {
  let docs: ArtworkDoc[] = []
  let totalDocs = 0
  beforeAll(async () => {
    const data = await gqlData<{ Artworks: { docs: ArtworkDoc[]; totalDocs: number } }>(listQuery, {}, 'de')
    docs = data.Artworks.docs
    totalDocs = data.Artworks.totalDocs
  })

  it('returns the 5 newest published artworks with images and artist', async () => {
    expect(docs).toHaveLength(5)
    expect(totalDocs).toBeGreaterThanOrEqual(12)
    for (const doc of docs) {
      expect(doc.title).toBeTruthy()
      expect(doc.slug).toMatch(/^[a-z0-9-]+$/)
      expect(Array.isArray(doc.images)).toBe(true)
      expect(doc.images!.length).toBeGreaterThan(0)
      expect(doc.images![0].filename).toMatch(/\.(jpe?g|png|webp|avif|gif)$/i)
      expect(doc.price === null || typeof doc.price === 'number').toBe(true)
    }
    expect(docs.filter((doc) => doc.artist?.name && doc.artist.slug).length).toBeGreaterThan(0)
    // Sorted newest first.
    const dated = await gqlData<{ Artworks: { docs: Array<{ publishedAt: string }> } }>(`query Dates { Artworks(limit: 5, sort: "-publishedAt") { docs { publishedAt } } }`)
    const times = dated.Artworks.docs.map((doc) => Date.parse(doc.publishedAt))
    expect(times.every((t, i) => i === 0 || t <= times[i - 1])).toBe(true)
  })

  it('getUploadById returns id, path, aspectRatio, mediaType, filename and copyright fields', async () => {
    const image = docs[0].images![0]
    const { getUploadById: upload } = await gqlData<{ getUploadById: Record<string, unknown> }>(
      `query GetUpload($id: ID!) { getUploadById(id: $id) { id path aspectRatio mediaType filename copyrightText copyrightLink } }`,
      { id: String(image.id) },
    )
    expect(String(upload.id)).toBe(String(image.id))
    expect(upload.filename).toBe(image.filename)
    expect(typeof upload.aspectRatio).toBe('number')
    expect(upload.aspectRatio as number).toBeGreaterThan(0)
    expect(upload.mediaType).toBe('image')
    expect(String(upload.path)).toContain(image.filename)
    expect(Object.keys(upload)).toEqual(expect.arrayContaining(['copyrightText', 'copyrightLink']))
  })

  it('getUploadById of an unknown id answers an error, not data', async () => {
    const result = await gql(`query GetUpload($id: ID!) { getUploadById(id: $id) { id filename } }`, { id: '99999999' })
    expect(result.body.errors?.[0]?.message).toBeTruthy()
    expect(result.body.data?.getUploadById ?? null).toBeNull()
  })
})

/** get<Kind>BySlug and the generated list query that yields a slug for it. */
const kinds = [
  { field: 'getArtworkBySlug', list: 'Artworks' },
  { field: 'getArtistBySlug', list: 'Artists' },
  { field: 'getCuratorBySlug', list: 'Curators' },
  { field: 'getExhibitionBySlug', list: 'Exhibitions' },
  { field: 'getMagazineArticleBySlug', list: 'Magazines' },
  { field: 'getCrewMemberBySlug', list: 'Crews' },
  { field: 'getLeasingOfferBySlug', list: 'Leasings' },
  { field: 'getInquiryTopicBySlug', list: 'InquiryTopics' },
  { field: 'getPageBySlug', list: 'Pages' },
]

describe.each(kinds)('GraphQL: $field', ({ field, list }) => {
  it(`finds a published document by the slug ${list} lists, in both languages`, async () => {
    const listed = await gqlData<Record<string, { docs: Array<{ id: string | number; slug: string }> }>>(`query List { ${list}(limit: 1) { docs { id slug } } }`)
    const first = listed[list].docs[0]
    expect(first, `${list} lists no published document`).toBeTruthy()
    for (const language of ['de', 'en']) {
      const found = await gqlData<Record<string, { id: string | number; slug: string }>>(
        `query BySlug($slug: String!) { ${field}(slug: $slug) { id slug } }`,
        { slug: first.slug },
        language,
      )
      expect(String(found[field].id)).toBe(String(first.id))
    }
  })

  it('answers an error for a slug that does not exist', async () => {
    const result = await gql(`query BySlug($slug: String!) { ${field}(slug: $slug) { id } }`, { slug: 'e2e-no-such-slug-4711' })
    const message = result.body.errors?.[0]?.message ?? ''
    if (field === 'getArtworkBySlug') expect(message).toBe('ArtworkDoesNotExist')
    else expect(message).toMatch(/not found|does not exist/i)
    expect(result.body.data?.[field] ?? null).toBeNull()
  })
})
