'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { consentCookieStrings, enabledFor, enabledNow, initialSwitches, needsDecision, readConsent, type ConsentAction, type StoredConsent } from './consentCookies'
import { consentAttribute } from './consentScript'
import type { ConsentSetup, CookieInfo } from './loaders'
import { consentAppliedEvent, openSettingsEvent } from './openSettings'
import { syncTagManager } from './tagManager'

type View = 'closed' | 'banner' | 'settings'

/** Mirrors the view on <html>: the CSS shows the sheet and reserves room below the page by it. */
function markDocument(view: View) {
  const root = document.documentElement
  if (view === 'closed') root.removeAttribute(consentAttribute)
  else root.setAttribute(consentAttribute, view === 'banner' ? 'ask' : 'settings')
}

/**
 * The cookie banner and its settings (docs/behaviour.md#consent-storage), mounted once in the root layout. The cached
 * HTML holds the first layer hidden; the inline script of ./ConsentBanner.tsx shows it before
 * first paint when the visitor has to choose. After hydration this component takes over: it reads
 * the stored choice, writes a new one, and loads Tag Manager only when its cookie is enabled.
 *
 * A bottom sheet, not a modal: the page stays usable and scrolls clear of it (the body gets room
 * below by the sheet's height). It comes first in the document, so Tab and screen readers reach it
 * before the page.
 */
export function ConsentManager({ setup }: { setup: ConsentSetup }) {
  const t = useTranslations('consent')
  const optionalIds = useMemo(() => setup.optional.map((cookie) => cookie.id), [setup.optional])
  // Before hydration nothing is known (undefined): the first render matches the server's.
  const [stored, setStored] = useState<StoredConsent | null | undefined>(undefined)
  const [view, setView] = useState<View>('closed')
  const [switches, setSwitches] = useState<Record<string, boolean>>({})
  const [announcement, setAnnouncement] = useState('')
  const sheetRef = useRef<HTMLElement>(null)
  const settingsHeadingRef = useRef<HTMLHeadingElement>(null)
  const settingsButtonRef = useRef<HTMLButtonElement>(null)
  // Where focus goes back to when the settings close (the footer link that opened them).
  const returnFocusRef = useRef<HTMLElement | null>(null)
  const viewRef = useRef<View>('closed')
  // Focus to move once the view has rendered: into the settings, or back to their button.
  const pendingFocusRef = useRef<'settings' | 'more' | null>(null)

  const asking = stored !== undefined && needsDecision(stored, optionalIds)
  const enabled = useMemo(() => (stored === undefined ? null : enabledNow(stored, optionalIds)), [stored, optionalIds])

  const show = useCallback((next: View) => {
    viewRef.current = next
    markDocument(next)
    setView(next)
  }, [])

  // The stored choice, read once the page is in the browser (and again when the configuration changes).
  useEffect(() => {
    const current = readConsent(document.cookie)
    setStored(current)
    if (viewRef.current !== 'settings') show(needsDecision(current, optionalIds) ? 'banner' : 'closed')
  }, [optionalIds, show])

  // Tag Manager follows the choice in effect, on this very page: the page's policy admits its hosts
  // for every visitor (src/features/security/headers.mjs), and nothing of Google's loads before
  // consent. Withdrawn after loading, it goes with a reload (a loaded container cannot be unloaded).
  const gtmId = setup.gtmId
  useEffect(() => {
    if (enabled === null) return // the choice is not read yet
    const result = syncTagManager(enabled, gtmId)
    window.dispatchEvent(new CustomEvent(consentAppliedEvent, { detail: result }))
    if (result === 'withdrawn') window.location.reload()
  }, [enabled, gtmId])

  const openSettings = useCallback(
    (opener: HTMLElement | null) => {
      returnFocusRef.current = opener
      setSwitches(initialSwitches(readConsent(document.cookie), optionalIds))
      if (viewRef.current === 'settings') settingsHeadingRef.current?.focus()
      else pendingFocusRef.current = 'settings'
      show('settings')
    },
    [optionalIds, show],
  )

  // The footer link (./ConsentSettingsButton.tsx) opens the settings at any time.
  useEffect(() => {
    const onOpen = (event: Event) => openSettings((event as CustomEvent<HTMLElement | null>).detail ?? null)
    window.addEventListener(openSettingsEvent, onOpen)
    return () => window.removeEventListener(openSettingsEvent, onOpen)
  }, [openSettings])

  useEffect(() => {
    const pending = pendingFocusRef.current
    pendingFocusRef.current = null
    if (pending === 'settings' && view === 'settings') settingsHeadingRef.current?.focus()
    if (pending === 'more' && view === 'banner') settingsButtonRef.current?.focus()
  }, [view])

  // The page keeps room below for the sheet, so nothing stays hidden behind it.
  useEffect(() => {
    const sheet = sheetRef.current
    if (!sheet || typeof ResizeObserver !== 'function') return
    const root = document.documentElement
    const observer = new ResizeObserver(() => root.style.setProperty('--consent-height', `${Math.ceil(sheet.getBoundingClientRect().height)}px`))
    observer.observe(sheet)
    return () => observer.disconnect()
  }, [])

  const restoreFocus = () => {
    const target = returnFocusRef.current
    returnFocusRef.current = null
    if (target?.isConnected) target.focus()
  }

  const choose = (action: ConsentAction) => {
    const chosen = enabledFor(action, optionalIds)
    const secure = window.location.protocol === 'https:'
    for (const cookie of consentCookieStrings(chosen, optionalIds, secure)) document.cookie = cookie
    setStored(readConsent(document.cookie))
    show('closed')
    setAnnouncement(t('saved'))
    restoreFocus()
  }

  const closeSettings = () => {
    if (asking) {
      pendingFocusRef.current = 'more'
      show('banner')
    } else {
      show('closed')
      restoreFocus()
    }
  }

  const title = setup.title || t('title')
  const intro = setup.intro || t('intro')
  const actions = (
    <>
      <button type="button" className="consent__button" data-testid="consent-accept" onClick={() => choose({ kind: 'acceptAll' })}>
        {t('acceptAll')}
      </button>
      <button type="button" className="consent__button" data-testid="consent-reject" onClick={() => choose({ kind: 'rejectAll' })}>
        {t('rejectAll')}
      </button>
    </>
  )

  return (
    <>
      <section
        ref={sheetRef}
        className="consent"
        aria-labelledby="consent-title"
        data-testid="consent"
        data-view={view}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && view === 'settings') {
            event.stopPropagation()
            closeSettings()
          }
        }}
      >
        {view === 'settings' ? (
          <div className="consent__inner consent__inner--settings" id="consent-settings" data-testid="consent-settings">
            <h2 id="consent-title" className="consent__title" tabIndex={-1} ref={settingsHeadingRef}>
              {t('settingsTitle')}
            </h2>
            <p className="consent__intro">{intro}</p>
            <CookieGroup legend={t('necessary')} cookies={setup.necessary} note={t('alwaysOn')} />
            {setup.optional.length > 0 ? (
              <CookieGroup legend={t('optional')} cookies={setup.optional} switches={switches} onToggle={(id, on) => setSwitches((current) => ({ ...current, [id]: on }))} />
            ) : null}
            <div className="consent__actions">
              <button type="button" className="consent__button" data-testid="consent-save" onClick={() => choose({ kind: 'save', switches })}>
                {t('save')}
              </button>
              {actions}
            </div>
            <button type="button" className="consent__close" data-testid="consent-close" onClick={closeSettings}>
              {t('close')}
            </button>
          </div>
        ) : (
          <div className="consent__inner">
            <h2 id="consent-title" className="consent__title">
              {title}
            </h2>
            <p className="consent__intro">{intro}</p>
            {stored && asking ? <p className="consent__intro">{t('renewed')}</p> : null}
            <div className="consent__actions">
              {actions}
              <button type="button" ref={settingsButtonRef} className="consent__more" data-testid="consent-open-settings" onClick={() => openSettings(null)}>
                {t('settings')}
              </button>
            </div>
          </div>
        )}
        {/* The sheet shows only once this is parsed (consent.css), never half-read. */}
        <i className="consent__end" aria-hidden="true" />
      </section>
      <p className="consent__status" role="status" data-testid="consent-status">
        {announcement}
      </p>
    </>
  )
}

type CookieGroupProps = {
  legend: string
  cookies: CookieInfo[]
  /** Optional cookies: the switch positions; without them the cookies are shown as always on. */
  switches?: Record<string, boolean>
  onToggle?: (id: string, on: boolean) => void
  note?: string
}

function CookieGroup({ legend, cookies, switches, onToggle, note }: CookieGroupProps) {
  if (cookies.length === 0) return null
  return (
    <fieldset className="consent__group">
      <legend className="consent__legend">{legend}</legend>
      <ul className="consent__cookies">
        {cookies.map((cookie) => {
          const inputId = `consent-cookie-${cookie.id}`
          const descriptionId = `${inputId}-description`
          return (
            <li key={cookie.id} className="consent__cookie">
              <input
                id={inputId}
                type="checkbox"
                role="switch"
                className="consent__switch"
                data-testid={`consent-switch-${cookie.id}`}
                checked={switches ? switches[cookie.id] === true : true}
                disabled={!switches}
                aria-describedby={cookie.description ? descriptionId : undefined}
                onChange={(event) => onToggle?.(cookie.id, event.target.checked)}
              />
              <label htmlFor={inputId} className="consent__name">
                {cookie.name}
                {note ? <span className="consent__note"> · {note}</span> : null}
              </label>
              {cookie.description ? (
                <p id={descriptionId} className="consent__description">
                  {cookie.description}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
