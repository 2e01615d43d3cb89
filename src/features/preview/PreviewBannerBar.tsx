'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import { samePage } from './samePage'

type Props = {
  label: string
  text: string
  exitLabel: string
  /** The exit route in the page's language: the form posts to it without JavaScript, the script with fetch. */
  exitUrl: string
  /** Where the live preview's unsaved values are posted. */
  liveUrl: string
  /** The page the preview was opened on (browser path); null when unknown. */
  previewPath: string | null
}

/**
 * The preview banner's bar. It ends the preview when the editor leaves the previewed page
 * (docs/behaviour.md#navigation-ends-preview: navigation closes any open preview), and in the admin's live preview it tells the
 * admin it is ready, posts the values being typed and refreshes the page with them, and
 * refreshes after a save.
 */
export function PreviewBannerBar({ label, text, exitLabel, exitUrl, liveUrl, previewPath }: Props) {
  const router = useRouter()
  const pathname = usePathname()
  const ended = useRef(false)
  /** Set once the live preview's messages are listened to (tests and the admin wait for it). */
  const [ready, setReady] = useState(false)

  const exit = useCallback(
    async (then: 'refresh' | 'reload') => {
      if (ended.current) return
      ended.current = true
      await fetch(exitUrl, { method: 'POST', credentials: 'same-origin' }).catch(() => null)
      if (then === 'reload') window.location.reload()
      else router.refresh()
    },
    [exitUrl, router],
  )

  useEffect(() => {
    if (previewPath && !samePage(window.location.pathname, previewPath)) void exit('refresh')
  }, [pathname, previewPath, exit])

  useEffect(() => {
    const admin = window.parent !== window ? window.parent : (window.opener as Window | null)
    admin?.postMessage({ type: 'payload-live-preview', ready: true }, window.location.origin)
    let timer: number | undefined
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || ended.current) return
      const message = event.data as { type?: unknown; data?: unknown; collectionSlug?: unknown; locale?: unknown } | null
      if (!message || typeof message !== 'object') return
      if (message.type === 'payload-document-event') router.refresh()
      if (message.type !== 'payload-live-preview' || !message.data || typeof message.data !== 'object') return
      window.clearTimeout(timer)
      timer = window.setTimeout(async () => {
        const body = JSON.stringify({ collection: message.collectionSlug, locale: message.locale, data: message.data })
        const response = await fetch(liveUrl, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body }).catch(() => null)
        if (response?.ok) router.refresh()
      }, 250)
    }
    window.addEventListener('message', onMessage)
    setReady(true)
    return () => {
      window.removeEventListener('message', onMessage)
      window.clearTimeout(timer)
    }
  }, [liveUrl, router])

  return (
    <>
      <div className="preview-banner__spacer" aria-hidden="true" />
      <aside className="preview-banner" aria-label={label} data-testid="preview-banner" data-ready={ready ? 'true' : undefined}>
        <strong className="preview-banner__label">{label}</strong>
        <span className="preview-banner__text">{text}</span>
        {/* A form, not a link: the site prefetches visible links, and a prefetch must not end the preview. */}
        <form
          method="post"
          action={exitUrl}
          className="preview-banner__form"
          onSubmit={(event) => {
            event.preventDefault()
            void exit('reload')
          }}
        >
          <button type="submit" className="preview-banner__exit" data-testid="preview-exit">
            {exitLabel}
          </button>
        </form>
      </aside>
    </>
  )
}
