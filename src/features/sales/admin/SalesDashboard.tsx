import type { Payload } from 'payload'
import type { ReactNode } from 'react'

import { formatDate } from '@/base/dates'
import { sellsWorks } from '@/base/roles'

import { salesNumbers, type Numbers } from '../numbers'

/**
 * On the admin's dashboard (issue 36): the count of new cases, and the gallery's numbers per
 * exhibition and per month. A server component; the dashboard is staff-only, so are its numbers.
 */
const texts = {
  de: {
    cases: (n: number) => (n === 0 ? 'Keine neuen Anfragen.' : n === 1 ? 'Eine neue Anfrage' : `${n} neue Anfragen`),
    open: 'Zu den Anfragen',
    byExhibition: 'Nach Ausstellung',
    byMonth: 'Nach Monat',
    exhibition: 'Ausstellung',
    month: 'Monat',
    shown: 'Gezeigt',
    reserved: 'Reserviert',
    sold: 'Verkauft',
    sum: 'Summe der Verkäufe',
    monthNote: 'Gezeigt: Werke in Ausstellungen dieses Monats; reserviert und verkauft: in diesem Monat.',
  },
  en: {
    cases: (n: number) => (n === 0 ? 'No new cases.' : n === 1 ? 'One new case' : `${n} new cases`),
    open: 'Go to the cases',
    byExhibition: 'By exhibition',
    byMonth: 'By month',
    exhibition: 'Exhibition',
    month: 'Month',
    shown: 'Shown',
    reserved: 'Reserved',
    sold: 'Sold',
    sum: 'Sum of sales',
    monthNote: "Shown: works in that month's exhibitions; reserved and sold: in that month.",
  },
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })

/** One table of the numbers: a row per exhibition or month, its counts and the sum of its sales. */
function NumbersTable({
  testId,
  caption,
  heading,
  text,
  rows,
}: {
  testId: string
  caption: string
  heading: string
  text: Pick<(typeof texts)['de'], 'shown' | 'reserved' | 'sold' | 'sum'>
  rows: Array<Numbers & { key: string; label: ReactNode }>
}) {
  return (
    <table data-testid={testId}>
      <caption style={{ textAlign: 'left' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">{text.shown}</th>
          <th scope="col">{text.reserved}</th>
          <th scope="col">{text.sold}</th>
          <th scope="col">{text.sum}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.shown}</td>
            <td>{row.reserved}</td>
            <td>{row.sold}</td>
            <td>{euro.format(row.soldSum)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export async function SalesDashboard({ payload, i18n, user }: { payload: Payload; i18n?: { language?: string }; user?: unknown }) {
  // The gallery's numbers and new cases are for sales and administrators (docs/roles.md).
  if (!sellsWorks(user)) return null
  const language = i18n?.language === 'en' ? 'en' : 'de'
  const text = texts[language]
  const numbers = await salesNumbers(payload)
  // A month of the gallery's calendar ("2030-11") by the one formatter: its middle is in that month in any zone.
  const monthName = (month: string) => formatDate(`${month}-15T12:00:00Z`, language, 'month')
  const adminRoute = payload.config.routes.admin
  return (
    <section className="sales-dashboard" data-testid="sales-dashboard" style={{ marginBottom: '2rem' }}>
      <p style={{ fontSize: '1.2rem' }}>
        <a href={`${adminRoute}/collections/inquiries?where[status][equals]=new`} data-testid="new-cases">
          <strong data-count={numbers.newCases}>{text.cases(numbers.newCases)}</strong>
        </a>{' '}
        · <a href={`${adminRoute}/collections/inquiries`}>{text.open}</a>
      </p>
      <details>
        <summary>
          {text.byExhibition} · {text.byMonth}
        </summary>
        <NumbersTable
          testId="numbers-by-exhibition"
          caption={text.byExhibition}
          heading={text.exhibition}
          text={text}
          rows={numbers.exhibitions.map((row) => ({ ...row, key: String(row.id), label: <a href={`${adminRoute}/collections/exhibitions/${row.id}`}>{row.title}</a> }))}
        />
        <NumbersTable
          testId="numbers-by-month"
          caption={text.byMonth}
          heading={text.month}
          text={text}
          rows={numbers.months.map((row) => ({ ...row, key: row.month, label: monthName(row.month) }))}
        />
        <p>{text.monthNote}</p>
      </details>
    </section>
  )
}
