/**
 * A sitemap never lists a URL that does not answer 200 (issue 14, point 6): every address in the
 * XML sitemaps and the HTML sitemap, both languages, requested as a crawler, without following
 * redirects. Each of those pages also keeps its headings in order (issue 18).
 */
import { describe, expect, it } from 'vitest'

import { BASE_URL } from './support'

const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

async function text(url: string) {
  const response = await fetch(url, { redirect: 'manual', headers: { 'user-agent': crawler } })
  return { status: response.status, body: await response.text(), location: response.headers.get('location') }
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'))

/**
 * Where a page's headings skip a level going down (an h1 followed by an h3): the outline screen
 * readers navigate by, and Lighthouse's heading-order audit (issue 18: accessibility 100).
 */
function headingSkips(html: string): string[] {
  const levels = [...html.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]))
  return levels.flatMap((level, i) => (i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} → h${level}`] : []))
}

/** Requests every URL, eight at a time; returns those that did not answer 200 or whose headings skip a level. */
async function failing(urls: string[]) {
  const bad: string[] = []
  const queue = [...urls]
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const local = `${BASE_URL}${new URL(url).pathname}${new URL(url).search}`
        const { status, location, body } = await text(local)
        if (status !== 200) bad.push(`${status} ${url}${location ? ` → ${location}` : ''}`)
        else if (headingSkips(body).length > 0) bad.push(`headings ${headingSkips(body).join(', ')} on ${url}`)
      }
    }),
  )
  return bad
}

describe('the sitemaps list only pages that answer 200, each with headings that never skip a level', () => {
  it('finds a skipped level', () => {
    expect(headingSkips('<h2>Cookies</h2><h1>Title</h1><h3>Part</h3>')).toEqual(['h1 → h3'])
    expect(headingSkips('<h1>Title</h1><h2>A</h2><h3>B</h3><h2>C</h2>')).toEqual([])
  })

  it('the XML sitemaps', async () => {
    const index = await text(`${BASE_URL}/sitemap.xml`)
    expect(index.status).toBe(200)
    const children = locs(index.body)
    expect(children.length).toBeGreaterThan(0)
    const urls: string[] = []
    for (const child of children) {
      const sitemap = await text(`${BASE_URL}${new URL(child).pathname}`)
      expect(sitemap.status, child).toBe(200)
      urls.push(...locs(sitemap.body))
    }
    expect(urls.length).toBeGreaterThan(50)
    expect(urls.some((url) => new URL(url).pathname.startsWith('/en'))).toBe(true)
    expect(await failing([...new Set(urls)])).toEqual([])
  })

  it('the HTML sitemap, in both languages', async () => {
    for (const path of ['/sitemap', '/en/sitemap']) {
      const page = await text(`${BASE_URL}${path}`)
      expect(page.status).toBe(200)
      const main = /<main[\s\S]*<\/main>/.exec(page.body)?.[0] ?? ''
      const links = [...main.matchAll(/href="(\/[^"#?]*)"/g)].map((m) => `${BASE_URL}${m[1]}`)
      expect(links.length).toBeGreaterThan(20)
      expect(await failing([...new Set(links)])).toEqual([])
    }
  })
})
