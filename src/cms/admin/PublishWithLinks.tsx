'use client'

import { PublishButton, toast, useConfig, useDocumentInfo, useForm, useLocale, useTranslation } from '@payloadcms/ui'
import { useId, useRef, useState, type MouseEvent } from 'react'

import { draftLinkTexts, type DraftLinkView } from './draftLinkTexts'
import { adminApi } from './adminApi'

/**
 * Payload's Publish button, asking first when the document links to drafts (issue 45 point 5):
 * a click on it (or on "publish in …" of its menu) asks the server which linked documents are
 * drafts (`POST /api/{collection}/draft-links` with the form's values); with none, the click goes on
 * to Payload's own publish. With some, a dialog names them and offers to publish them too — then the
 * document is published with `?publishLinked=true`, which publishes the drafts in the same save
 * (src/cms/hooks/draftLinks.ts). The server refuses a publish that links to a draft either way.
 */
export function PublishWithLinks() {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'de'
  const text = draftLinkTexts[language]
  const { config } = useConfig()
  const { id, collectionSlug, setHasPublishedDoc, setUnpublishedVersionCount, setMostRecentVersionIsAutosaved } = useDocumentInfo()
  const { getData, submit } = useForm()
  const { code: locale } = useLocale()
  const dialog = useRef<HTMLDialogElement>(null)
  const passing = useRef(false)
  const [drafts, setDrafts] = useState<DraftLinkView[]>([])
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  const api = adminApi(config)

  async function intercept(event: MouseEvent<HTMLDivElement>) {
    const button = (event.target as HTMLElement).closest('button')
    if (passing.current || !button || !collectionSlug || !['action-save', 'publish-locale'].includes(button.id)) return
    event.preventDefault()
    event.stopPropagation()
    try {
      const response = await fetch(`${api}/${collectionSlug}/draft-links`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify({ id, data: getData() }),
      })
      if (!response.ok) throw new Error(String(response.status))
      const found = ((await response.json()) as { drafts: DraftLinkView[] }).drafts
      if (found.length === 0) {
        // Nothing to ask: Payload's own publish goes on.
        passing.current = true
        button.click()
        passing.current = false
        return
      }
      setDrafts(found)
      dialog.current?.showModal()
    } catch {
      toast.error(text.failed)
    }
  }

  async function publishBoth() {
    if (!collectionSlug) return
    setBusy(true)
    const query = new URLSearchParams({ depth: '0', locale, publishLinked: 'true' })
    const result = await submit({
      action: `${api}/${collectionSlug}${id ? `/${id}` : ''}?${query}`,
      method: id ? 'PATCH' : 'POST',
      overrides: { _status: 'published' },
    })
    setBusy(false)
    dialog.current?.close()
    if (result) {
      setUnpublishedVersionCount(0)
      setMostRecentVersionIsAutosaved(false)
      setHasPublishedDoc(true)
    }
  }

  return (
    <div className="publish-with-links" onClickCapture={intercept}>
      <PublishButton />
      <dialog ref={dialog} className="bulk-actions__dialog publish-with-links__dialog" aria-labelledby={headingId}>
        <h2 id={headingId}>{text.heading}</h2>
        <p>{text.explain(drafts)}</p>
        <div className="bulk-actions__dialog-buttons">
          <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => dialog.current?.close()} disabled={busy}>
            {text.cancel}
          </button>
          <button type="button" className="btn btn--style-primary btn--size-medium" onClick={publishBoth} disabled={busy} autoFocus>
            {text.both(drafts)}
          </button>
        </div>
      </dialog>
    </div>
  )
}
