'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { adminApi } from '@/cms/admin/adminApi'

import type { Decisions, ImportOutcome, PlannedRow } from '../importContacts'

/**
 * Above the contacts list (issue 49 point 1): an address list (CSV or XLSX) checked first — what
 * becomes new, what joins a contact with the same address, what may be a duplicate by name, what
 * is refused and why — and imported once staff have decided each possible duplicate.
 */
const texts = {
  de: {
    open: 'Adressliste importieren (CSV oder XLSX)',
    file: 'Datei',
    hint: 'Spalten: Name, E-Mail (mehrere mit Komma), Organisation, Sprache, Schlagwörter, Notizen, Newsletter (ja/nein). Erst wird geprüft, dann importiert; an bestehenden Kontakten wird nichts überschrieben.',
    check: 'Prüfen',
    run: 'Importieren',
    busy: 'Einen Moment …',
    lines: 'Zeile',
    name: 'Name',
    emails: 'E-Mail',
    what: 'Was geschieht',
    new: 'neuer Kontakt',
    update: (name: string) => `ergänzt „${name}“ (gleiche Adresse)`,
    duplicate: 'möglicherweise doppelt (gleicher Name):',
    leave: 'erst einmal nicht importieren',
    makeNew: 'als neuen Kontakt anlegen',
    mergeInto: (name: string, emails: string) => `mit „${name}“ (${emails}) zusammenführen`,
    refused: 'nicht importiert:',
    done: (outcome: ImportOutcome) => `${outcome.created} neu angelegt, ${outcome.updated} ergänzt, ${outcome.left} offen gelassen, ${outcome.refused} abgelehnt.`,
    failed: 'Das hat nicht geklappt. Bitte erneut versuchen.',
  },
  en: {
    open: 'Import an address list (CSV or XLSX)',
    file: 'File',
    hint: 'Columns: Name, Email (several separated by commas), Organisation, Language, Tags, Notes, Newsletter (yes/no). It is checked first, then imported; nothing on an existing contact is overwritten.',
    check: 'Check',
    run: 'Import',
    busy: 'One moment …',
    lines: 'Line',
    name: 'Name',
    emails: 'Email',
    what: 'What happens',
    new: 'new contact',
    update: (name: string) => `adds to "${name}" (same address)`,
    duplicate: 'possibly a duplicate (same name):',
    leave: 'do not import for now',
    makeNew: 'make a new contact',
    mergeInto: (name: string, emails: string) => `merge with "${name}" (${emails})`,
    refused: 'not imported:',
    done: (outcome: ImportOutcome) => `${outcome.created} created, ${outcome.updated} added to, ${outcome.left} left open, ${outcome.refused} refused.`,
    failed: 'That did not work. Please try again.',
  },
}

type Message = { de: string; en: string }

export function ContactImport() {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'de'
  const t = texts[language]
  const { config } = useConfig()
  const router = useRouter()
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  // A file chosen while the admin was still loading (its change event reached no handler): taken up
  // once the importer is live, so the check does not wait for the file to be chosen a second time.
  useEffect(() => {
    const chosen = fileInput.current?.files?.[0]
    if (chosen) setFile(chosen)
  }, [])
  const [plan, setPlan] = useState<PlannedRow[] | null>(null)
  const [decisions, setDecisions] = useState<Decisions>({})
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)

  async function send(dryRun: boolean) {
    if (!file) return
    setBusy(true)
    setStatus(t.busy)
    const format = /\.xlsx$/i.test(file.name) ? 'xlsx' : 'csv'
    const query = new URLSearchParams({ format, ...(dryRun ? { dryRun: '1' } : { decisions: JSON.stringify(decisions) }) })
    try {
      const response = await fetch(`${adminApi(config)}/contacts/import?${query}`, { method: 'POST', credentials: 'include', body: file })
      const answer = (await response.json().catch(() => null)) as { plan?: PlannedRow[]; outcome?: ImportOutcome; error?: Message } | null
      if (answer?.plan) {
        setPlan(answer.plan)
        setDecisions({})
        setStatus('')
      } else if (answer?.outcome) {
        setPlan(null)
        setStatus(t.done(answer.outcome))
        router.refresh()
      } else setStatus(answer?.error?.[language] ?? t.failed)
    } catch {
      setStatus(t.failed)
    } finally {
      setBusy(false)
    }
  }

  function what(row: PlannedRow) {
    if (row.action === 'new') return t.new
    if (row.action === 'update') return t.update(row.contact.name)
    if (row.action === 'refused') return `${t.refused} ${row.reason[language]}`
    const key = String(row.lines[0])
    return (
      <label>
        {t.duplicate}{' '}
        <select
          value={decisions[key] === undefined ? '' : String(decisions[key])}
          onChange={(event) => {
            const value = event.target.value
            setDecisions((current) => {
              const next = { ...current }
              if (value === '') delete next[key]
              else next[key] = value === 'new' ? 'new' : Number(value)
              return next
            })
          }}
          data-testid={`contact-import-decision-${key}`}
        >
          <option value="">{t.leave}</option>
          <option value="new">{t.makeNew}</option>
          {row.candidates.map((known) => (
            <option key={known.id} value={String(known.id)}>
              {t.mergeInto(known.name, known.emails.join(', '))}
            </option>
          ))}
        </select>
      </label>
    )
  }

  return (
    <details className="contact-import" data-testid="contact-import" style={{ marginBottom: '1.5rem' }}>
      <summary>{t.open}</summary>
      <p className="field-description">{t.hint}</p>
      <label htmlFor={fileId} className="field-label">
        {t.file}
      </label>
      <input
        id={fileId}
        ref={fileInput}
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null)
          setPlan(null)
          setStatus('')
        }}
      />{' '}
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={!file || busy} onClick={() => void send(true)}>
        {t.check}
      </button>
      {plan && (
        <>
          <table className="contact-import__plan">
            <thead>
              <tr>
                <th scope="col">{t.lines}</th>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.emails}</th>
                <th scope="col">{t.what}</th>
              </tr>
            </thead>
            <tbody>
              {plan.map((row) => (
                <tr key={row.lines.join('-')} data-action={row.action}>
                  <td>{row.lines.join(', ')}</td>
                  <td>{row.name}</td>
                  <td>{row.emails.join(', ')}</td>
                  <td>{what(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="btn btn--style-primary btn--size-small" disabled={busy} onClick={() => void send(false)}>
            {t.run}
          </button>
        </>
      )}
      <p role="status">{status}</p>
    </details>
  )
}
