import { getTranslations } from 'next-intl/server'

import type { Curator, Exhibition } from '@/cms/payload-types'
import { listPublished } from '@/features/content/loaders'
import { RichText } from '@/features/content/RichText'
import { populated } from '@/features/content/shared'
import { JsonLd } from '@/features/seo/JsonLd'
import { siteUrl } from '@/features/seo/siteUrl'
import { personJsonLd } from '@/features/seo/structuredData'
import type { Locale } from '@/base/locales'
import { Image } from '@/ui/Image'

import { PersonExhibitions } from './PersonExhibitions'

/** One curator at /curator/{slug}: portrait, name, biography and the exhibitions they curated. */
export async function CuratorView({ curator, locale }: { curator: Curator; locale: Locale }) {
  const [t, exhibitions] = await Promise.all([
    getTranslations({ locale, namespace: 'curator' }),
    listPublished<Exhibition>('exhibitions', locale, { where: { curators: { contains: curator.id } }, sort: '-startDate', limit: 100, depth: 1 }),
  ])
  const portrait = populated(curator.portrait)
  return (
    <article className="person" data-testid="curator-detail">
      <JsonLd data={personJsonLd(curator, 'curator', locale, siteUrl(), { jobTitle: t('role') })} />
      <header className="intro person__intro">
        {portrait ? <Image image={portrait} sizes="(min-width: 960px) 25vw, 50vw" eager className="person__portrait" /> : null}
        <div className="person__text">
          <h1>{curator.name}</h1>
          <p>{t('role')}</p>
          <div data-testid="curator-biography">
            <RichText data={curator.biography} />
          </div>
        </div>
      </header>
      <PersonExhibitions exhibitions={exhibitions} locale={locale} heading={t('exhibitions')} testId="curator-exhibitions" />
    </article>
  )
}
