/**
 * Magazine, crew and FAQ (issue 5, points 1 and 2), in both languages: the magazine list newest
 * first, 12 a page with page links and 404 past the end, filtered by tag with counts as the REST
 * API counts; the article page with author, date, reading time, mentions, related articles,
 * figures with captions and Article JSON-LD; the crew in its theme colour with AA contrast in
 * both themes; the FAQ accordion by keyboard and its FAQPage JSON-LD. Expectations come from the
 * REST API, not from the pages' own loaders.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, browserForTests } from './support'

const getBrowser = browserForTests()

const languages = [
  { code: 'de', prefix: '', locale: 'de-DE', intl: 'de-DE', minutes: /^(\d+) Min\. Lesezeit$/, by: 'von' },
  { code: 'en', prefix: '/en', locale: 'en-US', intl: 'en-GB', minutes: /^(\d+) min read$/, by: 'by' },
] as const

type Node = { type?: string; text?: string; children?: Node[] }
type Ref = { id: number; slug: string; name: string }
type Article = {
  id: number
  slug: string
  title: string
  author: string | null
  publishDate: string
  body: { root: Node } | null
  tags: Array<{ id: number; slug: string }> | null
  artists: Ref[] | null
  artworks: Array<{ id: number; slug: string }> | null
}
type Faq = { id: number; question: string; category: string | null }

async function rest<T>(path: string): Promise<{ docs: T[]; totalDocs: number }> {
  const response = await fetch(`${BASE_URL}/api/${path}`)
  if (response.status !== 200) throw new Error(`GET /api/${path} answered ${response.status}`)
  return (await response.json()) as { docs: T[]; totalDocs: number }
}

/** Newest first, equal dates by title: the order the magazine promises. */
const newestFirst = (list: Article[]) => [...list].sort((a, b) => Date.parse(b.publishDate) - Date.parse(a.publishDate) || a.title.localeCompare(b.title))

/** Words of a rich text, as a reader counts them: blocks and list items apart, inline runs joined. */
function words(body: Article['body']): number {
  const text = (node: Node): string => (typeof node.text === 'string' ? node.text : (node.children ?? []).map(text).join(['root', 'list'].includes(node.type ?? '') ? '\n' : ''))
  return (body ? text(body.root) : '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

async function withPage<T>(locale: string, run: (page: Page) => Promise<T>, options: { colorScheme?: 'light' | 'dark' } = {}): Promise<T> {
  const context = await getBrowser().newContext({ locale, viewport: { width: 1280, height: 900 }, ...options })
  // Dark is the default whatever the system prefers: the light theme is the visitor's stored choice.
  if (options.colorScheme) await context.addCookies([{ name: 'theme', value: options.colorScheme, url: BASE_URL }])
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}

/** The page's JSON-LD nodes of one type; a script that is not valid JSON fails the test. */
async function jsonLd(page: Page, type: string): Promise<Array<Record<string, any>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.flatMap((text) => [JSON.parse(text)].flat()).filter((n) => n['@type'] === type)
}

const slugsOf = (page: Page, scope: string) =>
  page.locator(`[data-testid="${scope}"] [data-testid="article-teaser"]`).evaluateAll((items) => items.map((i) => i.getAttribute('data-slug')))

/** WCAG contrast ratio of two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

describe.each(languages)('editorial pages in $code', ({ code, prefix, locale, intl, minutes, by }) => {
  let articles: Article[]

  beforeAll(async () => {
    articles = newestFirst((await rest<Article>(`magazine?locale=${code}&limit=500&depth=1`)).docs)
  })

  it('/magazine lists articles newest first, 12 a page, with page links that load in full and 404 past the end', async () => {
    expect(articles.length, 'the seed has more than one page of articles').toBeGreaterThan(12)
    const pages = Math.ceil(articles.length / 12)
    await withPage(locale, async (page) => {
      expect((await page.goto(`${BASE_URL}${prefix}/magazine`))?.status()).toBe(200)
      expect(await slugsOf(page, 'magazine-list')).toEqual(articles.slice(0, 12).map((a) => a.slug))
      const links = page.getByTestId('magazine-pages')
      const hrefs = await links.locator('ol a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(hrefs).toEqual(Array.from({ length: pages }, (_, i) => (i === 0 ? `${prefix}/magazine` : `${prefix}/magazine?page=${i + 1}`)))
      expect(await links.locator('a[aria-current="page"]').innerText()).toBe('1')

      // The next-page link loads the page in full (docs/behaviour.md#magazine-full-load: magazine paths); window state is gone.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
      await links.locator('a[rel="next"]').click()
      await page.waitForURL(`${BASE_URL}${prefix}/magazine?page=2`)
      await page.getByTestId('magazine-list').waitFor()
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined()
      expect(await slugsOf(page, 'magazine-list')).toEqual(articles.slice(12, 24).map((a) => a.slug))
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${prefix}/magazine\\?page=2$`))
      expect(await page.locator('meta[name="robots"]').count()).toBe(0)
    })
    for (const query of [`page=${pages + 1}`, 'page=0', 'page=zwei', 'tag=gibt-es-nicht']) {
      expect((await fetch(`${BASE_URL}${prefix}/magazine?${query}`)).status, query).toBe(404)
    }
    // Every page of the list is rendered once and then served from the cache, not per request.
    await fetch(`${BASE_URL}${prefix}/magazine?page=2`)
    const again = await fetch(`${BASE_URL}${prefix}/magazine?page=2`)
    expect(again.status).toBe(200)
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
    // The cached route behind it has no public address of its own.
    const internal = await fetch(`${BASE_URL}${prefix}/magazine-archive/-/2`, { redirect: 'manual' })
    expect(internal.status).toBe(308)
    expect(new URL(internal.headers.get('location')!, BASE_URL).pathname + new URL(internal.headers.get('location')!, BASE_URL).search).toBe(`${prefix}/magazine?page=2`)
  })

  it('/magazine filters by tag, with the counts the REST API gives, as a noindex, follow view', async () => {
    await withPage(locale, async (page) => {
      await page.goto(`${BASE_URL}${prefix}/magazine`)
      const chips = await page.locator('[data-testid="magazine-tags"] a[data-tag-id]').evaluateAll((as) =>
        as.map((a) => ({
          id: Number(a.getAttribute('data-tag-id')),
          count: Number(a.getAttribute('data-count')),
          href: a.getAttribute('href')!,
          text: (a as HTMLElement).innerText,
        })),
      )
      // Every tag an article carries has a chip, and only those.
      const used = new Set(articles.flatMap((a) => (a.tags ?? []).map((t) => t.id)))
      expect(chips.map((c) => c.id).sort()).toEqual([...used].sort())
      for (const chip of chips) {
        const { totalDocs } = await rest(`magazine?where[tags][contains]=${chip.id}&limit=1&depth=0&locale=${code}`)
        expect(chip.count, `count of tag ${chip.id}`).toBe(totalDocs)
        expect(chip.text).toMatch(new RegExp(`\\s${totalDocs}$`))
      }

      const chip = [...chips].sort((a, b) => b.count - a.count)[0]
      const tagged = articles.filter((a) => a.tags?.some((t) => t.id === chip.id))
      await page.goto(`${BASE_URL}${chip.href}`)
      expect(new URL(page.url()).search).toMatch(/^\?tag=[a-z0-9-]+$/)
      expect(await slugsOf(page, 'magazine-list')).toEqual(tagged.slice(0, 12).map((a) => a.slug))
      expect(await page.locator(`[data-testid="magazine-tags"] a[data-tag-id="${chip.id}"]`).getAttribute('aria-current')).toBe('page')
      const robots = (await page.locator('meta[name="robots"]').getAttribute('content')) ?? ''
      expect(robots).toMatch(/noindex/)
      expect(robots).not.toMatch(/nofollow/)
    })
  })

  it('the article page shows author, date, reading time, tags, mentions, related articles and Article JSON-LD', async () => {
    const article = articles.find((a) => a.author && a.artists?.length && a.artworks?.length && a.tags?.length)!
    expect(article, 'the seed has an article with author, tags and mentions').toBeTruthy()
    const own = new Set(article.tags!.map((t) => t.id))
    const shared = (a: Article) => (a.tags ?? []).filter((t) => own.has(t.id)).length
    const related = articles
      .filter((a) => a.id !== article.id)
      .map((a, rank) => ({ a, rank }))
      .sort((x, y) => shared(y.a) - shared(x.a) || x.rank - y.rank)
      .slice(0, 3)
      .map(({ a }) => a.slug)

    await withPage(locale, async (page) => {
      expect((await page.goto(`${BASE_URL}${prefix}/magazine/${article.slug}`))?.status()).toBe(200)
      expect(await page.locator('h1').innerText()).toBe(article.title)
      expect(await page.getByTestId('article-author').innerText()).toBe(`${by} ${article.author}`)
      const date = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(article.publishDate))
      expect(await page.getByTestId('article-date').innerText()).toBe(date)
      const reading = minutes.exec(await page.getByTestId('article-reading-time').innerText())
      expect(reading, 'reading time in the page language').not.toBeNull()
      expect(Number(reading![1])).toBe(Math.max(1, Math.ceil(words(article.body) / 200)))

      const tagLinks = await page
        .getByTestId('article-tags')
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(tagLinks.sort()).toEqual(article.tags!.map((t) => `${prefix}/magazine?tag=${t.slug}`).sort())
      const artistLinks = await page
        .getByTestId('article-artists')
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(artistLinks.sort()).toEqual(article.artists!.map((a) => `${prefix}/artists/${a.slug}`).sort())
      const works = await page
        .getByTestId('article-artworks')
        .getByTestId('artwork-card')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-slug')))
      expect(works.sort()).toEqual(article.artworks!.map((w) => w.slug).sort())
      expect(await slugsOf(page, 'article-related')).toEqual(related)

      const [node] = await jsonLd(page, 'Article')
      expect(node['@context']).toBe('https://schema.org')
      expect(node.headline).toBe(article.title)
      expect(node.datePublished).toBe(new Date(article.publishDate).toISOString())
      expect(node.author).toMatchObject({ '@type': 'Person', name: article.author })
      expect(new URL(node.url).pathname).toBe(`${prefix}/magazine/${article.slug}`)
      expect(node.image).toMatch(/^https?:\/\/.+-1366w\.jpg$/)
      expect(node.inLanguage).toBe(locale)
      expect(node.publisher['@type']).toBe('Organization')
      expect(node.publisher.name).toBeTruthy()
    })
  })

  it('/crew and /crew/{slug} show names in the crew colour, with AA contrast in the dark and the light theme', async () => {
    const crew = (await rest<Ref & { role: string | null }>(`crew?locale=${code}&limit=200&sort=order&depth=0`)).docs
    expect(crew.length).toBeGreaterThan(0)
    for (const colorScheme of ['dark', 'light'] as const) {
      await withPage(
        locale,
        async (page) => {
          const colours = async (selector: string) =>
            page.evaluate((sel) => {
              const css = (el: Element, p: string) => getComputedStyle(el).getPropertyValue(p)
              return { name: css(document.querySelector(sel)!, 'color'), text: css(document.body, 'color'), bg: css(document.documentElement, 'background-color') }
            }, selector)
          await page.goto(`${BASE_URL}${prefix}/crew`)
          expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(colorScheme)
          expect(await page.getByTestId('explorer-list').locator('.entry-explorer__title').allInnerTexts()).toEqual(crew.map((m) => m.name))
          const list = await colours('[data-testid="explorer-list"] .entry-explorer__title')
          expect(list.name).not.toBe(list.text)
          expect(contrast(list.name, list.bg)).toBeGreaterThanOrEqual(4.5)

          await page.goto(`${BASE_URL}${prefix}/crew/${crew[0].slug}`)
          expect(await page.locator('h1').innerText()).toBe(crew[0].name)
          expect(await page.getByTestId('crew-detail').getAttribute('data-person-type')).toBe('crew')
          const member = await colours('[data-testid="crew-detail"] h1')
          expect(member.name).toBe(list.name)
          expect(contrast(member.name, member.bg)).toBeGreaterThanOrEqual(4.5)
        },
        { colorScheme },
      )
    }
  })

  it('/faq is a keyboard-usable accordion grouped by category, with every question in FAQPage JSON-LD', async () => {
    const entries = (await rest<Faq>(`faq?locale=${code}&limit=500&sort=order&depth=0`)).docs
    expect(entries.length).toBeGreaterThan(1)
    await withPage(locale, async (page) => {
      await page.goto(`${BASE_URL}${prefix}/faq`)
      const faq = page.getByTestId('faq')
      expect(await faq.locator('summary').allInnerTexts()).toEqual(entries.map((e) => e.question))
      const categories = [...new Set(entries.map((e) => e.category?.trim()).filter(Boolean))]
      if (categories.length) expect(await faq.locator('[data-testid="faq-group"] > h2').allInnerTexts()).toEqual(categories)

      const details = faq.getByTestId('faq-entry')
      const open = (i: number) => details.nth(i).evaluate((d: HTMLDetailsElement) => d.open)
      expect(await open(0)).toBe(false)
      await details.nth(0).locator('summary').focus()
      await page.keyboard.press('Enter')
      expect(await open(0)).toBe(true)
      expect(await details.nth(0).locator('.faq-entry__answer').isVisible()).toBe(true)
      await page.keyboard.press('Enter')
      expect(await open(0)).toBe(false)
      // Tab moves to the next question; Space opens it.
      await page.keyboard.press('Tab')
      expect(
        await details
          .nth(1)
          .locator('summary')
          .evaluate((s) => s === document.activeElement),
      ).toBe(true)
      await page.keyboard.press('Space')
      expect(await open(1)).toBe(true)

      const [node] = await jsonLd(page, 'FAQPage')
      expect(node.mainEntity.map((q: { name: string }) => q.name)).toEqual(entries.map((e) => e.question))
      for (const question of node.mainEntity) {
        expect(question['@type']).toBe('Question')
        expect(question.acceptedAnswer['@type']).toBe('Answer')
        expect(question.acceptedAnswer.text.length).toBeGreaterThan(0)
        expect(question.acceptedAnswer.text).not.toMatch(/[<>]/)
      }
    })
  })
})

describe('an article published and deleted through the API', () => {
  let id: number | undefined
  const slug = { de: `e2e-bild-${Date.now()}`, en: `e2e-image-${Date.now()}` }
  type Media = { id: number; filename: string; alt: string; copyrightText: string }
  const media: Partial<Record<'de' | 'en', Media>> = {}

  beforeAll(async () => {
    const headers = { ...(await adminHeaders()), 'content-type': 'application/json' }
    const found = await rest<Media>('media?where[copyrightText][exists]=true&where[alt][exists]=true&limit=1&locale=de')
    media.de = found.docs[0]
    media.en = (await (await fetch(`${BASE_URL}/api/media/${media.de.id}?locale=en`)).json()) as Media
    const body = (text: string) => ({
      root: {
        type: 'root',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        children: [
          {
            type: 'paragraph',
            direction: 'ltr',
            format: '',
            indent: 0,
            version: 1,
            textFormat: 0,
            textStyle: '',
            children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
          },
          { type: 'upload', version: 3, format: '', id: 'e2e-figure', fields: null, relationTo: 'media', value: media.de!.id },
        ],
      },
    })
    // An old date keeps it at the end of the list the other tests read.
    const created = await fetch(`${BASE_URL}/api/magazine?locale=de`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'E2E Bild', slug: slug.de, publishDate: '2001-01-01T10:00:00.000Z', body: body('Ein Bild:'), _status: 'published' }),
    })
    expect(created.status).toBe(201)
    id = ((await created.json()) as { doc: { id: number } }).doc.id
    const english = await fetch(`${BASE_URL}/api/magazine/${id}?locale=en`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title: 'E2E Image', slug: slug.en, body: body('An image:'), _status: 'published' }),
    })
    expect(english.status).toBe(200)
  })

  afterAll(async () => {
    if (id) await fetch(`${BASE_URL}/api/magazine/${id}`, { method: 'DELETE', headers: await adminHeaders() })
  })

  /** The slugs on the magazine's last page, read from the page's HTML. */
  async function lastPage(prefix: string, code: string): Promise<{ status: number; slugs: string[] }> {
    const { totalDocs } = await rest(`magazine?limit=1&depth=0&locale=${code}`)
    const response = await fetch(`${BASE_URL}${prefix}/magazine?page=${Math.ceil(totalDocs / 12)}`)
    const html = await response.text()
    return { status: response.status, slugs: [...html.matchAll(/data-slug="([a-z0-9-]+)"/g)].map((m) => m[1]) }
  }

  it.each(languages)('shows images in its text as figures with the image’s caption and copyright ($code)', async ({ code, prefix, locale }) => {
    const expected = media[code]!
    await withPage(locale, async (page) => {
      expect((await page.goto(`${BASE_URL}${prefix}/magazine/${slug[code]}`))?.status()).toBe(200)
      const figure = page.getByTestId('article-body').locator('figure')
      expect(await figure.count()).toBe(1)
      expect(await figure.locator('img').getAttribute('alt')).toBe(expected.alt)
      expect(await figure.locator('img').getAttribute('srcset')).toMatch(/-\d+w\.jpg \d+w/)
      const caption = await figure.locator('figcaption').innerText()
      expect(caption).toContain(expected.alt)
      expect(caption).toContain(expected.copyrightText.replace(/^©\s*/, ''))
    })
  })

  it('is on the list at once, in both languages, and gone from it and its address once deleted', async () => {
    // The list renders per request from a cached index that the collection's hooks must drop.
    for (const { code, prefix } of languages) expect((await lastPage(prefix, code)).slugs.at(-1), code).toBe(slug[code])
    const deleted = await fetch(`${BASE_URL}/api/magazine/${id}`, { method: 'DELETE', headers: await adminHeaders() })
    expect(deleted.status).toBe(200)
    id = undefined
    for (const { code, prefix } of languages) {
      const page = await lastPage(prefix, code)
      expect(page.status).toBe(200)
      expect(page.slugs, code).not.toContain(slug[code])
      expect((await fetch(`${BASE_URL}${prefix}/magazine/${slug[code]}`)).status, code).toBe(404)
    }
  })
})

describe('a page composed from every block', () => {
  let id: number | undefined
  const stamp = Date.now()
  const slug = { de: `e2e-bausteine-${stamp}`, en: `e2e-blocks-${stamp}` }
  const texts = {
    de: {
      title: 'Alle Bausteine',
      body: 'Ein Absatz aus dem Textbaustein.',
      caption: 'Die Bildunterschrift',
      quote: 'Kunst ist Freiheit.',
      by: 'Eine Künstlerin',
      cta: 'Jetzt anfragen',
      works: 'Ausgewählte Werke',
      artists: 'Ausgewählte Künstler:innen',
    },
    en: {
      title: 'Every block',
      body: 'A paragraph from the text block.',
      caption: 'The caption',
      quote: 'Art is freedom.',
      by: 'An artist',
      cta: 'Inquire now',
      works: 'Selected works',
      artists: 'Selected artists',
    },
  }
  type Ref = { id: number; slug: string }
  let media: Ref[] = []
  let artwork: Ref
  let artist: Ref
  let exhibition: Ref

  const layout = (t: (typeof texts)['de']) => [
    {
      id: 'b-text',
      blockType: 'richText',
      content: {
        root: {
          type: 'root',
          direction: 'ltr',
          format: '',
          indent: 0,
          version: 1,
          children: [
            {
              type: 'paragraph',
              direction: 'ltr',
              format: '',
              indent: 0,
              version: 1,
              textFormat: 0,
              textStyle: '',
              children: [{ type: 'text', text: t.body, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
            },
          ],
        },
      },
    },
    { id: 'b-image', blockType: 'image', image: media[0].id, caption: t.caption },
    { id: 'b-gallery', blockType: 'gallery', images: media.slice(0, 3).map((m) => m.id) },
    { id: 'b-quote', blockType: 'quote', quote: t.quote, attribution: t.by },
    { id: 'b-cta', blockType: 'callToAction', heading: t.cta, label: t.cta, link: '/contact' },
    { id: 'b-works', blockType: 'artworkTeaser', heading: t.works, artworks: [artwork.id] },
    { id: 'b-artists', blockType: 'artistTeaser', heading: t.artists, artists: [artist.id] },
    { id: 'b-exhibition', blockType: 'exhibitionTeaser', exhibition: exhibition.id },
  ]

  beforeAll(async () => {
    const headers = { ...(await adminHeaders()), 'content-type': 'application/json' }
    media = (await rest<Ref>('media?limit=3&depth=0')).docs
    artwork = (await rest<Ref>('artworks?limit=1&depth=0&locale=de')).docs[0]
    artist = (await rest<Ref>('artists?limit=1&depth=0')).docs[0]
    exhibition = (await rest<Ref>('exhibitions?limit=1&depth=0&locale=de')).docs[0]
    const created = await fetch(`${BASE_URL}/api/pages?locale=de`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: texts.de.title, slug: slug.de, layout: layout(texts.de), _status: 'published' }),
    })
    expect(created.status).toBe(201)
    id = ((await created.json()) as { doc: { id: number } }).doc.id
    const english = await fetch(`${BASE_URL}/api/pages/${id}?locale=en`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title: texts.en.title, slug: slug.en, layout: layout(texts.en), _status: 'published' }),
    })
    expect(english.status).toBe(200)
  })

  afterAll(async () => {
    if (id) await fetch(`${BASE_URL}/api/pages/${id}`, { method: 'DELETE', headers: await adminHeaders() })
  })

  it.each(languages)('shows text, image, gallery, quote, call to action and the three teasers ($code)', async ({ code, prefix, locale }) => {
    const t = texts[code]
    const artworkSlug = (await rest<Ref>(`artworks?where[id][equals]=${artwork.id}&depth=0&locale=${code}`)).docs[0].slug
    const exhibitionSlug = (await rest<Ref>(`exhibitions?where[id][equals]=${exhibition.id}&depth=0&locale=${code}`)).docs[0].slug
    await withPage(locale, async (page) => {
      expect((await page.goto(`${BASE_URL}${prefix}/${slug[code]}`))?.status()).toBe(200)
      const main = page.getByTestId('page-detail')
      expect(await main.locator('h1').innerText()).toBe(t.title)
      expect(await main.getByText(t.body).count()).toBe(1)
      expect(await main.locator('figure.block-image img').count()).toBe(1)
      expect(await main.locator('figure.block-image figcaption').innerText()).toBe(t.caption)
      expect(await main.locator('.block-gallery img').count()).toBe(Math.min(3, media.length))
      expect(await main.locator('.block-quote blockquote').innerText()).toBe(t.quote)
      expect(await main.locator('.block-quote figcaption').innerText()).toBe(t.by)
      expect(await main.locator('.block-cta a').getAttribute('href')).toBe(`${prefix}/contact`)
      expect(await main.getByRole('heading', { name: t.works }).count()).toBe(1)
      expect(await main.locator(`a[href="${prefix}/artworks/${artworkSlug}"]`).count()).toBeGreaterThan(0)
      expect(await main.getByRole('heading', { name: t.artists }).count()).toBe(1)
      expect(await main.locator(`a[href="${prefix}/artists/${artist.slug}"]`).count()).toBe(1)
      expect(await main.locator(`a[href="${prefix}/exhibitions/${exhibitionSlug}"]`).count()).toBe(1)
    })
  })
})
