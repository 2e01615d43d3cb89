'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { useId, useRef, useState } from 'react'

import type { ImportEvent } from '../endpoints'
import type { ImportSummary, RowOutcome } from '../importCatalogue'
import { changesText, newArtistsText, publishedArtistsText } from '../report'
import { catalogueTextsFor } from './catalogueTexts'
import { adminApi } from '@/cms/admin/adminApi'
import { useHydrated } from '@/base/useHydrated'

type Phase =
  | { kind: 'idle' }
  | { kind: 'running'; dryRun: boolean; done: number; total: number }
  | { kind: 'done'; dryRun: boolean; publish: boolean; summary: ImportSummary }
  | { kind: 'error'; message: string }

/**
 * The admin's catalogue import (issue 19): a file, optional pictures, a dry run that shows row by
 * row what would happen, then the import itself with a progress bar. The server answers a line of
 * JSON per step (src/features/catalogue/endpoints.ts).
 */
export function CatalogueImport() {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'de'
  const text = catalogueTextsFor(language)
  const { config } = useConfig()
  const form = useRef<HTMLFormElement>(null)
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  // The import is offered once the same files passed a dry run.
  const [checked, setChecked] = useState(false)
  const [onlyProblems, setOnlyProblems] = useState(false)
  const ids = { file: useId(), images: useId(), publish: useId(), force: useId(), hint: useId(), progress: useId() }

  async function send(dryRun: boolean) {
    if (!form.current?.reportValidity()) return
    const body = new FormData(form.current)
    body.set('dryRun', String(dryRun))
    body.set('publish', String(body.get('publish') === 'on'))
    body.set('force', String(body.get('force') === 'on'))
    setPhase({ kind: 'running', dryRun, done: 0, total: 0 })
    try {
      const response = await fetch(`${adminApi(config)}/artworks/catalogue/import`, { method: 'POST', body, credentials: 'include' })
      if (!response.ok || !response.body) {
        const refusal = (await response.json().catch(() => null)) as { error?: Record<string, string> } | null
        setPhase({ kind: 'error', message: refusal?.error?.[language] ?? text.failed })
        return
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      let buffered = ''
      let ended = false
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffered += value
        const lines = buffered.split('\n')
        buffered = lines.pop() ?? ''
        for (const line of lines.filter(Boolean)) {
          const event = JSON.parse(line) as ImportEvent
          if ('progress' in event) setPhase({ kind: 'running', dryRun, ...event.progress })
          else if ('summary' in event) {
            ended = true
            setPhase({ kind: 'done', dryRun: event.dryRun, publish: event.publish, summary: event.summary })
            setChecked(event.dryRun)
          } else {
            ended = true
            setPhase({ kind: 'error', message: event.error[language] })
          }
        }
      }
      if (!ended) setPhase({ kind: 'error', message: text.failed })
    } catch {
      setPhase({ kind: 'error', message: text.failed })
    }
  }

  const hydrated = useHydrated()
  const running = phase.kind === 'running'
  const rows: RowOutcome[] = phase.kind === 'done' ? phase.summary.outcomes.filter((row) => !onlyProblems || row.action === 'refused' || row.action === 'conflict') : []
  const newArtists = phase.kind === 'done' ? newArtistsText(phase.summary.newArtists, phase) : null
  const publishedArtists = phase.kind === 'done' ? publishedArtistsText(phase.summary.publishedArtists ?? [], phase) : null
  return (
    <div className="catalogue-import">
      <p>{text.intro}</p>
      <form ref={form} onChange={() => setChecked(false)} onSubmit={(event) => event.preventDefault()}>
        <div className="catalogue-import__field">
          <label htmlFor={ids.file}>{text.file}</label>
          <input id={ids.file} name="file" type="file" required accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" disabled={running} />
        </div>
        <div className="catalogue-import__field">
          <label htmlFor={ids.images}>{text.images}</label>
          <input id={ids.images} name="images" type="file" accept=".zip,application/zip" aria-describedby={`${ids.images}-hint`} disabled={running} />
          <p id={`${ids.images}-hint`} className="catalogue-import__hint">
            {text.imagesHint}
          </p>
        </div>
        <div className="catalogue-import__field catalogue-import__check">
          <input id={ids.publish} name="publish" type="checkbox" disabled={running} />
          <label htmlFor={ids.publish}>{text.publish}</label>
        </div>
        <div className="catalogue-import__field catalogue-import__check">
          <input id={ids.force} name="force" type="checkbox" disabled={running} />
          <label htmlFor={ids.force}>{text.force}</label>
        </div>
        <div className="catalogue-import__buttons">
          <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => send(true)} disabled={running || !hydrated}>
            {text.check}
          </button>
          <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => send(false)} disabled={running || !checked} aria-describedby={ids.hint}>
            {text.run}
          </button>
          <span id={ids.hint} className="catalogue-import__hint">
            {checked ? '' : text.runHint}
          </span>
        </div>
      </form>
      <div role="status" aria-live="polite" className="catalogue-import__status">
        {running && (
          <>
            <label htmlFor={ids.progress}>{phase.total ? text.running(phase.done, phase.total) : text.starting}</label>
            <progress id={ids.progress} max={phase.total || 1} value={phase.total ? phase.done : undefined} />
          </>
        )}
        {phase.kind === 'done' && (
          <p>
            <strong>{phase.dryRun ? text.checked : text.imported}</strong> {text.counts(phase.summary.counts)}
          </p>
        )}
        {newArtists && <p className="catalogue-import__new-artists">{newArtists[language]}</p>}
        {publishedArtists && <p className="catalogue-import__published-artists">{publishedArtists[language]}</p>}
        {phase.kind === 'error' && (
          <p role="alert" className="catalogue-import__error">
            {phase.message}
          </p>
        )}
      </div>
      {phase.kind === 'done' && phase.summary.outcomes.length > 0 && (
        <>
          <div className="catalogue-import__field catalogue-import__check">
            <input id={`${ids.file}-only`} type="checkbox" checked={onlyProblems} onChange={(event) => setOnlyProblems(event.target.checked)} />
            <label htmlFor={`${ids.file}-only`}>{text.onlyProblems}</label>
          </div>
          <div className="catalogue-import__table">
            <table>
              <thead>
                <tr>
                  <th scope="col">{text.line}</th>
                  <th scope="col">{text.inventory}</th>
                  <th scope="col">{text.outcome}</th>
                  <th scope="col">{text.reasons}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.line} data-action={row.action}>
                    <td>{row.line}</td>
                    <td>{row.inventory}</td>
                    <td>{text.actions[row.action]}</td>
                    <td>{[changesText(row.changes), ...row.reasons].flatMap((reason) => (reason ? [reason[language]] : [])).join('; ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}
