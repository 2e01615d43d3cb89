import type { UIFieldServerProps } from 'payload'
import type { ReactNode } from 'react'

import { formatDate } from '@/base/dates'
import { formatPrice } from '@/base/price'
import { sellsWorks } from '@/base/roles'

import { contactHistory, type HistoryWork, type HoldState } from '../history'

/**
 * On a contact's page (issue 49 point 1): the mails exchanged with the person, the works reserved
 * for them and the works they bought, three compact tables, newest first, in the admin's language.
 * A server component: the lines are read once per render with the signed-in user's access
 * (../history.ts), so an account that may not read contacts gets nothing.
 */
const texts = {
  de: {
    mails: 'E-Mails',
    holds: 'Reservierungen',
    purchases: 'Käufe',
    noMails: 'Noch keine E-Mails.',
    noHolds: 'Noch keine Reservierungen.',
    noPurchases: 'Noch keine Käufe.',
    save: 'Nach dem ersten Speichern stehen hier die E-Mails, Reservierungen und Käufe des Kontakts.',
    date: 'Datum',
    direction: 'Richtung',
    subject: 'Betreff oder erste Zeile',
    case: 'Anfrage',
    work: 'Werk',
    since: 'Reserviert am',
    until: 'Reserviert bis',
    state: 'Stand',
    soldOn: 'Verkauft am',
    price: 'Preis',
    received: 'erhalten',
    viaSite: 'erhalten (Website)',
    sent: 'gesendet',
    unsent: { queued: 'ausgehend, wartet', outbox: 'ausgehend, nur im Postausgang', failed: 'ausgehend, fehlgeschlagen' } as Record<string, string>,
    holdStates: { current: 'reserviert', lapsed: 'abgelaufen', released: 'aufgehoben', sold: 'verkauft' } satisfies Record<HoldState, string>,
    onRequest: '(auf Anfrage)',
    currentPrice: 'aktueller Preis; Verkaufspreis nicht erfasst',
    inventory: 'Inv.-Nr.',
    caseNamed: (id: number | string) => `Anfrage ${id}`,
    workNamed: (id: number | string) => `Werk ${id}`,
  },
  en: {
    mails: 'Mails',
    holds: 'Holds',
    purchases: 'Purchases',
    noMails: 'No mails yet.',
    noHolds: 'No holds yet.',
    noPurchases: 'No purchases yet.',
    save: "Once saved, the contact's mails, holds and purchases are listed here.",
    date: 'Date',
    direction: 'Direction',
    subject: 'Subject or first line',
    case: 'Inquiry',
    work: 'Work',
    since: 'Reserved on',
    until: 'Reserved until',
    state: 'State',
    soldOn: 'Sold on',
    price: 'Price',
    received: 'received',
    viaSite: 'received (website)',
    sent: 'sent',
    unsent: { queued: 'outgoing, queued', outbox: 'outgoing, kept in outbox', failed: 'outgoing, failed' } as Record<string, string>,
    holdStates: { current: 'current', lapsed: 'lapsed', released: 'released', sold: 'became a sale' } satisfies Record<HoldState, string>,
    onRequest: '(on request)',
    currentPrice: 'current price; sale price not recorded',
    inventory: 'Inv. no.',
    caseNamed: (id: number | string) => `Inquiry ${id}`,
    workNamed: (id: number | string) => `Work ${id}`,
  },
}
type Text = (typeof texts)['de']

function Section({ testId, heading, empty, columns, rows }: { testId: string; heading: string; empty: string; columns: string[]; rows: ReactNode[] }) {
  return (
    <section className="contact-history__section" data-testid={testId} aria-labelledby={`${testId}-heading`}>
      <h3 id={`${testId}-heading`}>{heading}</h3>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="contact-history__table">
          <table>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function WorkCell({ work, admin, text }: { work: HistoryWork; admin: string; text: Text }) {
  return (
    <th scope="row">
      {work.artist ? `${work.artist}: ` : ''}
      <a href={`${admin}/collections/artworks/${work.id}`}>{work.title || text.workNamed(work.id)}</a>
      {work.inventory ? (
        <span className="contact-history__muted">
          {' · '}
          {text.inventory} {work.inventory}
        </span>
      ) : null}
    </th>
  )
}

export async function ContactHistory({ id, payload, i18n, req }: UIFieldServerProps) {
  // Contacts, their cases and the works' holds and prices are for sales and administrators (docs/roles.md).
  if (!sellsWorks(req?.user)) return null
  const language = i18n?.language === 'en' ? 'en' : 'de'
  const text = texts[language]
  if (id === undefined || id === null || id === '') return <p data-testid="contact-history">{text.save}</p>
  const history = await contactHistory(payload, id, req.user, { language, req })
  const admin = payload.config.routes.admin
  const caseLink = (caseId: number | string, subject: string) => <a href={`${admin}/collections/inquiries/${caseId}`}>{subject || text.caseNamed(caseId)}</a>
  const day = (at: string | null) => (at ? <time dateTime={at}>{formatDate(at, language, 'numeric')}</time> : '—')
  return (
    <div className="field-type contact-history" data-testid="contact-history">
      <Section
        testId="contact-history-mails"
        heading={text.mails}
        empty={text.noMails}
        columns={[text.date, text.direction, text.subject, text.case]}
        rows={history.mails.map((mail, index) => (
          <tr key={index} data-direction={mail.direction}>
            <td>{mail.at ? <time dateTime={mail.at}>{formatDate(mail.at, language, 'numericTime')}</time> : '—'}</td>
            <td>
              {mail.direction === 'received'
                ? mail.viaSite
                  ? text.viaSite
                  : text.received
                : mail.state && mail.state !== 'sent'
                  ? (text.unsent[mail.state] ?? text.sent)
                  : text.sent}
            </td>
            <th scope="row">{mail.subject || '—'}</th>
            <td>{caseLink(mail.caseId, mail.caseSubject)}</td>
          </tr>
        ))}
      />
      <Section
        testId="contact-history-holds"
        heading={text.holds}
        empty={text.noHolds}
        columns={[text.work, text.case, text.since, text.until, text.state]}
        rows={history.holds.map((hold) => (
          <tr key={`${hold.caseId}-${hold.work.id}`} data-state={hold.state}>
            <WorkCell work={hold.work} admin={admin} text={text} />
            <td>{caseLink(hold.caseId, hold.caseSubject)}</td>
            <td>{day(hold.since)}</td>
            <td>{day(hold.until)}</td>
            <td>{text.holdStates[hold.state]}</td>
          </tr>
        ))}
      />
      <Section
        testId="contact-history-purchases"
        heading={text.purchases}
        empty={text.noPurchases}
        columns={[text.work, text.case, text.soldOn, text.price]}
        rows={history.purchases.map((purchase) => (
          <tr key={`${purchase.caseId}-${purchase.work.id}`}>
            <WorkCell work={purchase.work} admin={admin} text={text} />
            <td>{caseLink(purchase.caseId, purchase.caseSubject)}</td>
            <td>{day(purchase.at)}</td>
            <td>
              {purchase.price === null ? '—' : formatPrice(purchase.price)}
              {purchase.price !== null && purchase.priceOnRequest ? ` ${text.onRequest}` : ''}
              {purchase.price !== null && !purchase.priceAtSale ? <span className="contact-history__muted"> · {text.currentPrice}</span> : null}
            </td>
          </tr>
        ))}
      />
    </div>
  )
}
