/**
 * What staff write in one language stays in that language (issue 45 points 1 and 2), read where
 * visitors read it. The seed writes every document in German and then adds its English: the German
 * pages of a fresh seed show the seed's German (crew roles, artists' places of birth), the English
 * pages its English. And an editor who switches the content language to English in the admin — in
 * the German and in the English interface — and publishes a crew member's role changes the English
 * role only: the German page keeps its German.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { planSeed } from '../../seed/plan/plan'
import { crewEntries } from '../../seed/text/people'

import { adminHeaders, BASE_URL, browserForTests, signInToAdmin } from './support'

const getBrowser = browserForTests()

const page = async (path: string) => {
  const response = await fetch(`${BASE_URL}${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** Roles and places whose German differs from their English: a page in the wrong language shows. */
const translatedRoles = crewEntries.filter((entry) => entry.role.de !== entry.role.en)
const artists = planSeed({ artworks: Number(process.env.SEED_ARTWORKS || 60) }).artists.filter((artist) => artist.birthPlace.de !== artist.birthPlace.en)

describe('the seed’s German is German', () => {
  it('the crew page shows every role in the page’s language', async () => {
    expect(translatedRoles.length).toBeGreaterThan(2)
    const [german, english] = [await page('/crew'), await page('/en/crew')]
    for (const { role } of translatedRoles) {
      expect(german, role.de).toContain(role.de.replace('&', '&amp;'))
      expect(german, role.en).not.toContain(`>${role.en.replace('&', '&amp;')}<`)
      expect(english, role.en).toContain(role.en.replace('&', '&amp;'))
    }
  })

  it('artists’ pages show their place of birth in the page’s language', async () => {
    expect(artists.length).toBeGreaterThan(2)
    for (const artist of artists.slice(0, 8)) {
      expect(await page(`/artists/${artist.slug}`), artist.slug).toContain(`, ${artist.birthPlace.de}`)
      expect(await page(`/en/artists/${artist.slug}`), artist.slug).toContain(`, ${artist.birthPlace.en}`)
    }
  })
})

type Crew = { id: number; role: string | null }

async function crewMember(locale: 'de' | 'en'): Promise<Crew> {
  const headers = await adminHeaders()
  const answer = await (
    await fetch(`${BASE_URL}/api/crew?where[name][equals]=${encodeURIComponent(translatedRoles[0].name)}&locale=${locale}&fallback-locale=none&depth=0`, { headers })
  ).json()
  return answer.docs[0] as Crew
}

describe('an English save in the admin leaves the German alone', () => {
  let context: BrowserContext
  let admin: Page

  beforeAll(async () => {
    context = await getBrowser().newContext({ locale: 'de-DE' })
    admin = await context.newPage()
    await signInToAdmin(admin)
  })

  afterAll(async () => {
    await context?.close()
  })

  for (const [language, saved] of [
    ['de', /Erfolgreich/],
    ['en', /successfully/i],
  ] as const) {
    it(`in the ${language === 'de' ? 'German' : 'English'} interface`, async () => {
      await context.addCookies([{ name: 'payload-lng', value: language, url: BASE_URL }])
      const { role: german, id } = await crewMember('de')
      const { role: english } = await crewMember('en')
      expect(german).toBe(translatedRoles[0].role.de)
      const edited = `${translatedRoles[0].role.en} (${language} ${Date.now().toString(36)})`
      try {
        await admin.goto(`${BASE_URL}/admin/collections/crew/${id}?locale=en`, { waitUntil: 'domcontentloaded' })
        await expect.poll(() => admin.locator('#field-role').inputValue(), { timeout: 30_000 }).toBe(english ?? '')
        await admin.locator('#field-role').fill(edited)
        await admin.locator('#action-save').click()
        await expect.poll(() => admin.locator('.payload-toast-container').innerText(), { timeout: 15_000 }).toMatch(saved)
        expect((await crewMember('en')).role).toBe(edited)
        expect((await crewMember('de')).role).toBe(german)
        // The visitors' pages: the English one shows the new role, the German one its German.
        await expect.poll(async () => (await page('/en/crew')).includes(edited), { timeout: 5_000, interval: 250 }).toBe(true)
        const germanPage = await page('/crew')
        expect(germanPage).toContain(translatedRoles[0].role.de)
        expect(germanPage).not.toContain(edited)
        // Back in German, the admin's form shows the German role.
        await admin.goto(`${BASE_URL}/admin/collections/crew/${id}?locale=de`, { waitUntil: 'domcontentloaded' })
        await expect.poll(() => admin.locator('#field-role').inputValue(), { timeout: 30_000 }).toBe(german)
      } finally {
        await fetch(`${BASE_URL}/api/crew/${id}?locale=en`, {
          method: 'PATCH',
          headers: { ...(await adminHeaders()), 'content-type': 'application/json' },
          body: JSON.stringify({ role: english, _status: 'published' }),
        })
      }
    })
  }
})
