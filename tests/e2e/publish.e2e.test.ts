/**
 * Publish to live (issue 5, points 5 and 6): what staff publish, unpublish or delete through the
 * admin's API reaches the document's page, the list that shows it and both sitemaps within
 * 5 seconds, in German and English, with no rebuild and no restart, also when the pages were
 * cached just before. The newsletter, confirmation and upgrade pages show the editors' text.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL } from './support'

const stamp = Date.now().toString(36)
const live = { timeout: 5_000, interval: 200 }
const codes = ['de', 'en'] as const
type Code = (typeof codes)[number]
const prefix = (code: Code) => (code === 'de' ? '' : '/en')

async function rest(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE_URL}/api${path}`, { ...init, headers: { ...(await adminHeaders()), 'content-type': 'application/json', ...init.headers } })
  const body = await response.json()
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`)
  return body
}

async function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers })
  return { status: response.status, text: (await response.text()).replace(/&amp;/g, '&') }
}

/** A visitor's browser: crawlers get an empty error page (docs/behaviour.md#error-page-bots). */
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36' }

/** Asks twice, so Next and the page cache both hold the page before the change. */
async function warm(...paths: string[]) {
  for (const path of paths) for (let i = 0; i < 2; i += 1) await get(path)
}

async function sitemapXml(): Promise<string> {
  return (await get('/sitemaps/exhibitions.xml')).text
}

function lastmodOf(xml: string, loc: string): string | null {
  const match = new RegExp(`<loc>${loc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)
  return match ? match[1] : null
}

describe('publish, edit, unpublish and delete an exhibition', () => {
  const doc = { id: 0, title: { de: `Probeausstellung ${stamp}`, en: `Trial exhibition ${stamp}` }, slug: { de: '', en: `trial-exhibition-${stamp}` } }
  let deleted = false
  const page = (code: Code) => `${prefix(code)}/exhibitions/${doc.slug[code]}`
  const loc = (code: Code) => `${BASE_URL}${page(code)}`
  const lists = codes.flatMap((code) => [`${prefix(code)}/exhibitions`, `${prefix(code)}/sitemap`])

  afterAll(async () => {
    if (doc.id && !deleted) await rest(`/exhibitions/${doc.id}`, { method: 'DELETE' })
  })

  /** The page, the exhibition list, the HTML sitemap and the XML sitemap, in one language. */
  async function shownEverywhere(code: Code, title: string): Promise<boolean[]> {
    const [detail, list, html, xml] = await Promise.all([get(page(code)), get(`${prefix(code)}/exhibitions`), get(`${prefix(code)}/sitemap`), sitemapXml()])
    return [detail.status === 200 && detail.text.includes(title), list.text.includes(title), html.text.includes(`href="${page(code)}"`), xml.includes(`<loc>${loc(code)}</loc>`)]
  }

  it('publishes a new exhibition to its page, the list and both sitemaps in both languages', async () => {
    await warm(...lists)
    const day = 24 * 60 * 60 * 1000
    const created = await rest('/exhibitions?locale=de', {
      method: 'POST',
      body: JSON.stringify({
        title: doc.title.de,
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + 30 * day).toISOString(),
        _status: 'published',
      }),
    })
    doc.id = created.doc.id
    doc.slug.de = created.doc.slug
    await rest(`/exhibitions/${doc.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ title: doc.title.en, slug: doc.slug.en, _status: 'published' }) })
    for (const code of codes) await expect.poll(() => shownEverywhere(code, doc.title[code]), live).toEqual([true, true, true, true])
  })

  it('shows an edit in the language it was made in, and a shared field in both, within 5 s', async () => {
    await warm(page('de'), page('en'), ...lists)
    const before = lastmodOf(await sitemapXml(), loc('de'))
    expect(before).not.toBeNull()
    doc.title.de = `${doc.title.de} (überarbeitet)`
    await rest(`/exhibitions/${doc.id}?locale=de`, { method: 'PATCH', body: JSON.stringify({ title: doc.title.de, _status: 'published' }) })
    await expect.poll(() => shownEverywhere('de', doc.title.de), live).toEqual([true, true, true, true])
    expect((await get(page('en'))).text).toContain(doc.title.en)
    await expect.poll(async () => lastmodOf(await sitemapXml(), loc('de'))! > before!, live).toBe(true)

    // The end date is one field for both languages: an edit made in German reaches the English page, cached under its own slug.
    await warm(page('de'), page('en'))
    const endDate = new Date(Date.UTC(2031, 6, 19, 12))
    await rest(`/exhibitions/${doc.id}?locale=de`, { method: 'PATCH', body: JSON.stringify({ endDate: endDate.toISOString(), _status: 'published' }) })
    const formatted = {
      de: new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric' }).format(endDate),
      en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(endDate),
    }
    for (const code of codes) await expect.poll(async () => (await get(page(code))).text.includes(formatted[code]), live).toBe(true)
  })

  it('takes an unpublished exhibition off its page, the list and both sitemaps in both languages', async () => {
    await warm(page('de'), page('en'), ...lists)
    await rest(`/exhibitions/${doc.id}?locale=de`, { method: 'PATCH', body: JSON.stringify({ _status: 'draft' }) })
    for (const code of codes) {
      await expect.poll(() => shownEverywhere(code, doc.title[code]), live).toEqual([false, false, false, false])
      expect((await get(page(code))).status).toBe(404)
    }
  })

  it('takes a deleted exhibition away the same way', async () => {
    await rest(`/exhibitions/${doc.id}?locale=de`, { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })
    for (const code of codes) await expect.poll(() => shownEverywhere(code, doc.title[code]), live).toEqual([true, true, true, true])
    await warm(page('de'), page('en'), ...lists)
    await rest(`/exhibitions/${doc.id}`, { method: 'DELETE' })
    deleted = true
    for (const code of codes) {
      await expect.poll(() => shownEverywhere(code, doc.title[code]), live).toEqual([false, false, false, false])
      expect((await get(page(code))).status).toBe(404)
    }
  })
})

describe.each(['newsletter', 'newsletter-artini', 'thank-you-for-subscribing', 'upgrade-browser'])('/%s', (slug) => {
  it('shows the text editors publish, in both languages', async () => {
    const { docs } = await rest(`/pages?where[slug][equals]=${slug}&depth=0&locale=de`)
    expect(docs).toHaveLength(1)
    const id = docs[0].id
    const original = { de: docs[0].intro as string | null, en: (await rest(`/pages/${id}?depth=0&locale=en`)).intro as string | null }
    const text = { de: `Redaktionstext ${slug} ${stamp}`, en: `Editorial text ${slug} ${stamp}` }
    await warm(`/${slug}`, `/en/${slug}`)
    try {
      for (const code of codes) {
        await rest(`/pages/${id}?locale=${code}`, { method: 'PATCH', body: JSON.stringify({ intro: text[code], _status: 'published' }) })
        await expect.poll(async () => (await get(`${prefix(code)}/${slug}`)).text.includes(text[code]), live).toBe(true)
      }
      expect((await get(`/${slug}`)).text).not.toContain(text.en)
      expect((await get(`/en/${slug}`)).text).not.toContain(text.de)
    } finally {
      for (const code of codes) await rest(`/pages/${id}?locale=${code}`, { method: 'PATCH', body: JSON.stringify({ intro: original[code], _status: 'published' }) })
    }
  })
})

describe('a changed global', () => {
  it('shows on every cached page, not only the home page, in both languages within 5 s', async () => {
    type Row = { id?: string; label: string; link: string }
    const read = async (code: Code) => ((await rest(`/globals/navigation?locale=${code}&depth=0`)).footer ?? []) as Row[]
    const original = { de: await read('de'), en: await read('en') }
    const label = { de: `Fußzeilenprobe ${stamp}`, en: `Footer probe ${stamp}` }
    const pages = { de: ['/crew', '/exhibitions', '/faq'], en: ['/en/artists', '/en/magazine', '/en/faq'] }
    await warm(...pages.de, ...pages.en)
    try {
      await rest('/globals/navigation?locale=de', { method: 'POST', body: JSON.stringify({ footer: [...original.de, { label: label.de, link: '/faq' }] }) })
      const added = (await read('de')).at(-1)
      expect(added?.label).toBe(label.de)
      const enRows = original.en.map((row) => ({ id: row.id, label: row.label, link: row.link }))
      await rest('/globals/navigation?locale=en', { method: 'POST', body: JSON.stringify({ footer: [...enRows, { id: added?.id, label: label.en, link: '/faq' }] }) })
      for (const code of codes) {
        await expect.poll(async () => Promise.all(pages[code].map(async (path) => (await get(path)).text.includes(label[code]))), live).toEqual(pages[code].map(() => true))
        // The error page every missing address gets, which the server keeps (src/server/errorPages.mjs), too.
        await expect
          .poll(
            async () => {
              const missing = await get(`${prefix(code)}/gibt-es-nicht-${stamp}`, browser)
              return [missing.status, missing.text.includes(label[code])]
            },
            { ...live, message: `the not-found page in ${code} shows the change` },
          )
          .toEqual([404, true])
      }
    } finally {
      await rest('/globals/navigation?locale=de', { method: 'POST', body: JSON.stringify({ footer: original.de }) })
    }
    for (const code of codes) {
      await expect.poll(async () => (await get(pages[code][0])).text.includes(label[code]), live).toBe(false)
    }
  })
})
