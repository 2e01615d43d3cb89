import { getTranslations } from 'next-intl/server'

import type { Crew } from '@/cms/payload-types'
import { populated } from '@/features/content/shared'
import type { Locale } from '@/base/locales'
import { EntryExplorer } from '@/ui/EntryExplorer'
import { explorerState } from '@/ui/explorerState'

import { CrewView } from './CrewView'
import { listCrew } from './loaders'

const listId = 'crew-list'

/**
 * The crew as an explorer (docs/behaviour.md#explorer, explorerType "crew", keyed by slug): the list of members
 * with one of them open beside it. /crew opens the first member by default under the page's own
 * heading; /crew/{slug} opens that member, whose name is then the page's heading. `open` is the
 * member the route loaded (a draft in preview may not be in the published list yet; it is shown,
 * and nothing in the list is marked).
 */
export async function CrewExplorer({ locale, open }: { locale: Locale; open?: Crew }) {
  const [nav, t, crew] = await Promise.all([getTranslations({ locale, namespace: 'nav' }), getTranslations({ locale, namespace: 'crew' }), listCrew(locale)])
  const state = explorerState('crew', crew, { selected: open?.slug })
  const shown = open ?? state.explorerOpen
  const explicit = Boolean(open)
  return (
    <section className="crew person-type person-type--crew" data-person-type="crew" data-testid="crew">
      {explicit ? null : (
        <header className="intro">
          <h1>{nav('crew')}</h1>
          <p className="crew__intro">{t('intro')}</p>
        </header>
      )}
      <EntryExplorer
        type={state.explorerType}
        keyName={state.explorerKey}
        items={crew.map((member) => ({
          key: member.slug,
          href: `/crew/${member.slug}`,
          title: member.name,
          subtitle: member.role,
          image: populated(member.portrait),
        }))}
        openKey={state.explorerOpen?.slug ?? null}
        explicit={explicit}
        listLabel={t('listLabel')}
        listHeading={explicit ? t('all') : undefined}
        listId={listId}
        titleClassName="crew__name"
      >
        {shown ? <CrewView member={shown} locale={locale} headingLevel={explicit ? 1 : 2} listHref={explicit ? `#${listId}` : undefined} /> : <p>{t('empty')}</p>}
      </EntryExplorer>
    </section>
  )
}
