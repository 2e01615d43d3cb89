import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { personDataViewPath, personTextsFor } from '../texts'
import { PersonData } from './PersonData'

/** `/admin/person-data`: what the gallery holds about a person, its export and its erasure, for staff. */
export function PersonDataView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const admin = req.payload.config.routes.admin
  if (!req.user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}${personDataViewPath}`)}`)
  const text = personTextsFor(req.i18n.language)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className="person-data-view">
        <h1>{text.title}</h1>
        <p>{text.intro}</p>
        <PersonData />
      </Gutter>
    </DefaultTemplate>
  )
}
