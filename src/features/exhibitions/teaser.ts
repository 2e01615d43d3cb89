import type { Exhibition } from '@/cms/payload-types'
import { firstImage, type TeaserItem } from '@/features/content/shared'
import { dateRange } from '@/i18n/dates'

/** An exhibition in a teaser list: its dates in the visitor's language and its venue below the title. */
export function exhibitionTeaser(exhibition: Exhibition, locale: string): TeaserItem {
  const dates = dateRange(exhibition.startDate, exhibition.endDate, locale)
  return {
    id: exhibition.id,
    href: `/exhibitions/${exhibition.slug}`,
    title: exhibition.title,
    subtitle: exhibition.venue ? `${dates} · ${exhibition.venue}` : dates,
    image: firstImage(exhibition.images),
  }
}
