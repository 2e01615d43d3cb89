import { getTranslations } from 'next-intl/server'

import type { Artwork } from '@/cms/payload-types'
import { ArtworkCard } from '@/features/artworks/components/ArtworkCard'
import { clearCartAction, removeFromCartAction } from '@/features/cart/actions'
import { maxCartItems } from '@/features/cart/cart'
import { CartSent, CartSync } from '@/features/cart/CartSync'
import { readCart, readCartSent } from '@/features/cart/cookies'
import { getCartArtworks } from '@/features/cart/loaders'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/base/locales'

import { ContactSection } from './ContactSection'

export type CartNotice = 'added' | 'already' | 'full' | 'sold' | 'unknown'
const notices: CartNotice[] = ['added', 'already', 'full', 'sold', 'unknown']

export function parseNotice(value: unknown): CartNotice | null {
  return notices.includes(value as CartNotice) ? (value as CartNotice) : null
}

/**
 * The visitor's inquiry cart (per request, from the cookie): each work as a card with a remove
 * button, sold works marked and left out of the inquiry, then one inquiry form about all the others.
 */
export async function CartView({ locale, notice, noticeWork }: { locale: Locale; notice: CartNotice | null; noticeWork?: number | null }) {
  const [t, ids, sent] = await Promise.all([getTranslations({ locale, namespace: 'cart' }), readCart(), readCartSent()])
  const { works, missing } = await getCartArtworks(locale, ids)
  const available = works.filter((work) => !work.sold)
  const noticed = works.find((work) => work.id === noticeWork)

  return (
    <section className="cart" data-testid="cart" aria-labelledby="cart-heading">
      <CartSync missing={missing} />
      {sent !== null && ids.length === 0 ? <CartSent text={t('sent', { count: sent })} /> : null}
      {notice && (noticed || !['added', 'already'].includes(notice)) ? (
        <p className="cart__notice" role="status" data-testid="cart-notice" data-notice={notice}>
          {t(`notice.${notice}`, { title: noticed?.title ?? '', max: maxCartItems })}
        </p>
      ) : null}
      <h2 id="cart-heading" className="cart__heading">
        {t('heading', { count: works.length })}
      </h2>
      {missing.length > 0 ? <p className="cart__note">{t('missing', { count: missing.length })}</p> : null}
      {works.length === 0 ? (
        <p data-testid="cart-empty">
          {t('empty')} <Link href="/artworks">{t('browse')}</Link>
        </p>
      ) : (
        <>
          {available.length > 0 ? (
            <p>
              <a className="cart__action" href="#cart-inquiry" data-testid="cart-inquire-all">
                {t('inquireAll', { count: available.length })}
              </a>
            </p>
          ) : null}
          <ul className="cart__items" aria-label={t('listLabel')}>
            {works.map((work) => (
              <CartItem key={work.id} work={work} removeLabel={t('removeLabel', { title: work.title })} removeText={t('remove')} soldText={t('sold')} />
            ))}
          </ul>
          <form action={clearCartAction} className="cart__clear">
            <button type="submit" className="cart__button" data-testid="cart-clear">
              {t('clear')}
            </button>
          </form>
        </>
      )}
      {available.length > 0 ? (
        <section id="cart-inquiry" className="cart__inquiry" aria-labelledby="cart-inquiry-heading" tabIndex={-1}>
          <h2 id="cart-inquiry-heading">{t('inquiryHeading', { count: available.length })}</h2>
          <ContactSection locale={locale} artworks={available.map((work) => work.id)} cart subject={t('subject')} />
        </section>
      ) : null}
    </section>
  )
}

function CartItem({ work, removeLabel, removeText, soldText }: { work: Artwork; removeLabel: string; removeText: string; soldText: string }) {
  return (
    <li className="cart__item" data-testid="cart-item" data-artwork={work.id} data-available={work.sold ? 'false' : 'true'}>
      <ArtworkCard artwork={work} />
      {work.sold ? <p className="cart__unavailable">{soldText}</p> : null}
      <form action={removeFromCartAction}>
        <input type="hidden" name="artwork" value={work.id} />
        <button type="submit" className="cart__button" aria-label={removeLabel} data-testid="cart-remove">
          {removeText}
        </button>
      </form>
    </li>
  )
}
