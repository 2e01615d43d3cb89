import { useTranslations } from 'next-intl'

import { priceLine, type PricedArtwork } from '../../../base/price'

/** The price line of docs/behaviour.md#price-on-request: price, sold, or price on request. */
export function ArtworkPrice({ artwork }: { artwork: PricedArtwork }) {
  const t = useTranslations('artwork')
  const line = priceLine(artwork)
  if (line.kind === 'sold') return <span data-price="sold">{t('sold')}</span>
  if (line.kind === 'onRequest') return <span data-price="on-request">{t('priceOnRequest')}</span>
  return <span data-price={line.amount}>{line.formatted}</span>
}
