import { getTranslations } from 'next-intl/server'

import type { Crew } from '@/cms/payload-types'
import '@/features/artists/people.css'
import { RichText } from '@/features/content/RichText'
import { populated } from '@/features/content/shared'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { Image } from '@/ui/Image'

import './crew.css'

/**
 * One crew member at /crew/{slug}: portrait, name in the crew's theme colour (people.css colours
 * a person's name by `--color-person`), role, text and e-mail address.
 */
export async function CrewView({ member, locale }: { member: Crew; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'crew' })
  const portrait = populated(member.portrait)
  return (
    <article className="person crew-member person-type person-type--crew" data-person-type="crew" data-testid="crew-detail">
      <header className="intro person__intro">
        {portrait ? <Image image={portrait} sizes="(min-width: 960px) 25vw, 50vw" eager className="person__portrait" /> : null}
        <div className="person__text">
          <h1>{member.name}</h1>
          {member.role ? (
            <p className="crew-member__role" data-testid="crew-role">
              {member.role}
            </p>
          ) : null}
          <div data-testid="crew-bio">
            <RichText data={member.bio} />
          </div>
          {member.email ? (
            <p className="crew-member__email">
              {t('email')}: <a href={`mailto:${member.email}`}>{member.email}</a>
            </p>
          ) : null}
          <p>
            <Link href="/crew" className="crew-member__back">
              {t('all')}
            </Link>
          </p>
        </div>
      </header>
    </article>
  )
}
