'use client'

import { useAuth, useConfig, useDocumentInfo, useField, useForm, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { formatDate } from '@/base/dates'
import { fillTemplate } from '@/base/replyTemplate'
import type { CaseWork } from '@/features/sales/cases'
import { adminApi } from './adminApi'
import { useHydrated } from '@/base/useHydrated'

/**
 * The case's page in the admin (issue 36, src/features/sales): its works with their current price
 * and status, the reply to the visitor, and the erasure of the visitor's data.
 */

type Message = { de: string; en: string }

const texts = {
  de: {
    works: 'Werke dieser Anfrage',
    noWorks: 'Diese Anfrage nennt keine Werke.',
    loading: 'Lädt …',
    onRequest: 'auf Anfrage',
    amountOnRequest: (amount: string) => `${amount} (öffentlich: auf Anfrage)`,
    sold: 'verkauft',
    reservedUntil: (date: string, mine: boolean) => `reserviert bis ${date}${mine ? ' (für diese Anfrage)' : ' (für eine andere Anfrage)'}`,
    available: 'verfügbar',
    draft: 'nicht veröffentlicht',
    reply: 'Antwort an die Besucher:in',
    replyHint:
      'Geht von der Adresse der Galerie über den Postausgang (mit Wiederholungen) hinaus, mit Gruß und zitierter Nachricht in der Sprache der Besucher:in, und bleibt bei dieser Anfrage.',
    subject: 'Betreff (leer: „Ihre Anfrage bei Galerie Vernissage: …“)',
    text: 'Text',
    template: 'Vorlage',
    noTemplate: '— ohne Vorlage —',
    missing: (language: string) => `(keine Fassung auf ${language})`,
    languages: { de: 'Deutsch', en: 'Englisch' },
    attach: (language: string) => `Als PDF anhängen (auf ${language})`,
    attachPriceList: 'Preisliste der angefragten Werke',
    attachSheets: 'Werkblatt je Werk',
    send: 'Antwort senden',
    sending: 'Wird gesendet …',
    sent: {
      sent: 'Gesendet.',
      queued: 'Im Postausgang; wird erneut versucht.',
      outbox: 'Im Postausgang gespeichert (kein SMTP-Server eingerichtet).',
      failed: 'Senden fehlgeschlagen.',
    },
    saveFirst: 'Bitte die Anfrage zuerst speichern.',
    failed: 'Das hat nicht geklappt. Bitte erneut versuchen.',
    anonymise: 'Personendaten löschen (DSGVO)',
    anonymiseAsk: 'Name, Adresse, Nachricht, Notizen und Mails dieser Anfrage unwiderruflich löschen? Status, Werke und Beträge bleiben.',
    anonymised: 'Personendaten gelöscht.',
    keptSold:
      'Dieser Fall ist verkauft: Er bleibt als Geschäftsbeleg zehn Jahre erhalten (HGB §257, AO §147), nur mit Name der Käufer:in, Werken, Preis und Datum. Adresse, Nachricht, Notizen und Mails werden gelöscht.',
    confirm: 'Löschen',
    cancel: 'Abbrechen',
  },
  en: {
    works: 'Works of this case',
    noWorks: 'This case names no works.',
    loading: 'Loading …',
    onRequest: 'on request',
    amountOnRequest: (amount: string) => `${amount} (public: on request)`,
    sold: 'sold',
    reservedUntil: (date: string, mine: boolean) => `reserved until ${date}${mine ? ' (for this case)' : ' (for another case)'}`,
    available: 'available',
    draft: 'not published',
    reply: 'Reply to the visitor',
    replyHint: "Goes out from the gallery's address through the outbox (with retries), with a greeting and the quoted message in the visitor's language, and stays with this case.",
    subject: 'Subject (empty: "Your inquiry to Galerie Vernissage: …")',
    text: 'Text',
    template: 'Template',
    noTemplate: '— no template —',
    missing: (language: string) => `(no ${language} version)`,
    languages: { de: 'German', en: 'English' },
    attach: (language: string) => `Attach as PDF (in ${language})`,
    attachPriceList: 'Price list of the works asked about',
    attachSheets: 'Work sheet per work',
    send: 'Send reply',
    sending: 'Sending …',
    sent: { sent: 'Sent.', queued: 'In the outbox; will be retried.', outbox: 'Kept in the outbox (no SMTP server configured).', failed: 'Sending failed.' },
    saveFirst: 'Please save the case first.',
    failed: 'That did not work. Please try again.',
    anonymise: 'Erase personal data (GDPR)',
    anonymiseAsk: 'Erase the name, address, message, notes and mails of this case for good? Status, works and amounts stay.',
    anonymised: 'Personal data erased.',
    keptSold:
      "This case is sold: it is kept for ten years as a business record (HGB §257, AO §147), with only the buyer's name, the works, price and date. Address, message, notes and mails are erased.",
    confirm: 'Erase',
    cancel: 'Cancel',
  },
}

function useLanguage(): 'de' | 'en' {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? 'en' : 'de'
}

type Template = { id: number; name: string; subject: string | null; text: string | null }

/**
 * The reply templates in the visitor's language, without falling back to the other language: a
 * template without text in it is offered marked and cannot be chosen. Its name is read in the
 * admin's language where the visitor's has none.
 */
function useReplyTemplates(api: string, locale: 'de' | 'en'): Template[] {
  const [templates, setTemplates] = useState<Template[]>([])
  useEffect(() => {
    let live = true
    const read = (inLocale: string) =>
      fetch(`${api}/reply-templates?locale=${inLocale}&fallback-locale=none&depth=0&limit=100&sort=name`, { credentials: 'include' })
        .then((response) => (response.ok ? (response.json() as Promise<{ docs: Template[] }>) : { docs: [] }))
        .catch(() => ({ docs: [] as Template[] }))
    void Promise.all([read(locale), read(locale === 'en' ? 'de' : 'en')]).then(([own, other]) => {
      if (!live) return
      setTemplates(own.docs.map((template) => ({ ...template, name: template.name || other.docs.find((doc) => doc.id === template.id)?.name || `#${template.id}` })))
    })
    return () => {
      live = false
    }
  }, [api, locale])
  return templates
}

/** The titles of a case's works in a language, for a template's {works}. */
async function caseWorkTitles(api: string, id: number | string, locale: 'de' | 'en'): Promise<string[]> {
  const response = await fetch(`${api}/inquiries/${id}/works?locale=${locale}`, { credentials: 'include' }).catch(() => null)
  const answer = response?.ok ? ((await response.json()) as { works?: CaseWork[] }) : null
  return (answer?.works ?? []).map((work) => work.title)
}

function useApi() {
  const { config } = useConfig()
  return adminApi(config)
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })

/** The works with their current price and status, read again after each save of the case. */
export function CaseWorks() {
  const language = useLanguage()
  const text = texts[language]
  const api = useApi()
  const { id, lastUpdateTime } = useDocumentInfo()
  const [works, setWorks] = useState<CaseWork[] | null>(null)
  useEffect(() => {
    if (!id) return
    let live = true
    fetch(`${api}/inquiries/${id}/works?locale=${language}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { works: [] }))
      .then((body: { works: CaseWork[] }) => live && setWorks(body.works))
      .catch(() => live && setWorks([]))
    return () => {
      live = false
    }
  }, [api, id, language, lastUpdateTime])
  // A hold is a day in Berlin (src/features/sales/holdDate.ts): its day, by the gallery's formatter, in any browser.
  const date = (iso: string) => formatDate(iso, language)
  return (
    <section className="case-works field-type" aria-label={text.works} data-testid="case-works">
      <h3>{text.works}</h3>
      {works === null ? (
        <p>{id ? text.loading : ''}</p>
      ) : works.length === 0 ? (
        <p>{text.noWorks}</p>
      ) : (
        <ul>
          {works.map((work) => (
            <li key={work.id} data-testid="case-work" data-sold={work.sold} data-reserved={work.reserved}>
              <a href={`../artworks/${work.id}`}>{[work.artist, work.title].filter(Boolean).join(': ')}</a>
              {work.inventory ? ` (${work.inventory})` : ''} —{' '}
              {work.price === null ? text.onRequest : work.priceOnRequest ? text.amountOnRequest(euro.format(work.price)) : euro.format(work.price)} —{' '}
              {work.sold ? text.sold : work.reserved && work.reservedUntil ? text.reservedUntil(date(work.reservedUntil), work.reservedForThis) : text.available}
              {work.status !== 'published' ? ` — ${text.draft}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The reply form: subject, text, send; the answer says what became of the mail. */
export function CaseReply() {
  const language = useLanguage()
  const text = texts[language]
  const api = useApi()
  const router = useRouter()
  const { id } = useDocumentInfo()
  const anonymisedAt = useFormFields(([fields]) => fields.anonymisedAt?.value)
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState('')
  // The PDFs the reply carries, printed in the visitor's language when it is sent (src/features/sales/attachments.ts).
  const [attach, setAttach] = useState<Array<'price-list' | 'sheets'>>([])
  const hasWorks = (useFormFields(([fields]) => fields.artworks?.value) as unknown[] | undefined)?.length
  const subjectId = useId()
  const bodyId = useId()
  const templateId = useId()
  const visitorName = useFormFields(([fields]) => fields.name?.value) as string | undefined
  const visitorLocale = useFormFields(([fields]) => fields.locale?.value) === 'en' ? 'en' : 'de'
  const templates = useReplyTemplates(api, visitorLocale)
  if (anonymisedAt) return null

  // A template in the visitor's language, with their name and the case's works put in (src/base/replyTemplate.ts).
  async function applyTemplate(templateKey: string) {
    const chosen = templates.find((template) => String(template.id) === templateKey)
    if (!chosen?.text) return
    const works = chosen.text.includes('{works}') && id ? await caseWorkTitles(api, id, visitorLocale) : []
    setBody(fillTemplate(chosen.text, { name: visitorName, works, locale: visitorLocale }))
    if (chosen.subject) setSubject(fillTemplate(chosen.subject, { name: visitorName, works, locale: visitorLocale }))
  }

  async function send() {
    if (!id) return setResult(text.saveFirst)
    setBusy(true)
    setResult('')
    try {
      const response = await fetch(`${api}/inquiries/${id}/reply`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subject, text: body, attach }),
      })
      const answer = (await response.json().catch(() => null)) as { delivery?: keyof typeof text.sent; error?: Message } | null
      if (response.ok && answer?.delivery) {
        setResult(text.sent[answer.delivery])
        setBody('')
        setSubject('')
        setAttach([])
        router.refresh()
      } else setResult(answer?.error?.[language] ?? text.failed)
    } catch {
      setResult(text.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="case-reply field-type" aria-labelledby={`${bodyId}-heading`} data-testid="case-reply">
      <h3 id={`${bodyId}-heading`}>{text.reply}</h3>
      <p className="field-description">{text.replyHint}</p>
      {templates.length > 0 && (
        <>
          <label htmlFor={templateId} className="field-label">
            {text.template} ({text.languages[visitorLocale]})
          </label>
          <select id={templateId} defaultValue="" onChange={(event) => void applyTemplate(event.target.value)} data-testid="case-reply-template">
            <option value="">{text.noTemplate}</option>
            {templates.map((template) => (
              <option key={template.id} value={String(template.id)} disabled={!template.text}>
                {template.name}
                {template.text ? '' : ` ${text.missing(text.languages[visitorLocale])}`}
              </option>
            ))}
          </select>
        </>
      )}
      <label htmlFor={subjectId} className="field-label">
        {text.subject}
      </label>
      <input id={subjectId} type="text" value={subject} onChange={(event) => setSubject(event.target.value)} maxLength={300} style={{ width: '100%' }} />
      <label htmlFor={bodyId} className="field-label">
        {text.text}
      </label>
      <textarea id={bodyId} value={body} onChange={(event) => setBody(event.target.value)} rows={8} style={{ width: '100%' }} maxLength={20000} />
      {hasWorks ? (
        <fieldset className="case-reply__attach" data-testid="case-reply-attach" style={{ border: 0, padding: 0, margin: 'var(--base) 0' }}>
          <legend className="field-label">{text.attach(text.languages[visitorLocale])}</legend>
          {(
            [
              ['price-list', text.attachPriceList],
              ['sheets', text.attachSheets],
            ] as const
          ).map(([kind, label]) => (
            <label key={kind} style={{ display: 'block' }}>
              <input
                type="checkbox"
                value={kind}
                checked={attach.includes(kind)}
                onChange={(event) => setAttach((chosen) => (event.target.checked ? [...chosen, kind] : chosen.filter((other) => other !== kind)))}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <button type="button" className="btn btn--style-primary btn--size-medium" onClick={send} disabled={busy || !body.trim()}>
        {busy ? text.sending : text.send}
      </button>
      <p role="status">{result}</p>
    </section>
  )
}

/** The GDPR erasure (src/features/privacy/person.ts, eraseCase), after a confirmation that says what a sold case keeps. */
export function CaseAnonymise() {
  const language = useLanguage()
  const text = texts[language]
  const api = useApi()
  const router = useRouter()
  const { id } = useDocumentInfo()
  const anonymisedAt = useFormFields(([fields]) => fields.anonymisedAt?.value)
  const sold = useFormFields(([fields]) => fields.status?.value) === 'sold'
  const dialog = useRef<HTMLDialogElement>(null)
  const [result, setResult] = useState('')
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  const hydrated = useHydrated()
  if (!id || anonymisedAt) return null

  async function erase() {
    setBusy(true)
    try {
      const response = await fetch(`${api}/inquiries/${id}/anonymise`, { method: 'POST', credentials: 'include' })
      const answer = (await response.json().catch(() => null)) as { error?: Message } | null
      setResult(response.ok ? text.anonymised : (answer?.error?.[language] ?? text.failed))
      if (response.ok) router.refresh()
    } catch {
      setResult(text.failed)
    } finally {
      setBusy(false)
      dialog.current?.close()
    }
  }

  return (
    <div className="case-anonymise">
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => dialog.current?.showModal()} disabled={!hydrated}>
        {text.anonymise}
      </button>
      <p role="status">{result}</p>
      <dialog ref={dialog} aria-labelledby={headingId}>
        <h2 id={headingId}>{text.anonymiseAsk}</h2>
        {sold && <p data-testid="case-kept-sold">{text.keptSold}</p>}
        <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => dialog.current?.close()} disabled={busy}>
          {text.cancel}
        </button>{' '}
        <button type="button" className="btn btn--style-primary btn--size-medium" onClick={erase} disabled={busy}>
          {text.confirm}
        </button>
      </dialog>
    </div>
  )
}

const assignTexts = {
  de: { assign: 'Mir zuweisen', assigned: 'Ihnen zugewiesen.' },
  en: { assign: 'Assign to me', assigned: 'Assigned to you.' },
}

/**
 * "Mir zuweisen" under the case's assignee (issue 49 point 4): one click puts the signed-in staff
 * member there and saves the case, with whatever else was changed in the form (as Save does).
 */
export function CaseAssignToMe() {
  const language = useLanguage()
  const text = assignTexts[language]
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const { value, setValue } = useField<number | string | null>({ path: 'assignee' })
  const { submit } = useForm()
  const [status, setStatus] = useState('')
  const hydrated = useHydrated()
  const current = value && typeof value === 'object' ? (value as { id?: number | string }).id : value
  if (!id || !user) return null
  const mine = current !== null && current !== undefined && String(current) === String(user.id)
  return (
    <div className="case-assign" style={{ marginBottom: 'var(--base)' }}>
      {!mine && (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          disabled={!hydrated}
          onClick={async () => {
            setValue(user.id)
            // The form's state takes the new value on its next render: the save is told it directly.
            await submit({ overrides: { assignee: user.id } })
            setStatus(text.assigned)
          }}
        >
          {text.assign}
        </button>
      )}
      <p role="status">{mine ? '' : status}</p>
    </div>
  )
}
