'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import { formatDate } from '@/base/dates'
import { isReserved } from '@/base/reservation'
import { adminApi } from '@/cms/admin/adminApi'

/**
 * The works list's availability (issue 49 point 3): a column that reads "verfügbar",
 * "reserviert bis 12.12. (für Theo Kaspar)" or "verkauft", and links above the list that filter
 * by it. Each link is an ordinary filter in the list's address, so it combines with the list's own.
 */

const texts = {
  de: {
    label: 'Verfügbarkeit',
    all: 'Alle',
    available: 'verfügbar',
    reserved: 'reserviert',
    sold: 'verkauft',
    until: (date: string) => `reserviert bis ${date}`,
    for: (name: string) => ` (für ${name})`,
  },
  en: {
    label: 'Availability',
    all: 'All',
    available: 'available',
    reserved: 'reserved',
    sold: 'sold',
    until: (date: string) => `reserved until ${date}`,
    for: (name: string) => ` (for ${name})`,
  },
}

function useLanguage(): 'de' | 'en' {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? 'en' : 'de'
}

type Row = { sold?: boolean | null; reservedUntil?: string | null; reservedFor?: number | { id: number; name?: string } | null }

/** The cell of one work: its availability, and for a hold whom it is held for (read from the case). */
export function WorkAvailabilityCell({ rowData }: { rowData: Row }) {
  const language = useLanguage()
  const text = texts[language]
  const { config } = useConfig()
  const api = adminApi(config)
  const reserved = isReserved({ sold: Boolean(rowData.sold), reservedUntil: rowData.reservedUntil ?? null })
  const held = rowData.reservedFor
  const [name, setName] = useState(typeof held === 'object' && held ? (held.name ?? '') : '')
  const caseId = typeof held === 'object' && held ? held.id : held
  useEffect(() => {
    if (!reserved || !caseId || name) return
    let live = true
    fetch(`${api}/inquiries/${caseId}?depth=0&select[name]=true`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { name?: string } | null) => live && body?.name && setName(body.name))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [api, caseId, name, reserved])
  if (rowData.sold) return <span data-availability="sold">{text.sold}</span>
  if (reserved)
    return (
      <span data-availability="reserved">
        {text.until(formatDate(rowData.reservedUntil, language, 'numeric'))}
        {name ? text.for(name) : ''}
      </span>
    )
  return <span data-availability="available">{text.available}</span>
}

/** Above the works list: all, available, reserved, sold. */
export function WorkAvailabilityFilters() {
  const language = useLanguage()
  const text = texts[language]
  const { config } = useConfig()
  const searchParams = useSearchParams()
  const list = `${config.routes.admin}/collections/artworks`
  const [now] = useState(() => new Date().toISOString())
  const filters = {
    available: `where[and][0][sold][not_equals]=true&where[and][1][or][0][reservedUntil][exists]=false&where[and][1][or][1][reservedUntil][less_than_equal]=${now}`,
    reserved: `where[and][0][sold][not_equals]=true&where[and][1][reservedUntil][greater_than]=${now}`,
    sold: 'where[sold][equals]=true',
  } as const
  const current = searchParams.get('availability')
  return (
    <nav aria-label={text.label} data-testid="work-availability-filters" style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', marginBottom: '1rem' }}>
      <Link href={list} aria-current={!current ? 'page' : undefined}>
        {text.all}
      </Link>
      {(Object.keys(filters) as Array<keyof typeof filters>).map((kind) => (
        <Link key={kind} href={`${list}?availability=${kind}&${filters[kind]}`} aria-current={current === kind ? 'page' : undefined} data-availability={kind}>
          {text[kind]}
        </Link>
      ))}
    </nav>
  )
}
