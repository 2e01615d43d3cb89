import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'

import { MobileMenu } from './MobileMenu'
import { messages, mountAt, unmountAll } from '../../../tests/components/mount'

// Links are followed by the site's router in the app; here a click stays on the test page.
const stay = (event: MouseEvent) => (event.target as Element).closest('a') && event.preventDefault()
beforeEach(() => window.addEventListener('click', stay, true))
afterEach(() => {
  window.removeEventListener('click', stay, true)
  unmountAll()
})

const main = [
  { label: 'Werke', link: '/artworks', id: 'a' },
  { label: 'Ausstellungen', link: '/exhibitions', id: 'b' },
  { label: 'Instagram', link: 'https://instagram.com/galerie', id: 'c' },
]
const secondary = [{ label: 'FAQ', link: '/faq', id: 'd' }]
const artists = [{ id: 1, name: 'Ada Adler', slug: 'ada-adler' }]

describe.each([
  { language: 'de', prefix: '' },
  { language: 'en', prefix: '/en' },
] as const)('MobileMenu ($language)', ({ language, prefix }) => {
  const site = messages[language].site
  const nav = messages[language].nav
  const button = () => page.getByRole('button', { name: site.menu, exact: true })
  const menu = () => page.getByRole('dialog', { name: site.menuTitle })

  it('opens from its button with the menus and the artists, links in the page language, the current section marked', async () => {
    mountAt(language, `${prefix}/artworks/abendrot`, <MobileMenu main={main} secondary={secondary} artists={artists} />)
    await expect.element(button()).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button())
    await expect.element(menu()).toBeVisible()
    await expect.element(button()).toHaveAttribute('aria-expanded', 'true')
    const mainNav = menu().getByRole('navigation', { name: nav.main })
    await expect.element(mainNav.getByRole('link', { name: 'Werke' })).toHaveAttribute('href', `${prefix}/artworks`)
    // A work's page lies below /artworks: its parent is marked, not as the page itself.
    await expect.element(mainNav.getByRole('link', { name: 'Werke' })).toHaveAttribute('aria-current', 'true')
    await expect.element(mainNav.getByRole('link', { name: 'Ausstellungen' })).not.toHaveAttribute('aria-current')
    await expect.element(mainNav.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/galerie')
    await expect.element(menu().getByRole('navigation', { name: nav.secondary }).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', `${prefix}/faq`)
    const artistsNav = menu().getByRole('navigation', { name: nav.artistsMenu })
    await expect.element(artistsNav.getByRole('link', { name: 'Ada Adler' })).toHaveAttribute('href', `${prefix}/artists/ada-adler`)
  })

  it('marks the current page itself with aria-current="page"', async () => {
    mountAt(language, `${prefix}/exhibitions`, <MobileMenu main={main} secondary={secondary} artists={artists} />)
    await userEvent.click(button())
    await expect.element(menu().getByRole('link', { name: 'Ausstellungen' })).toHaveAttribute('aria-current', 'page')
    await expect.element(menu().getByRole('link', { name: 'Werke' })).not.toHaveAttribute('aria-current')
  })

  it('closes by its close button and by Escape, and focus goes back to the menu button', async () => {
    mountAt(language, `${prefix}/`, <MobileMenu main={main} secondary={secondary} artists={artists} />)
    await userEvent.click(button())
    await userEvent.click(menu().getByRole('button', { name: site.closeMenu }))
    await expect.element(menu()).not.toBeInTheDocument()
    await expect.poll(() => document.activeElement).toBe(button().element())
    await userEvent.click(button())
    await expect.element(menu()).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(menu()).not.toBeInTheDocument()
    await expect.poll(() => document.activeElement).toBe(button().element())
    await expect.element(button()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes when a link in it is followed', async () => {
    mountAt(language, `${prefix}/`, <MobileMenu main={main} secondary={secondary} artists={artists} />)
    await userEvent.click(button())
    await userEvent.click(menu().getByRole('link', { name: 'Ada Adler' }))
    await expect.element(menu()).not.toBeInTheDocument()
  })
})
