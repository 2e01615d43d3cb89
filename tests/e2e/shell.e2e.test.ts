/**
 * The site shell: CMS menus with the active parent marked, the phone menu overlay (keyboard,
 * outside click, back), the dark/light theme without a flash, and the language switch that
 * follows a page's translated URL and stores the choice.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'

import { BASE_URL, gqlData, browserForTests, hydrated } from './support'

const getBrowser = browserForTests()
const contexts: BrowserContext[] = []

async function open(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await getBrowser().newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 }, colorScheme: 'dark', ...options })
  contexts.push(context)
  return context.newPage()
}

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

type Slugs = { Artworks: { docs: Array<{ id: number; slug: string }> } }
const slugQuery = 'query Slugs { Artworks(limit: 1, sort: "-publishedAt") { docs { id slug } } }'
const slug = { de: '', en: '' }

beforeAll(async () => {
  const [de, en] = await Promise.all([gqlData<Slugs>(slugQuery, {}, 'de'), gqlData<Slugs>(slugQuery, {}, 'en')])
  expect(en.Artworks.docs[0].id).toBe(de.Artworks.docs[0].id)
  slug.de = de.Artworks.docs[0].slug
  slug.en = en.Artworks.docs[0].slug
})

const languages = [
  { locale: 'de' as const, prefix: '', artworks: 'Werke', mainMenu: 'Hauptmenü', footer: 'Impressum', menu: 'Menü' },
  { locale: 'en' as const, prefix: '/en', artworks: 'Artworks', mainMenu: 'Main menu', footer: 'Legal notice', menu: 'Menu' },
]

describe.each(languages)('shell in $locale', ({ locale, prefix, artworks, mainMenu, footer, menu }) => {
  it('shows the CMS main menu and marks the parent of a detail page', async () => {
    const page = await open()
    await page.goto(`${BASE_URL}${prefix}/artworks/${slug[locale]}`, { waitUntil: 'domcontentloaded' })
    const nav = page.getByRole('navigation', { name: mainMenu, exact: true }).first()
    expect(await nav.isVisible()).toBe(true)
    const labels = (await nav.locator('a').allInnerTexts()).map((s) => s.trim())
    expect(labels).toContain(artworks)
    expect(labels.length).toBeGreaterThanOrEqual(5)
    const item = nav.getByRole('link', { name: artworks, exact: true })
    expect(await item.getAttribute('aria-current')).toBe('true')
    expect(await item.getAttribute('class')).toContain('is-active')
    expect(await nav.locator('a[aria-current]').count()).toBe(1)
    expect(await page.getByTestId('footer-nav').innerText()).toContain(footer)

    await page.goto(`${BASE_URL}${prefix}/artworks`, { waitUntil: 'domcontentloaded' })
    expect(await page.getByTestId('main-nav').getByRole('link', { name: artworks, exact: true }).getAttribute('aria-current')).toBe('page')
  })

  it('opens the phone menu with the keyboard, keeps Tab inside, and Escape returns focus', async () => {
    const page = await open({ viewport: { width: 390, height: 844 } })
    await page.goto(`${BASE_URL}${prefix}/artworks/${slug[locale]}`, { waitUntil: 'domcontentloaded' })
    const button = page.getByTestId('menu-button')
    expect(await page.getByTestId('main-nav').isVisible()).toBe(false)
    expect((await button.innerText()).trim()).toBe(menu)
    expect(await button.getAttribute('aria-controls')).toBe('site-menu')
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    await hydrated(page, '[data-testid="menu-button"]')

    await button.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true')
    const overlay = page.locator('#site-menu')
    expect(await overlay.isVisible()).toBe(true)
    const focusInside = () => page.evaluate(() => !!document.activeElement?.closest('#site-menu'))
    await expect.poll(focusInside).toBe(true)
    // The menu's links are listed with the parent marked here too, and the artists menu follows.
    expect(await page.getByTestId('menu-main').getByRole('link', { name: artworks, exact: true }).getAttribute('aria-current')).toBe('true')
    expect(await page.getByTestId('artists-menu').locator('a').count()).toBeGreaterThan(0)

    // A modal <dialog>: the page behind is inert, so Tab visits the menu's controls and, past the
    // last, the browser's own (focus leaves the document), never a link behind the menu.
    const count = await overlay.locator('a[href], button').count()
    const notBehind = () => page.evaluate(() => !!document.activeElement?.closest('#site-menu') || document.activeElement === document.body)
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press('Tab')
      expect(await notBehind()).toBe(true)
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await notBehind()).toBe(true)
    }
    expect(await overlay.isVisible()).toBe(true)

    await page.keyboard.press('Escape')
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false')
    expect(await overlay.isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-button')
  })

  it('closes the menu on an outside click and on browser back, staying on the page', async () => {
    const page = await open({ viewport: { width: 390, height: 844 } })
    const url = `${BASE_URL}${prefix}/artworks/${slug[locale]}`
    await page.goto(url, { waitUntil: 'domcontentloaded' })
    await hydrated(page, '[data-testid="menu-button"]')
    const button = page.getByTestId('menu-button')
    const overlay = page.locator('#site-menu')

    await button.click()
    await expect.poll(() => overlay.isVisible()).toBe(true)
    await page.mouse.click(10, 420) // the dimmed strip left of the panel
    await expect.poll(() => overlay.isVisible()).toBe(false)
    expect(await button.getAttribute('aria-expanded')).toBe('false')

    await button.click()
    await expect.poll(() => overlay.isVisible()).toBe(true)
    await page.goBack()
    await expect.poll(() => overlay.isVisible()).toBe(false)
    expect(page.url()).toBe(url)
    expect(await page.getByTestId('artwork-detail').count()).toBe(1)
  })
})

describe.each(languages)('the phone menu without JavaScript, in $locale', ({ locale, prefix, artworks, menu }) => {
  it('opens from a link in place of the button, leads on, and closes from a link', async () => {
    const page = await open({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
    const url = `${BASE_URL}${prefix}/artworks/${slug[locale]}`
    await page.goto(url, { waitUntil: 'load' })
    // The button, which needs a script, is not offered; the link is, with the same name.
    expect(await page.getByTestId('menu-button').isVisible()).toBe(false)
    const link = page.getByRole('link', { name: menu, exact: true })
    expect(await link.isVisible()).toBe(true)
    const overlay = page.locator('#site-menu')
    expect(await overlay.isVisible()).toBe(false)

    await link.click()
    expect(new URL(page.url()).hash).toBe('#site-menu')
    expect(await overlay.isVisible()).toBe(true)
    const main = page.getByTestId('menu-main').getByRole('link', { name: artworks, exact: true })
    expect(await main.isVisible()).toBe(true)
    expect(await page.getByTestId('artists-menu').locator('a').first().isVisible()).toBe(true)

    // Closed again by its own link, on the same page.
    await overlay.getByRole('link', { name: locale === 'de' ? 'Menü schließen' : 'Close menu' }).click()
    expect(await overlay.isVisible()).toBe(false)
    expect(page.url().split('#')[0]).toBe(url)

    // Opened once more, a menu link is an ordinary link to the next page.
    await link.click()
    await Promise.all([page.waitForURL(`${BASE_URL}${prefix}/artworks`), main.click()])
    expect(await page.locator('h1').first().isVisible()).toBe(true)
    expect(await overlay.isVisible()).toBe(false)
  })
})

describe('theme', () => {
  async function themeAtDomContentLoaded(page: Page) {
    return page.evaluate(() => (window as unknown as { __themeAtDCL?: string }).__themeAtDCL)
  }

  // A dark preference here; a light one below (and in shell-edges.e2e.test.ts): dark either way.
  it('is dark by default, switches to light, and stays light after a reload without a flash', async () => {
    const page = await open()
    await page.context().addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { __themeAtDCL?: string | null }).__themeAtDCL = document.documentElement.getAttribute('data-theme')
      })
    })
    await page.goto(`${BASE_URL}/`, { waitUntil: 'domcontentloaded' })
    expect(await themeAtDomContentLoaded(page)).toBe('dark')
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
    expect(await background()).toBe('rgb(0, 0, 0)')

    await hydrated(page, '[data-testid="theme-toggle"]')
    const toggle = page.getByTestId('theme-toggle')
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    await toggle.click()
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light')
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
    expect((await page.context().cookies()).find((c) => c.name === 'theme')?.value).toBe('light')

    await page.reload({ waitUntil: 'domcontentloaded' })
    expect(await themeAtDomContentLoaded(page)).toBe('light')
    expect(await background()).not.toBe('rgb(0, 0, 0)')
    await hydrated(page, '[data-testid="theme-toggle"]')
    // Hydrated with the server's state (dark), the toggle takes the stored one in the next render.
    await expect.poll(() => page.getByTestId('theme-toggle').getAttribute('aria-pressed')).toBe('true')

    // The choice also holds in English, and switching back is remembered.
    await page.goto(`${BASE_URL}/en`, { waitUntil: 'domcontentloaded' })
    expect(await themeAtDomContentLoaded(page)).toBe('light')
    await hydrated(page, '[data-testid="theme-toggle"]')
    await expect.poll(() => page.getByTestId('theme-toggle').getAttribute('aria-pressed')).toBe('true')
    await page.getByTestId('theme-toggle').click()
    await page.reload({ waitUntil: 'domcontentloaded' })
    expect(await themeAtDomContentLoaded(page)).toBe('dark')
  })

  it('ignores a light colour-scheme preference: dark until light is chosen', async () => {
    const page = await open({ colorScheme: 'light' })
    await page.goto(`${BASE_URL}/`, { waitUntil: 'domcontentloaded' })
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark')
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload({ waitUntil: 'domcontentloaded' })
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light')
  })
})

describe('language switch', () => {
  const localeCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'cookie_control_locale')?.value

  it('goes from an artwork to its English translated URL and back, storing the choice', async () => {
    const page = await open()
    await page.goto(`${BASE_URL}/artworks/${slug.de}`, { waitUntil: 'domcontentloaded' })
    const toEnglish = page.getByTestId('language-switch')
    expect((await toEnglish.innerText()).trim()).toBe('English')
    expect(await toEnglish.getAttribute('hreflang')).toBe('en-US')
    // The href itself is the translated page (tests/e2e/language-switch.e2e.test.ts covers every kind).
    expect(await toEnglish.getAttribute('href')).toBe(`/en/artworks/${slug.en}`)
    await hydrated(page, '[data-testid="language-switch"]')

    await toEnglish.click()
    await page.waitForURL(`${BASE_URL}/en/artworks/${slug.en}`, { timeout: 30_000 })
    expect(await localeCookie(page)).toBe('en')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US')

    const toGerman = page.getByTestId('language-switch')
    expect((await toGerman.innerText()).trim()).toBe('Deutsch')
    await hydrated(page, '[data-testid="language-switch"]')
    await toGerman.click()
    await page.waitForURL(`${BASE_URL}/artworks/${slug.de}`, { timeout: 30_000 })
    expect(await localeCookie(page)).toBe('de')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE')
  })

  it('without an alternate falls back to the same path in the other language', async () => {
    const page = await open()
    await page.goto(`${BASE_URL}/en/crew`, { waitUntil: 'domcontentloaded' })
    expect(await page.getByTestId('language-switch').getAttribute('href')).toBe('/crew')
  })
})
