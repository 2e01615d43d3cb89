import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'

import { cartChangedEvent, cartCookieString } from './cart'
import { CartLink } from './CartLink'
import { mountAt, translator, unmountAll } from '../../../tests/components/mount'

const setCart = (ids: number[]) => {
  document.cookie = cartCookieString(ids, false)
  window.dispatchEvent(new Event(cartChangedEvent))
}

afterEach(() => {
  unmountAll()
  setCart([])
})

describe.each([
  { language: 'de', prefix: '' },
  { language: 'en', prefix: '/en' },
] as const)('CartLink ($language)', ({ language, prefix }) => {
  const t = translator(language, 'cart')

  it('is hidden while the inquiry list is empty', async () => {
    setCart([])
    const host = mountAt(language, `${prefix}/`, <CartLink />)
    expect(host.querySelector('a')).toBeNull()
  })

  it("shows the number of works, named for screen readers, and follows the list's changes", async () => {
    setCart([11, 12])
    mountAt(language, `${prefix}/`, <CartLink />)
    const link = page.getByRole('link', { name: t('headerLabel', { count: 2 }) })
    await expect.element(link).toHaveAttribute('href', `${prefix}/addtocart`)
    await expect.element(page.getByTestId('cart-count')).toHaveTextContent('2')
    setCart([11])
    await expect.element(page.getByRole('link', { name: t('headerLabel', { count: 1 }) })).toBeVisible()
    setCart([])
    await expect.element(page.getByTestId('cart-link')).not.toBeInTheDocument()
  })
})
