import type { Exhibition } from '@/cms/payload-types'
import { firstImage, formatDate, type TeaserItem } from '@/features/content/shared'

/** An exhibition in a teaser list: its dates in the visitor's language and its venue below the title. */
export function exhibitionTeaser(exhibition: Exhibition, locale: string): TeaserItem {
  const dates = `${formatDate(exhibition.startDate, locale)} – ${formatDate(exhibition.endDate, locale)}`
  return {
    id: exhibition.id,
    href: `/exhibitions/${exhibition.slug}`,
    title: exhibition.title,
    subtitle: exhibition.venue ? `${dates} · ${exhibition.venue}` : dates,
    image: firstImage(exhibition.images),
  }
}
