import { describe, expect, it } from 'vitest'

import type { Artist, Artwork, Curator, Exhibition, Faq, Magazine, Media } from '@/cms/payload-types'

import { absoluteUrl, articleJsonLd, artworkJsonLd, exhibitionJsonLd, faqJsonLd, personJsonLd, plainText, serializeJsonLd } from './structuredData'

const site = 'https://galerie.example'
const stamp = { updatedAt: '2025-01-01T00:00:00.000Z', createdAt: '2025-01-01T00:00:00.000Z' }

const text = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    version: 1,
    children: paragraphs.map((p) => ({ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: p }] })),
  },
})

const media = (filename: string): Media => ({ id: 1, filename, width: 2400, height: 1600, ...stamp })

const artist: Artist = {
  id: 7,
  name: 'Zoë Åberg',
  slug: 'zoe-aberg',
  personType: 'artist',
  portrait: media('aberg-portrait.jpg'),
  biography: text('Lebt in Berlin.', 'Malt langsam.'),
  birthYear: 1978,
  birthPlace: 'Malmö',
  website: 'https://aberg.example',
  ...stamp,
}

const artwork = (overrides: Partial<Artwork> = {}): Artwork => ({
  id: 3,
  title: 'Abendrot',
  slug: 'abendrot',
  artist,
  year: 2021,
  medium: { id: 1, name: 'Öl auf Leinwand', slug: 'oil', ...stamp },
  categories: [{ id: 2, name: 'Malerei', slug: 'painting', ...stamp }],
  dimensions: { height: 120, width: 80.5, depth: null },
  edition: 'Unikat',
  description: text('Ein Bild über den Abend.'),
  images: [media('dusk-7.jpg'), media('dusk-8.jpg')],
  publicPrice: 12500,
  priceOnRequest: false,
  sold: false,
  ...stamp,
  ...overrides,
})

const curator: Curator = { id: 4, name: 'Mara Lind', slug: 'mara-lind', portrait: media('lind.png'), biography: text('Kuratorin.'), ...stamp }

const exhibition = (overrides: Partial<Exhibition> = {}): Exhibition => ({
  id: 9,
  title: 'Licht & Schatten',
  slug: 'licht-und-schatten',
  subtitle: 'Malerei der Gegenwart',
  teaser: 'Zwölf Positionen.',
  startDate: '2025-03-01T00:00:00.000Z',
  endDate: '2025-04-15T00:00:00.000Z',
  venue: 'Galerie Vernissage, Auguststraße 42, Berlin',
  curators: [curator],
  artists: [artist],
  artworks: [artwork()],
  images: [media('view-1.jpg')],
  ...stamp,
  ...overrides,
})

describe('absolute URLs', () => {
  it('puts German paths at the root and English ones under /en', () => {
    expect(absoluteUrl('/artists/x', 'de', site)).toBe('https://galerie.example/artists/x')
    expect(absoluteUrl('/artists/x', 'en', site)).toBe('https://galerie.example/en/artists/x')
    expect(absoluteUrl('/', 'en', site)).toBe('https://galerie.example/en')
    expect(absoluteUrl('/', 'de', 'http://localhost:3000')).toBe('http://localhost:3000/')
  })
})

describe('artworkJsonLd', () => {
  it('describes a priced, available work as a VisualArtwork with an Offer in euro', () => {
    const data = artworkJsonLd(artwork(), 'de', site)
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VisualArtwork',
      name: 'Abendrot',
      url: 'https://galerie.example/artworks/abendrot',
      image: 'https://galerie.example/media/dusk-7-1366w.jpg',
      creator: { '@type': 'Person', name: 'Zoë Åberg', url: 'https://galerie.example/artists/zoe-aberg' },
      dateCreated: '2021',
      artMedium: 'Öl auf Leinwand',
      artform: 'Malerei',
      height: '120 cm',
      width: '80.5 cm',
      artEdition: 'Unikat',
      description: 'Ein Bild über den Abend.',
      offers: {
        '@type': 'Offer',
        price: 12500,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://galerie.example/artworks/abendrot',
      },
    })
  })

  it('links the English page and the artist under /en', () => {
    const data = artworkJsonLd(artwork({ slug: 'sunset' }), 'en', site)
    expect(data.url).toBe('https://galerie.example/en/artworks/sunset')
    expect((data.creator as { url: string }).url).toBe('https://galerie.example/en/artists/zoe-aberg')
  })

  it('marks a sold work as sold out', () => {
    expect((artworkJsonLd(artwork({ sold: true }), 'de', site).offers as { availability: string }).availability).toBe('https://schema.org/SoldOut')
  })

  it('marks a work reserved until its date, and offers it again from then; a sold work is sold out whatever its date', () => {
    const until = new Date(Date.now() + 60 * 60 * 1000).toISOString()
    expect(artworkJsonLd(artwork({ reservedUntil: until }), 'en', site).offers).toMatchObject({ availability: 'https://schema.org/Reserved', availabilityStarts: until })
    const lapsed = artworkJsonLd(artwork({ reservedUntil: new Date(Date.now() - 1000).toISOString() }), 'en', site).offers
    expect(lapsed).toMatchObject({ availability: 'https://schema.org/InStock' })
    expect(lapsed).not.toHaveProperty('availabilityStarts')
    expect(artworkJsonLd(artwork({ reservedUntil: until, sold: true }), 'de', site).offers).toMatchObject({ availability: 'https://schema.org/SoldOut' })
  })

  it('makes no Offer without a price above 0 or when the price is on request (docs/behaviour.md#price-on-request)', () => {
    for (const overrides of [{ publicPrice: null }, { publicPrice: 0 }, { publicPrice: -5 }, { publicPrice: 9000, priceOnRequest: true }]) {
      expect(artworkJsonLd(artwork(overrides), 'de', site)).not.toHaveProperty('offers')
    }
  })

  it('reads the price by the site rule, a German-formatted string included', () => {
    const data = artworkJsonLd(artwork({ publicPrice: '12.500,50 €' as unknown as number }), 'de', site)
    expect((data.offers as { price: number }).price).toBe(12500.5)
  })

  it("names only the public price: a staff reader's amount of a work on request stays out", () => {
    expect(artworkJsonLd(artwork({ price: 87654, publicPrice: null, priceOnRequest: true }), 'de', site)).not.toHaveProperty('offers')
    expect(artworkJsonLd(artwork({ price: 87654, publicPrice: null, priceOnRequest: false }), 'de', site)).not.toHaveProperty('offers')
  })

  it('leaves out what is unknown and copes with unpopulated relations', () => {
    const data = artworkJsonLd(artwork({ artist: 7, medium: 1, categories: [2], images: [], year: null, dimensions: {}, edition: null, description: null }), 'de', site)
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'name', 'offers', 'url'])
  })

  it('keeps an absolute media base as it is', () => {
    const before = process.env.NEXT_PUBLIC_MEDIA_URL
    process.env.NEXT_PUBLIC_MEDIA_URL = 'https://cdn.example/img'
    try {
      expect(artworkJsonLd(artwork(), 'de', site).image).toBe('https://cdn.example/img/dusk-7-1366w.jpg')
    } finally {
      if (before === undefined) delete process.env.NEXT_PUBLIC_MEDIA_URL
      else process.env.NEXT_PUBLIC_MEDIA_URL = before
    }
  })
})

describe('personJsonLd', () => {
  it('describes an artist with portrait, birth year and place, biography and website', () => {
    expect(personJsonLd(artist, 'artist', 'en', site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Zoë Åberg',
      url: 'https://galerie.example/en/artists/zoe-aberg',
      image: 'https://galerie.example/media/aberg-portrait-1366w.jpg',
      birthDate: '1978',
      birthPlace: { '@type': 'Place', name: 'Malmö' },
      description: 'Lebt in Berlin.\nMalt langsam.',
      sameAs: ['https://aberg.example'],
    })
  })

  it('describes a curator at /curator/{slug} with the translated job title', () => {
    expect(personJsonLd(curator, 'curator', 'de', site, { jobTitle: 'Kurator:in' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Mara Lind',
      url: 'https://galerie.example/curator/mara-lind',
      image: 'https://galerie.example/media/lind-1366w.jpg',
      jobTitle: 'Kurator:in',
      description: 'Kuratorin.',
    })
  })
})

describe('exhibitionJsonLd', () => {
  const options = { organizer: { name: 'Vernissage' }, curatorJobTitle: 'Curator' }

  it('gives the days as they are in Berlin, as the page shows them (issue 45 point 6)', () => {
    // Picked in Berlin: 3 March and 21 April, stored as the day before in UTC.
    const data = exhibitionJsonLd(exhibition({ startDate: '2025-03-02T23:00:00.000Z', endDate: '2025-04-20T22:00:00.000Z' }), 'de', site, options)
    expect(data).toMatchObject({ startDate: '2025-03-03', endDate: '2025-04-21' })
  })

  it('describes an exhibition as an offline ExhibitionEvent at its venue, organised by the gallery', () => {
    const data = exhibitionJsonLd(exhibition({ slug: 'light-and-shadow' }), 'en', site, options)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ExhibitionEvent',
      name: 'Licht & Schatten',
      description: 'Zwölf Positionen.',
      url: 'https://galerie.example/en/exhibitions/light-and-shadow',
      image: 'https://galerie.example/media/view-1-1366w.jpg',
      startDate: '2025-03-01',
      endDate: '2025-04-15',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Galerie Vernissage, Auguststraße 42, Berlin', address: 'Galerie Vernissage, Auguststraße 42, Berlin' },
      organizer: { '@type': 'Organization', name: 'Vernissage', url: 'https://galerie.example/en' },
      about: [{ '@type': 'Person', name: 'Zoë Åberg', url: 'https://galerie.example/en/artists/zoe-aberg' }],
      contributor: [{ '@type': 'Person', name: 'Mara Lind', url: 'https://galerie.example/en/curator/mara-lind', jobTitle: 'Curator' }],
    })
    expect(data.workFeatured).toEqual([
      {
        '@type': 'VisualArtwork',
        name: 'Abendrot',
        url: 'https://galerie.example/en/artworks/abendrot',
        image: 'https://galerie.example/media/dusk-7-1366w.jpg',
        creator: { '@type': 'Person', name: 'Zoë Åberg', url: 'https://galerie.example/en/artists/zoe-aberg' },
      },
    ])
  })

  it('leaves out the venue, people and works it does not know', () => {
    const data = exhibitionJsonLd(exhibition({ venue: null, curators: [4], artists: null, artworks: [], images: null, teaser: null }), 'de', site, options)
    expect(data.description).toBe('Malerei der Gegenwart')
    for (const key of ['location', 'contributor', 'about', 'workFeatured', 'image']) expect(data).not.toHaveProperty(key)
  })
})

const article = (overrides: Partial<Magazine> = {}): Magazine => ({
  id: 12,
  title: 'Im Atelier',
  slug: 'im-atelier',
  teaser: 'Ein Besuch.',
  body: text('Wir treffen sie im Atelier.'),
  author: 'Lena Vogt',
  publishDate: '2025-02-03T09:30:00.000Z',
  cover: media('atelier.jpg'),
  tags: [],
  artists: [artist],
  artworks: [artwork()],
  ...stamp,
  updatedAt: '2025-02-04T10:00:00.000Z',
  ...overrides,
})

describe('articleJsonLd', () => {
  const options = { publisher: { name: 'Vernissage' } }

  it('describes an article with headline, dates, author, cover, URL, language, publisher and mentions', () => {
    expect(articleJsonLd(article(), 'de', site, { ...options, authorUrl: '/crew/lena-vogt' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Im Atelier',
      description: 'Ein Besuch.',
      url: 'https://galerie.example/magazine/im-atelier',
      image: 'https://galerie.example/media/atelier-1366w.jpg',
      datePublished: '2025-02-03T09:30:00.000Z',
      dateModified: '2025-02-04T10:00:00.000Z',
      inLanguage: 'de-DE',
      author: { '@type': 'Person', name: 'Lena Vogt', url: 'https://galerie.example/crew/lena-vogt' },
      publisher: { '@type': 'Organization', name: 'Vernissage', url: 'https://galerie.example/' },
      mentions: [
        { '@type': 'Person', name: 'Zoë Åberg', url: 'https://galerie.example/artists/zoe-aberg' },
        {
          '@type': 'VisualArtwork',
          name: 'Abendrot',
          url: 'https://galerie.example/artworks/abendrot',
          image: 'https://galerie.example/media/dusk-7-1366w.jpg',
          creator: { '@type': 'Person', name: 'Zoë Åberg', url: 'https://galerie.example/artists/zoe-aberg' },
        },
      ],
    })
  })

  it('links the English article, its language and its publisher under /en', () => {
    const data = articleJsonLd(article({ slug: 'in-the-studio' }), 'en', site, options)
    expect(data.url).toBe('https://galerie.example/en/magazine/in-the-studio')
    expect(data.inLanguage).toBe('en-US')
    expect((data.publisher as { url: string }).url).toBe('https://galerie.example/en')
    expect(data.author).toEqual({ '@type': 'Person', name: 'Lena Vogt' })
  })

  it('names the gallery as author when no author is given and leaves out what is unknown', () => {
    const data = articleJsonLd(article({ author: '  ', cover: 5, teaser: null, artists: [3], artworks: null }), 'de', site, options)
    expect(data.author).toEqual({ '@type': 'Organization', name: 'Vernissage', url: 'https://galerie.example/' })
    for (const key of ['image', 'description', 'mentions']) expect(data).not.toHaveProperty(key)
  })

  it('states no date it cannot read', () => {
    const data = articleJsonLd(article({ publishDate: 'nonsense' }), 'de', site, options)
    expect(data).not.toHaveProperty('datePublished')
  })
})

describe('faqJsonLd', () => {
  const entry = (question: string, ...answer: string[]): Pick<Faq, 'question' | 'answer'> => ({ question, answer: text(...answer) })

  it('lists every question with its answer as plain text', () => {
    expect(faqJsonLd([entry('Wie kaufe ich?', 'Per Anfrage.', 'Oder im Laden.'), entry('Versand?', 'Weltweit.')], 'de', site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://galerie.example/faq',
      inLanguage: 'de-DE',
      mainEntity: [
        { '@type': 'Question', name: 'Wie kaufe ich?', acceptedAnswer: { '@type': 'Answer', text: 'Per Anfrage.\nOder im Laden.' } },
        { '@type': 'Question', name: 'Versand?', acceptedAnswer: { '@type': 'Answer', text: 'Weltweit.' } },
      ],
    })
  })

  it('keeps markup out of answers and leaves out questions without an answer', () => {
    const data = faqJsonLd([entry('Leer?'), entry('<b>Fett?</b>', 'Ja.')], 'en', site)
    expect(data.url).toBe('https://galerie.example/en/faq')
    expect(data.mainEntity).toEqual([{ '@type': 'Question', name: '<b>Fett?</b>', acceptedAnswer: { '@type': 'Answer', text: 'Ja.' } }])
    // The question stays text; serializing keeps the script element closed.
    expect(serializeJsonLd(data)).not.toContain('<b>')
  })
})

describe('plainText', () => {
  it('flattens rich text to lines, lists one item a line, and ignores anything else', () => {
    const state = {
      root: {
        children: [
          { type: 'heading', children: [{ type: 'text', text: 'Titel' }] },
          {
            type: 'paragraph',
            children: [{ type: 'text', text: 'Ein ' }, { type: 'link', children: [{ type: 'text', text: 'Link' }] }, { type: 'linebreak' }, { type: 'text', text: 'weiter' }],
          },
          {
            type: 'list',
            children: [
              { type: 'listitem', children: [{ type: 'text', text: 'a' }] },
              { type: 'listitem', children: [{ type: 'text', text: 'b' }] },
            ],
          },
          { type: 'paragraph', children: [] },
        ],
      },
    }
    expect(plainText(state)).toBe('Titel\nEin Link\nweiter\na\nb')
    expect(plainText(null)).toBe('')
    expect(plainText({ nope: 1 })).toBe('')
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element and still parses to the same data', () => {
    const data = artworkJsonLd(artwork({ title: '</script><script>alert(1)</script> & <!--' }), 'de', site)
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[<>&]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(json)).toEqual(data)
  })

  it('escapes the line and paragraph separators', () => {
    const json = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: 'a\u2028b\u2029c' })
    expect(json).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(json).name).toBe('a\u2028b\u2029c')
  })
})
