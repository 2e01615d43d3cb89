'use client'
/**
 * Rendered by the cart page: drops works the server found offline from the cookie and tells the
 * header's count that the cart may have changed (after adding, removing or sending).
 */
import { useEffect } from 'react'

import { cartChangedEvent, cartCookieString, cartIn } from './cart'

export function CartSync({ missing }: { missing: number[] }) {
  useEffect(() => {
    if (missing.length > 0) {
      const ids = cartIn(document.cookie).filter((id) => !missing.includes(id))
      document.cookie = cartCookieString(ids, window.location.protocol === 'https:')
    }
    window.dispatchEvent(new Event(cartChangedEvent))
  })
  return null
}

/** The thanks after the inquiry about the cart was sent, focused so screen readers announce it. */
export function CartSent({ text }: { text: string }) {
  useEffect(() => {
    document.getElementById('cart-sent')?.focus()
  }, [])
  return (
    <p id="cart-sent" className="form__thanks" role="status" tabIndex={-1} data-testid="cart-sent">
      {text}
    </p>
  )
}
