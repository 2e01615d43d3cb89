'use client'
/**
 * The header's link to the inquiry cart with the number of works in it. It reads the cookie in the
 * browser, so the cached pages around it stay the same for everyone; the server renders no count.
 * Hidden while the cart is empty; without JavaScript a plain link stands in.
 */
import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'
import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

import { cartChangedEvent, cartCount } from './cart'

type CookieStore = { addEventListener(type: 'change', listener: () => void): void; removeEventListener(type: 'change', listener: () => void): void }

/** The cookie changes here (cart page, other tabs via cookieStore or focus) or after a navigation. */
function subscribe(onChange: () => void) {
  const store = (window as Window & { cookieStore?: CookieStore }).cookieStore
  window.addEventListener(cartChangedEvent, onChange)
  window.addEventListener('focus', onChange)
  window.addEventListener('pageshow', onChange)
  store?.addEventListener('change', onChange)
  return () => {
    window.removeEventListener(cartChangedEvent, onChange)
    window.removeEventListener('focus', onChange)
    window.removeEventListener('pageshow', onChange)
    store?.removeEventListener('change', onChange)
  }
}

export function CartLink() {
  const t = useTranslations('cart')
  // A navigation re-renders the link, which reads the cookie again.
  usePathname()
  const count = useSyncExternalStore(
    subscribe,
    () => cartCount(document.cookie),
    () => -1,
  )
  if (count === -1) {
    return (
      <noscript>
        <Link href="/addtocart" className="cart-link">
          {t('headerText')}
        </Link>
      </noscript>
    )
  }
  if (count === 0) return null
  return (
    <Link href="/addtocart" className="cart-link" aria-label={t('headerLabel', { count })} title={t('headerLabel', { count })} data-testid="cart-link">
      <span className="cart-link__icon" aria-hidden="true" />
      <span className="cart-link__count" data-testid="cart-count">
        {count}
      </span>
    </Link>
  )
}
