/**
 * /exhibitions/{slug} (issue 4, point 5, detail page): dates and venue, curators, text,
 * installation views, the artists and the works, in the visitor's language.
 */
import { describe, expect, it } from 'vitest'

import { BASE_URL, gqlData } from './support'

type Exhibitions = {
  Exhibitions: {
    docs: Array<{
      slug: string
      title: string
      venue: string | null
      images: Array<{ id: number }> | null
      artists: Array<{ slug: string; name: string }> | null
      artworks: Array<{ slug: string }> | null
      curators: Array<{ slug: string }> | null
    }>
  }
}

// The list first, then each exhibition with its relations: all of them at once is more than an
// anonymous query may ask for (src/features/graphql/guard.ts).
const listQuery = 'query All { Exhibitions(limit: 50) { docs { slug } } }'
const oneQuery = 'query One($slug: String!) { getExhibitionBySlug(slug: $slug) { slug title venue images { id } artists { slug name } artworks { slug } curators { slug } } }'

async function exhibitionsWithRelations(code: string): Promise<Exhibitions> {
  const list = await gqlData<{ Exhibitions: { docs: Array<{ slug: string }> } }>(listQuery, {}, code)
  const docs = []
  for (const { slug } of list.Exhibitions.docs) {
    docs.push((await gqlData<{ getExhibitionBySlug: Exhibitions['Exhibitions']['docs'][number] }>(oneQuery, { slug }, code)).getExhibitionBySlug)
  }
  return { Exhibitions: { docs } }
}

describe.each([
  { code: 'de', prefix: '', year: /\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/ },
  { code: 'en', prefix: '/en', year: /\d{1,2} [A-Z][a-z]+ \d{4}/ },
])('exhibition page in $code', ({ code, prefix, year }) => {
  it('shows dates, venue, curators, installation views, artists and works', async () => {
    const { Exhibitions } = await exhibitionsWithRelations(code)
    const exhibition = Exhibitions.docs.find((e) => (e.images?.length ?? 0) > 1 && e.artists?.length && e.artworks?.length && e.curators?.length)!
    expect(exhibition).toBeTruthy()
    const response = await fetch(`${BASE_URL}${prefix}/exhibitions/${exhibition.slug}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    const dates = /data-testid="exhibition-dates"[^>]*>([^<]+(?:<!-- -->[^<]*)*)</.exec(html)?.[1].replace(/<!-- -->/g, '') ?? ''
    expect(dates).toMatch(year)
    if (exhibition.venue) expect(html).toContain(exhibition.venue.replace(/&/g, '&amp;'))
    for (const curator of exhibition.curators!) expect(html).toContain(`href="${prefix}/curator/${curator.slug}"`)
    const views = /data-testid="installation-views"[\s\S]*?<\/div>/.exec(html)?.[0] ?? ''
    expect(views.match(/<picture/g)?.length).toBe(exhibition.images!.length - 1)
    for (const artist of exhibition.artists!) expect(html).toContain(`href="${prefix}/artists/${artist.slug}"`)
    const works = /data-testid="exhibition-artworks"[\s\S]*$/.exec(html)?.[0] ?? ''
    expect(works.match(/data-testid="artwork-card"/g)?.length).toBe(exhibition.artworks!.length)
  })
})
