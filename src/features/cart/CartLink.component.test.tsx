import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'

import { cartChangedEvent, cartCookieString } from './cart'
import { CartLink } from './CartLink'
import { messages, mountAt, unmountAll } from '../../../tests/components/mount'

const setCart = (ids: number[]) => {
  document.cookie = cartCookieString(ids, false)
  window.dispatchEvent(new Event(cartChangedEvent))
}

afterEach(() => {
  unmountAll()
  setCart([])
})

const label = (text: string, count: number) =>
  text.replace(/\{count, plural, one \{# (\w+)\} other \{# (\w+)\}\}/, (_, one: string, other: string) => `${count} ${count === 1 ? one : other}`)

describe.each([
  { language: 'de', prefix: '' },
  { language: 'en', prefix: '/en' },
] as const)('CartLink ($language)', ({ language, prefix }) => {
  const t = messages[language].cart

  it('is hidden while the inquiry list is empty', async () => {
    setCart([])
    const host = mountAt(language, `${prefix}/`, <CartLink />)
    expect(host.querySelector('a')).toBeNull()
  })

  it("shows the number of works, named for screen readers, and follows the list's changes", async () => {
    setCart([11, 12])
    mountAt(language, `${prefix}/`, <CartLink />)
    const link = page.getByRole('link', { name: label(t.headerLabel, 2) })
    await expect.element(link).toHaveAttribute('href', `${prefix}/addtocart`)
    await expect.element(page.getByTestId('cart-count')).toHaveTextContent('2')
    setCart([11])
    await expect.element(page.getByRole('link', { name: label(t.headerLabel, 1) })).toBeVisible()
    setCart([])
    await expect.element(page.getByTestId('cart-link')).not.toBeInTheDocument()
  })
})
