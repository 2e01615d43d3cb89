'use client'

import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import { caseStatuses, caseStatusLabels, type CaseStatus } from '../caseStatus'
import { adminApi } from '@/cms/admin/adminApi'

/**
 * Above the inquiries list (issue 36): one link per status with its count, and "assigned to me".
 * Each is an ordinary filter in the list's address, so it combines with the list's own filters
 * (by staff member, work and artist: the fields `assignee`, `artworks` and `artists`).
 */
export function CaseListFilters() {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'de'
  const { config } = useConfig()
  const { user } = useAuth()
  const searchParams = useSearchParams()
  const [counts, setCounts] = useState<Partial<Record<CaseStatus, number>>>({})
  const api = adminApi(config)
  const list = `${config.routes.admin}/collections/inquiries`

  useEffect(() => {
    let live = true
    Promise.all(
      caseStatuses.map(async (status) => {
        const response = await fetch(`${api}/inquiries?where[status][equals]=${status}&limit=1&depth=0&select[id]=true`, { credentials: 'include' })
        const body = (await response.json().catch(() => ({}))) as { totalDocs?: number }
        return [status, body.totalDocs ?? 0] as const
      }),
    )
      .then((entries) => live && setCounts(Object.fromEntries(entries)))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [api])

  const current = searchParams.get('where[status][equals]')
  const mine = user ? searchParams.get('where[assignee][equals]') === String(user.id) : false
  return (
    <nav
      className="case-list-filters"
      aria-label={language === 'de' ? 'Anfragen nach Status' : 'Cases by status'}
      data-testid="case-filters"
      style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', marginBottom: '1rem' }}
    >
      <Link href={list} aria-current={!current && !mine ? 'page' : undefined}>
        {language === 'de' ? 'Alle' : 'All'}
      </Link>
      {caseStatuses.map((status) => (
        <Link key={status} href={`${list}?where[status][equals]=${status}`} aria-current={current === status ? 'page' : undefined} data-status={status}>
          {caseStatusLabels[status][language]} ({counts[status] ?? '…'})
        </Link>
      ))}
      {user ? (
        <Link href={`${list}?where[assignee][equals]=${user.id}`} aria-current={mine ? 'page' : undefined}>
          {language === 'de' ? 'Mir zugewiesen' : 'Assigned to me'}
        </Link>
      ) : null}
    </nav>
  )
}
