import { getTranslations } from 'next-intl/server'

import { ArtworkGrid } from '@/features/artworks/components/ArtworkGrid'
import { toCardData } from '@/features/explorer/cards'
import { isLeasableItem } from '@/features/explorer/facets'
import { getExplorerIndex } from '@/features/explorer/loaders'
import { LiveArtworks } from '@/features/live/LiveArtworks'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/base/locales'

/** How many leasable works the leasing page shows itself; the explorer link leads to all of them. */
const shownOnPage = 24

/**
 * The works available for leasing (not sold, not leasing-disabled, at least 1000 €), newest first,
 * each with its monthly rate; the link opens the explorer filtered to every one of them. `first`:
 * no picture comes before them on the page, so the first work's loads at once (docs/behaviour.md#image-loading).
 */
export async function LeasableWorks({ locale, first = false }: { locale: Locale; first?: boolean }) {
  const [t, index] = await Promise.all([getTranslations({ locale, namespace: 'leasing' }), getExplorerIndex(locale)])
  const leasable = index.sorted.newest.filter(isLeasableItem)
  if (leasable.length === 0) return null
  return (
    <section className="leasing-works" data-testid="leasing-works" aria-labelledby="leasing-works-title">
      <header className="intro">
        <h2 id="leasing-works-title">{t('worksTitle')}</h2>
        <p>{t('worksIntro', { count: leasable.length })}</p>
      </header>
      <LiveArtworks />
      <ArtworkGrid artworks={leasable.slice(0, shownOnPage).map(toCardData)} showLeasing eagerFirst={first ? 'only' : false} />
      <p className="intro">
        <Link href="/artworks?availability=leasing" data-testid="leasing-all">
          {t('allWorks', { count: leasable.length })}
        </Link>
      </p>
    </section>
  )
}
