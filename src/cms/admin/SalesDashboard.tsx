import type { Payload } from 'payload'

import { salesNumbers } from '@/features/sales/numbers'

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

export async function SalesDashboard({ payload, i18n }: { payload: Payload; i18n?: { language?: string } }) {
  const language = i18n?.language === 'en' ? 'en' : 'de'
  const text = texts[language]
  const numbers = await salesNumbers(payload)
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))
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
        <table data-testid="numbers-by-exhibition">
          <caption style={{ textAlign: 'left' }}>{text.byExhibition}</caption>
          <thead>
            <tr>
              <th scope="col">{text.exhibition}</th>
              <th scope="col">{text.shown}</th>
              <th scope="col">{text.reserved}</th>
              <th scope="col">{text.sold}</th>
              <th scope="col">{text.sum}</th>
            </tr>
          </thead>
          <tbody>
            {numbers.exhibitions.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <a href={`${adminRoute}/collections/exhibitions/${row.id}`}>{row.title}</a>
                </th>
                <td>{row.shown}</td>
                <td>{row.reserved}</td>
                <td>{row.sold}</td>
                <td>{euro.format(row.soldSum)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table data-testid="numbers-by-month">
          <caption style={{ textAlign: 'left' }}>{text.byMonth}</caption>
          <thead>
            <tr>
              <th scope="col">{text.month}</th>
              <th scope="col">{text.shown}</th>
              <th scope="col">{text.reserved}</th>
              <th scope="col">{text.sold}</th>
              <th scope="col">{text.sum}</th>
            </tr>
          </thead>
          <tbody>
            {numbers.months.map((row) => (
              <tr key={row.month}>
                <th scope="row">{monthName(row.month)}</th>
                <td>{row.shown}</td>
                <td>{row.reserved}</td>
                <td>{row.sold}</td>
                <td>{euro.format(row.soldSum)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{text.monthNote}</p>
      </details>
    </section>
  )
}
