import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { sellsWorks } from '@/base/roles'

import { personDataViewPath, personErrors, personTextsFor } from '../texts'
import { PersonData } from './PersonData'

/** `/admin/person-data`: what the gallery holds about a person, its export and its erasure, for sales and administrators (docs/roles.md). */
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
        {sellsWorks(req.user) ? (
          <>
            <p>{text.intro}</p>
            <PersonData />
          </>
        ) : (
          <p role="alert">{personErrors.notSales[req.i18n.language === 'en' ? 'en' : 'de']}</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
