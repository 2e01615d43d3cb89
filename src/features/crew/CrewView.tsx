import { getTranslations } from 'next-intl/server'

import type { Crew } from '@/cms/payload-types'
import { RichText } from '@/features/content/RichText'
import { populated } from '@/features/content/shared'
import type { Locale } from '@/base/locales'
import { Image } from '@/ui/Image'

type CrewViewProps = {
  member: Crew
  locale: Locale
  /** 1 where the member is the page's subject (/crew/{slug}), 2 under the crew's heading (/crew). */
  headingLevel?: 1 | 2
  /** The list on the same page, for phones where it stands below the member. */
  listHref?: string
}

/**
 * One crew member, the open entry of the crew explorer: portrait, name in the crew's theme colour
 * (people.css colours a person's name by `--color-person`), role, text and e-mail address.
 */
export async function CrewView({ member, locale, headingLevel = 1, listHref }: CrewViewProps) {
  const t = await getTranslations({ locale, namespace: 'crew' })
  const portrait = populated(member.portrait)
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <article className="person crew-member person-type person-type--crew" data-person-type="crew" data-testid="crew-detail">
      <header className="intro person__intro">
        {portrait ? <Image image={portrait} sizes="(min-width: 960px) 25vw, 50vw" eager className="person__portrait" /> : null}
        <div className="person__text">
          <Heading className="crew-member__name">{member.name}</Heading>
          {member.role ? (
            <p className="crew-member__role" data-testid="crew-role">
              {member.role}
            </p>
          ) : null}
          <div data-testid="crew-bio">
            <RichText data={member.bio} headingLevel={headingLevel + 1} />
          </div>
          {member.email ? (
            <p className="crew-member__email">
              {t('email')}: <a href={`mailto:${member.email}`}>{member.email}</a>
            </p>
          ) : null}
          {listHref ? (
            <p>
              <a href={listHref} className="crew-member__back entry-explorer__to-list" data-testid="crew-to-list">
                {t('toList')}
              </a>
            </p>
          ) : null}
        </div>
      </header>
    </article>
  )
}
