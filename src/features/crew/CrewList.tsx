import { getTranslations } from 'next-intl/server'

import { populated, TeaserList } from '@/features/content/shared'
import type { Locale } from '@/i18n/locales'

import { listCrew } from './loaders'

import './crew.css'

/**
 * The crew at /crew in the editors' order: portrait, name in the crew's theme colour, role.
 * The colour comes from site.css (`person-type--crew`: AA on both themes' backgrounds).
 */
export async function CrewList({ locale }: { locale: Locale }) {
  const [nav, t, crew] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'crew' }),
    listCrew(locale),
  ])
  return (
    <section className="intro crew person-type person-type--crew" data-person-type="crew" data-testid="crew">
      <h1>{nav('crew')}</h1>
      <p className="crew__intro">{t('intro')}</p>
      <TeaserList
        testId="crew-list"
        items={crew.map((member) => ({
          id: member.id,
          href: `/crew/${member.slug}`,
          title: member.name,
          subtitle: member.role,
          image: populated(member.portrait),
        }))}
      />
    </section>
  )
}
