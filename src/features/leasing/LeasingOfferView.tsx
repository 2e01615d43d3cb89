import { getTranslations } from 'next-intl/server'

import type { Artwork, Leasing } from '@/cms/payload-types'
import { ArtworkGrid } from '@/features/artworks/components/ArtworkGrid'
import { DocumentView, pictureBefore, populated } from '@/features/content/shared'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/base/locales'

/** The inquiry topic for leasing questions that name no work (seeded as /inquiry/leasing). */
const leasingTopic = 'leasing'

/**
 * One leasing offer: its text, the work it offers with the monthly rate, the term, and the inquiry
 * action — to the work's inquiry form when the offer names one, else to the leasing topic.
 */
export async function LeasingOfferView({ offer, locale }: { offer: Leasing; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'leasing' })
  const artwork = populated<Artwork>(offer.artwork)
  const inquiry = artwork ? `/inquiry/${artwork.slug}` : `/inquiry/${leasingTopic}`
  return (
    <DocumentView title={offer.title} lead={offer.teaser} body={offer.body} testId="leasing-detail">
      {offer.termMonths ? <p className="intro">{t('term', { months: offer.termMonths })}</p> : null}
      {artwork ? <ArtworkGrid artworks={[artwork]} showLeasing eagerFirst={pictureBefore({ body: offer.body }) ? false : 'only'} /> : null}
      <p className="intro artwork-actions">
        <Link href={inquiry} data-testid="leasing-inquire">
          {t('inquire')}
        </Link>
      </p>
    </DocumentView>
  )
}
