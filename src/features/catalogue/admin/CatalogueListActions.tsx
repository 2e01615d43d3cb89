'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { useSearchParams } from 'next/navigation'

import { catalogueTextsFor, catalogueViewPath } from './catalogueTexts'
import { adminApi } from '@/cms/admin/adminApi'

/**
 * Above the artworks list: the export of exactly what the list shows (its filter and search, as in
 * its address) as CSV or XLSX, and the way to the catalogue import.
 */
export function CatalogueListActions() {
  const { i18n } = useTranslation()
  const text = catalogueTextsFor(i18n.language)
  const { config } = useConfig()
  const searchParams = useSearchParams()
  const filter = new URLSearchParams()
  for (const [name, value] of searchParams.entries()) if (name.startsWith('where') || name === 'search') filter.append(name, value)
  const href = (format: 'csv' | 'xlsx') => {
    const query = new URLSearchParams(filter)
    query.set('format', format)
    return `${adminApi(config)}/artworks/catalogue/export?${query}`
  }
  return (
    <p className="catalogue-list-actions">
      <span>{text.listExport}</span>{' '}
      <a href={href('csv')} download>
        CSV
      </a>{' '}
      ·{' '}
      <a href={href('xlsx')} download>
        XLSX
      </a>{' '}
      · <Link href={`${config.routes.admin}${catalogueViewPath}`}>{text.listImport}</Link>
    </p>
  )
}
