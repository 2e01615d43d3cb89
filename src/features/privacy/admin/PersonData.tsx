'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { siteTimeZone } from '@/i18n/dates'

import type { Receipt } from '../person'
import type { Message } from '@/base/refusals'

import { personTextsFor } from '../texts'
import { adminApi } from '@/cms/admin/adminApi'
import { useHydrated } from '@/base/useHydrated'

/** What `GET /api/person-data` answers (../endpoints.ts). */
type Found = {
  email: string
  contacts: Array<{ id: number; name: string; organisation: string | null; emails: string[] }>
  cases: Array<{ id: number; subject: string | null; name: string; status: string | Message; createdAt: string; sold: boolean }>
  subscriptions: Array<{
    id: number
    list: string
    status: string
    consentText: string | null
    signedUpAt: string | null
    confirmedAt: string | null
    unsubscribedAt: string | null
  }>
  mails: Array<{ id: number; subject: string; to: string; status: string; createdAt: string }>
  documents: Array<{ collection: string; label: string | Message; id: number; title: string | null }>
  versions: Array<{ collection: string; label: string | Message; id: number; parent: number; updatedAt: string }>
  searchEntries: Array<{ locale: string; id: string; title: string; href: string }>
  staffAccounts: Array<{ id: number; email: string }>
  roomRecipients: Array<{ room: number; roomTitle: string; id: string; name: string | null; email: string | null; expiresAt: string | null; revoked: boolean }>
  roomViews: Array<{ id: number; at: string; kind: string | Message; room: number | null; roomTitle: string | null; work: number | null; seconds: number | null }>
}

/**
 * Enter an address, see everything held under it, export it, or erase it after a confirmation
 * that says what goes and what a business must keep; the receipt lists both.
 */
export function PersonData() {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'de'
  const text = personTextsFor(language)
  const { config } = useConfig()
  const api = adminApi(config)
  const [email, setEmail] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const [receipt, setReceipt] = useState<Receipt | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const fieldId = useId()
  const hydrated = useHydrated()
  const headingId = useId()
  const date = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: siteTimeZone }).format(new Date(iso)) : ''
  const named = (label: string | Message) => (typeof label === 'string' ? label : label[language])
  const day = (iso: string) => new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

  async function call<T>(path: string, init?: RequestInit): Promise<T | null> {
    setError('')
    try {
      const response = await fetch(`${api}${path}`, { credentials: 'include', ...init })
      const body = (await response.json().catch(() => null)) as (T & { error?: Message }) | null
      if (!response.ok) {
        setError(body?.error?.[language] ?? text.failed)
        return null
      }
      return body
    } catch {
      setError(text.failed)
      return null
    }
  }

  async function find(address: string) {
    setBusy(true)
    setReceipt(null)
    setFound(await call<Found>(`/person-data?email=${encodeURIComponent(address)}`))
    setBusy(false)
  }

  function search(event: FormEvent) {
    event.preventDefault()
    void find(email)
  }

  // Opened from a contact's page (`?email=`): the address filled in and looked up at once.
  const given = useSearchParams().get('email')
  useEffect(() => {
    if (!given) return
    setEmail(given)
    void find(given)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per address given in the link
  }, [given])

  async function erase() {
    if (!found) return
    setBusy(true)
    const answer = await call<Receipt>('/person-data/erase', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: found.email }) })
    dialog.current?.close()
    setBusy(false)
    if (answer) {
      setReceipt(answer)
      setFound(null)
    }
  }

  const total = found
    ? found.contacts.length +
      found.cases.length +
      found.subscriptions.length +
      found.mails.length +
      found.documents.length +
      found.versions.length +
      found.searchEntries.length +
      found.roomRecipients.length +
      found.roomViews.length
    : 0
  const soldCount = found?.cases.filter((entry) => entry.sold).length ?? 0

  return (
    <div className="person-data" data-testid="person-data">
      <form onSubmit={search} className="person-data__form">
        <label htmlFor={fieldId} className="field-label">
          {text.email}
        </label>
        <input
          id={fieldId}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="off"
          style={{ width: '100%', maxWidth: '30rem' }}
        />{' '}
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={busy || !hydrated}>
          {busy && !found ? text.finding : text.find}
        </button>
      </form>
      <p role="alert">{error}</p>
      {found && (
        <section aria-label={found.email} data-testid="person-data-found">
          {total === 0 && found.staffAccounts.length === 0 ? <p>{text.nothing}</p> : null}
          <Part title={text.contacts} items={found.contacts.map((entry) => [entry.name, entry.organisation, entry.emails.join(', ')].filter(Boolean).join(' — '))} />
          <Part
            title={text.cases}
            items={found.cases.map(
              (entry) =>
                `#${entry.id} ${entry.subject ?? ''} — ${entry.name} — ${typeof entry.status === 'string' ? entry.status : entry.status[language]} — ${date(entry.createdAt)}`,
            )}
          />
          <Part
            title={text.subscriptions}
            items={found.subscriptions.map((entry) =>
              [
                `${entry.list} — ${entry.status}`,
                entry.consentText ? text.consent(entry.consentText, date(entry.signedUpAt)) : '',
                entry.confirmedAt ? text.confirmedAt(date(entry.confirmedAt)) : '',
                entry.unsubscribedAt ? text.unsubscribedAt(date(entry.unsubscribedAt)) : '',
              ]
                .filter(Boolean)
                .join('; '),
            )}
          />
          <Part title={text.mails} items={found.mails.map((entry) => `${entry.subject} — ${entry.to} — ${entry.status} — ${date(entry.createdAt)}`)} />
          <Part title={text.documents} items={found.documents.map((entry) => `${entry.title ?? entry.id} (${named(entry.label)})`)} />
          <Part title={text.versions} items={found.versions.map((entry) => `${named(entry.label)} #${entry.parent} — ${date(entry.updatedAt)}`)} />
          <Part title={text.searchEntries} items={found.searchEntries.map((entry) => `${entry.title} (${entry.locale}: ${entry.href})`)} />
          <Part
            title={text.roomRecipients}
            items={found.roomRecipients.map((entry) =>
              [entry.roomTitle, entry.name, entry.email, entry.expiresAt ? text.validUntil(date(entry.expiresAt)) : '', entry.revoked ? text.revoked : '']
                .filter(Boolean)
                .join(' — '),
            )}
          />
          <Part
            title={text.roomViews}
            items={found.roomViews.map((entry) =>
              [date(entry.at), named(entry.kind), entry.roomTitle ?? (entry.room === null ? '' : `#${entry.room}`), entry.seconds === null ? '' : text.seconds(entry.seconds)]
                .filter(Boolean)
                .join(' — '),
            )}
          />
          <Part title={text.staffAccounts} items={found.staffAccounts.map((entry) => entry.email)} />
          {total > 0 && (
            <p>
              <a
                className="btn btn--style-secondary btn--size-medium"
                href={`${api}/person-data/export?email=${encodeURIComponent(found.email)}`}
                download
                data-testid="person-data-export"
              >
                {text.export}
              </a>{' '}
              <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => dialog.current?.showModal()}>
                {text.erase}
              </button>
            </p>
          )}
          <dialog ref={dialog} aria-labelledby={headingId} style={{ maxWidth: '40rem' }}>
            <h2 id={headingId}>{text.ask}</h2>
            <p>{text.willRemove}</p>
            {soldCount > 0 && <p data-testid="person-data-kept">{text.willKeep(soldCount)}</p>}
            {found.staffAccounts.length > 0 && <p>{text.staffKept}</p>}
            <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => dialog.current?.close()} disabled={busy}>
              {text.cancel}
            </button>{' '}
            <button type="button" className="btn btn--style-primary btn--size-medium" onClick={erase} disabled={busy}>
              {busy ? text.erasing : text.confirm}
            </button>
          </dialog>
        </section>
      )}
      {receipt && (
        <section aria-labelledby={`${headingId}-receipt`} data-testid="person-data-receipt">
          <h2 id={`${headingId}-receipt`}>{text.receipt}</h2>
          <p>{text.receiptIntro(receipt.email, date(receipt.at))}</p>
          <h3>{text.removed}</h3>
          <ul>
            {receipt.removed.map((entry) => (
              <li key={`${entry.kind}-${entry.id}`}>
                {text.kinds[entry.kind] ?? entry.kind} {entry.id}: {entry.title}
              </li>
            ))}
          </ul>
          {receipt.kept.length > 0 && (
            <>
              <h3>{text.kept}</h3>
              <ul>
                {receipt.kept.map((entry) => (
                  <li key={`${entry.kind}-${entry.id}`}>{entry.kind === 'case' && entry.until ? text.keptCase(entry.title, day(entry.until)) : text.keptAccount(entry.title)}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  )
}

function Part({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <>
      <h3>
        {title} ({items.length})
      </h3>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </>
  )
}
