'use client'

import { useConfig, useSelection, useTranslation } from '@payloadcms/ui'
import { useRouter, useSearchParams } from 'next/navigation'
import { useId, useRef, useState } from 'react'

import { draftLinkTexts, draftNames, type DraftLinkView } from './draftLinkTexts'
import { adminApi } from './adminApi'

type Action = { name: string; data: Record<string, unknown>; draft?: boolean }

/** What staff change on many works at once from the list (issue 19 point 4). */
const actions: Action[] = [
  { name: 'publish', data: { _status: 'published' }, draft: true },
  { name: 'unpublish', data: { _status: 'draft' } },
  { name: 'sold', data: { sold: true } },
  { name: 'available', data: { sold: false } },
  { name: 'onRequest', data: { priceOnRequest: true } },
  { name: 'priceShown', data: { priceOnRequest: false } },
]

const works = { de: (n: number) => (n === 1 ? 'ein Werk' : `${n} Werke`), en: (n: number) => (n === 1 ? 'one work' : `${n} works`) }

const texts = {
  de: {
    heading: (n: number) => `Für ${works.de(n)} in der Auswahl:`,
    buttons: {
      publish: 'Veröffentlichen',
      unpublish: 'Veröffentlichung aufheben',
      sold: 'Als verkauft markieren',
      available: 'Als verfügbar markieren',
      onRequest: 'Preis auf Anfrage',
      priceShown: 'Preis zeigen',
    },
    ask: {
      publish: (n: number) => `${works.de(n)} veröffentlichen?`,
      unpublish: (n: number) => `Veröffentlichung von ${works.de(n)} aufheben?`,
      sold: (n: number) => `${works.de(n)} als verkauft markieren?`,
      available: (n: number) => `${works.de(n)} als verfügbar markieren?`,
      onRequest: (n: number) => `Für ${works.de(n)} „Preis auf Anfrage“ setzen?`,
      priceShown: (n: number) => `Für ${works.de(n)} den Preis zeigen?`,
    },
    explain: 'Jede Änderung kommt in die Versionsgeschichte des Werks; veröffentlichte Änderungen sind in wenigen Sekunden auf der Website.',
    drafts: (drafts: DraftLinkView[]) =>
      `${draftNames(drafts, 'de')} ${drafts.length === 1 ? 'ist noch ein Entwurf und wird' : 'sind noch Entwürfe und werden'} mit veröffentlicht; sonst erschienen die Werke ohne ${drafts.length === 1 ? 'diese Verknüpfung' : 'diese Verknüpfungen'} (etwa ohne den Namen ihrer Künstler:in).`,
    publishBoth: (drafts: DraftLinkView[]) => `Werke und ${drafts.length === 1 ? 'Entwurf' : 'Entwürfe'} veröffentlichen`,
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    done: (n: number) => `${works.de(n)} geändert.`,
    partly: (n: number, failed: number) =>
      `${works.de(n)} geändert, ${failed} nicht: ${failed === 1 ? 'es wurde' : 'sie wurden'} inzwischen gelöscht oder ${failed === 1 ? 'ist' : 'sind'} gesperrt.`,
    failed: 'Die Änderung ist fehlgeschlagen; nichts wurde geändert. Bitte erneut versuchen.',
  },
  en: {
    heading: (n: number) => `For ${works.en(n)} in the selection:`,
    buttons: { publish: 'Publish', unpublish: 'Unpublish', sold: 'Mark sold', available: 'Mark available', onRequest: 'Price on request', priceShown: 'Show price' },
    ask: {
      publish: (n: number) => `Publish ${works.en(n)}?`,
      unpublish: (n: number) => `Unpublish ${works.en(n)}?`,
      sold: (n: number) => `Mark ${works.en(n)} as sold?`,
      available: (n: number) => `Mark ${works.en(n)} as available?`,
      onRequest: (n: number) => `Set "price on request" for ${works.en(n)}?`,
      priceShown: (n: number) => `Show the price of ${works.en(n)}?`,
    },
    explain: 'Every change goes into the work’s version history; published changes reach the website within seconds.',
    drafts: (drafts: DraftLinkView[]) =>
      `${draftNames(drafts, 'en')} ${drafts.length === 1 ? 'is still a draft and is' : 'are still drafts and are'} published with them; otherwise the works would appear without ${drafts.length === 1 ? 'that link' : 'those links'} (without their artist’s name, say).`,
    publishBoth: (drafts: DraftLinkView[]) => `Publish works and ${drafts.length === 1 ? 'draft' : 'drafts'}`,
    confirm: 'Confirm',
    cancel: 'Cancel',
    done: (n: number) => `${works.en(n)} changed.`.replace(/^./, (first) => first.toUpperCase()),
    partly: (n: number, failed: number) => `${works.en(n)} changed, ${failed} not: deleted or locked meanwhile.`.replace(/^./, (first) => first.toUpperCase()),
    failed: 'The change failed; nothing was changed. Please try again.',
  },
}

/**
 * The selection as a REST query: the chosen ids, or with "select all" every work the list's
 * filter and search hold (the search as the export reads it: title or inventory number).
 */
function selectionQuery(ids: Array<number | string>, all: boolean, list: URLSearchParams): string {
  const query = new URLSearchParams()
  if (!all) {
    ids.forEach((id, index) => query.append(`where[id][in][${index}]`, String(id)))
    return query.toString()
  }
  for (const [name, value] of list.entries()) if (name.startsWith('where[')) query.append(name.replace(/^where/, 'where[and][0]'), value)
  const search = list.get('search')?.trim()
  if (search) {
    query.append('where[and][1][or][0][title][like]', search)
    query.append('where[and][1][or][1][inventory][like]', search)
  }
  if (![...query.keys()].length) query.append('where[id][exists]', 'true')
  return query.toString()
}

/** Above the artworks list: changes to every selected work, each after a confirmation naming how many. */
export function BulkActions() {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'de'
  const text = texts[language]
  const { config } = useConfig()
  const { count, selectedIDs, selectAll, toggleAll } = useSelection()
  const searchParams = useSearchParams()
  const router = useRouter()
  const dialog = useRef<HTMLDialogElement>(null)
  const [pending, setPending] = useState<Action | null>(null)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState('')
  // The drafts the selected works link to (their artists), published with them (src/cms/hooks/draftLinks.ts).
  const [drafts, setDrafts] = useState<DraftLinkView[]>([])
  const headingId = useId()

  async function ask(action: Action) {
    setResult('')
    setDrafts([])
    if (action.name === 'publish') {
      const query = selectionQuery(selectedIDs, String(selectAll) === 'allAvailable', searchParams)
      try {
        const response = await fetch(`${adminApi(config)}/artworks/draft-links?${query}`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', 'accept-language': language },
          body: '{}',
        })
        if (!response.ok) throw new Error(String(response.status))
        setDrafts(((await response.json()) as { drafts: DraftLinkView[] }).drafts)
      } catch {
        setResult(draftLinkTexts[language].failed)
        return
      }
    }
    setPending(action)
    dialog.current?.showModal()
  }

  async function apply() {
    if (!pending) return
    setBusy(true)
    const query = selectionQuery(selectedIDs, String(selectAll) === 'allAvailable', searchParams)
    try {
      const response = await fetch(`${adminApi(config)}/artworks?${query}&depth=0${pending.draft ? '&draft=true' : ''}${drafts.length > 0 ? '&publishLinked=true' : ''}`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify(pending.data),
      })
      const body = (await response.json().catch(() => null)) as { docs?: unknown[]; errors?: unknown[] } | null
      const changed = body?.docs?.length ?? 0
      const failed = body?.errors?.length ?? 0
      setResult(response.ok || changed > 0 ? (failed > 0 ? text.partly(changed, failed) : text.done(changed)) : text.failed)
      if (changed > 0) {
        // Clears the selection (Payload's own bulk actions do the same).
        toggleAll()
        router.refresh()
      }
    } catch {
      setResult(text.failed)
    } finally {
      setBusy(false)
      setPending(null)
      dialog.current?.close()
    }
  }

  return (
    <div className="bulk-actions">
      {count > 0 && (
        <div className="bulk-actions__bar" role="group" aria-label={text.heading(count)}>
          <span>{text.heading(count)}</span>
          {actions.map((action) => (
            <button key={action.name} type="button" className="btn btn--style-secondary btn--size-small" onClick={() => ask(action)}>
              {text.buttons[action.name as keyof typeof text.buttons]}
            </button>
          ))}
        </div>
      )}
      <p role="status" className="bulk-actions__result">
        {result}
      </p>
      <dialog ref={dialog} className="bulk-actions__dialog" aria-labelledby={headingId} onClose={() => setPending(null)}>
        <h2 id={headingId}>{pending ? text.ask[pending.name as keyof typeof text.ask](count) : ''}</h2>
        <p>{text.explain}</p>
        {pending?.name === 'publish' && drafts.length > 0 && <p className="bulk-actions__drafts">{text.drafts(drafts)}</p>}
        <div className="bulk-actions__dialog-buttons">
          <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => dialog.current?.close()} disabled={busy}>
            {text.cancel}
          </button>
          <button type="button" className="btn btn--style-primary btn--size-medium" onClick={apply} disabled={busy} autoFocus>
            {pending?.name === 'publish' && drafts.length > 0 ? text.publishBoth(drafts) : text.confirm}
          </button>
        </div>
      </dialog>
    </div>
  )
}
