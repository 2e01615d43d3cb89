/**
 * /artists (issue 4, point 4, first part): every artist grouped A–Z by last name with German
 * collation (Ä with A, ö with o), a letter index that jumps to each group, smoothly scrolled.
 */
import { describe, expect, it } from 'vitest'

import { BASE_URL, browserForTests } from './support'

const getBrowser = browserForTests()

/** A last name's index letter as a reader expects it: accents dropped, Ø as O, Æ as A. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[Øø]/g, 'O')
    .replace(/[Ææ]/g, 'A')
    .toUpperCase()

describe.each([
  { prefix: '', locale: 'de-DE' },
  { prefix: '/en', locale: 'en-US' },
])('artists A–Z at "$prefix/artists"', ({ prefix, locale }) => {
  it('groups every artist under the first letter of the last name, in German order, with a working letter index', async () => {
    const context = await getBrowser().newContext({ locale, viewport: { width: 1280, height: 700 } })
    try {
      const page = await context.newPage()
      await page.goto(`${BASE_URL}${prefix}/artists`)
      const groups = await page.locator('.letter-group').evaluateAll((sections) =>
        sections.map((section) => ({
          letter: section.querySelector('h2')!.textContent!,
          names: [...section.querySelectorAll('.teaser__title')].map((n) => n.textContent!),
        })),
      )
      expect(groups.length).toBeGreaterThan(5)
      const letters = groups.map((g) => g.letter)
      expect(letters).toEqual([...letters].sort((a, b) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))))
      const collator = new Intl.Collator('de', { sensitivity: 'base' })
      const lastNames: string[] = []
      for (const group of groups) {
        for (const name of group.names) {
          const last = name.trim().split(/\s+/).pop()!
          expect(fold(last)[0]).toBe(group.letter)
          lastNames.push(last)
        }
      }
      for (let i = 1; i < lastNames.length; i++) expect(collator.compare(lastNames[i - 1], lastNames[i])).toBeLessThanOrEqual(0)
      // Zoë Åberg is seeded: Å counts as A.
      expect(groups.find((g) => g.letter === 'A')?.names).toContain('Zoë Åberg')

      const index = page.getByTestId('letter-index')
      expect(await index.locator('a').allInnerTexts()).toEqual(letters)
      const last = letters[letters.length - 1]
      await index.getByRole('link', { name: last, exact: true }).click()
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#letter-${last === '#' ? 'other' : last}`)
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(200)
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
    } finally {
      await context.close()
    }
  })
})
