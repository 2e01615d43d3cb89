import { getTranslations } from 'next-intl/server'

import type { Exhibition } from '@/cms/payload-types'
import { TeaserList } from '@/features/content/shared'
import { exhibitionTeaser } from '@/features/exhibitions/teaser'
import type { Locale } from '@/base/locales'

import { exhibitionsByPhase } from './exhibitionsByPhase'

type Props = { exhibitions: Exhibition[]; locale: Locale; heading: string; testId: string }

/**
 * The exhibitions an artist or curator is part of: running and upcoming ones first, then the
 * past, each with its dates in the visitor's language and its venue. Nothing when there are none.
 */
export async function PersonExhibitions({ exhibitions, locale, heading, testId }: Props) {
  if (exhibitions.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'exhibitions' })
  return (
    <section className="intro person__section" data-testid={testId}>
      <h2>{heading}</h2>
      {exhibitionsByPhase(exhibitions, new Date()).map(({ phase, items }) => (
        <div key={phase} className="person__phase" data-phase={phase}>
          <h3>{t(phase)}</h3>
          <TeaserList items={items.map((e) => exhibitionTeaser(e, locale))} />
        </div>
      ))}
    </section>
  )
}
