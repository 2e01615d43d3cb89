import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { CatalogueImport } from './CatalogueImport'
import { catalogueTextsFor } from './catalogueTexts'
import { adminApi } from '@/cms/admin/adminApi'
import { administers } from '@/base/roles'
import { notAdministrator } from '../messages'

/** `/admin/catalogue`: import a catalogue file (with its pictures) and export the catalogue, for administrators (docs/roles.md). */
export function CatalogueView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const admin = req.payload.config.routes.admin
  if (!req.user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}/catalogue`)}`)
  const text = catalogueTextsFor(req.i18n.language)
  const api = `${adminApi(req.payload.config)}/artworks/catalogue/export`
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
      <Gutter className="catalogue-view">
        <h1>{text.title}</h1>
        {administers(req.user) ? <CatalogueTools api={api} language={req.i18n.language} /> : <p role="alert">{notAdministrator[req.i18n.language === 'en' ? 'en' : 'de']}</p>}
      </Gutter>
    </DefaultTemplate>
  )
}

function CatalogueTools({ api, language }: { api: string; language: string }) {
  const text = catalogueTextsFor(language)
  return (
    <>
      <h2>Import</h2>
      <CatalogueImport />
      <h2>{text.exportTitle}</h2>
      <p>{text.exportIntro}</p>
      <p className="catalogue-view__links">
        <a className="btn btn--style-secondary btn--size-medium" href={`${api}?format=csv`} download>
          {text.exportCsv}
        </a>{' '}
        <a className="btn btn--style-secondary btn--size-medium" href={`${api}?format=xlsx`} download>
          {text.exportXlsx}
        </a>
      </p>
    </>
  )
}
