'use client'

import { useFormFields, useTranslation } from '@payloadcms/ui'

import { formatDate } from '@/base/dates'
import { caseStatusLabels, isCaseStatus } from '../caseStatus'

/**
 * A case's status history (issue 49 point 4), read-only and compact: one line per change, newest
 * first — "12.11.2026, 14:30 · Mara Ost: Neu → In Bearbeitung". The lines come from the form's
 * own state of the field `statusHistory` (../caseFields.ts); the case's save writes them.
 */
const texts = {
  de: { heading: 'Statusverlauf', none: 'Noch keine Statuswechsel.', site: 'Website', created: 'angelegt als' },
  en: { heading: 'Status history', none: 'No status changes yet.', site: 'Website', created: 'created as' },
}

type Line = { at: string; byName: string | null; from: string | null; to: string }

export function CaseStatusHistory() {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'de'
  const t = texts[language]
  const lines = useFormFields(([fields]) => {
    const count = Number(fields.statusHistory?.value ?? 0)
    const read = (index: number, name: string) => fields[`statusHistory.${index}.${name}`]?.value
    return Array.from({ length: Number.isFinite(count) ? count : 0 }, (_, index): Line => ({
      at: String(read(index, 'at') ?? ''),
      byName: (read(index, 'byName') as string | null | undefined) ?? null,
      from: (read(index, 'from') as string | null | undefined) ?? null,
      to: String(read(index, 'to') ?? ''),
    }))
  })
  const label = (status: string | null) => (status && isCaseStatus(status) ? caseStatusLabels[status][language] : '—')
  return (
    <div className="field-type case-history" data-testid="case-status-history">
      <h3 className="case-history__heading">{t.heading}</h3>
      {lines.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ol className="case-history__lines" reversed>
          {[...lines].reverse().map((line, index) => (
            <li key={`${line.at}-${index}`}>
              <time dateTime={line.at}>{line.at ? formatDate(line.at, language, 'numericTime') : ''}</time>
              {' · '}
              {line.byName || t.site}
              {': '}
              {line.from ? `${label(line.from)} → ${label(line.to)}` : `${t.created} ${label(line.to)}`}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
