'use client'

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { useLocale, useTranslations } from 'next-intl'

import { lazyPart } from '@/ui/lazyPart'
import { getPathname, usePathname } from '@/i18n/navigation'
import type { Locale } from '@/base/locales'
import { useHydrated } from '@/base/useHydrated'

import { opensSearch } from '../keys'

type PanelProps = { open: boolean; onClose: () => void }

const overlayId = 'global-search'

/** The overlay's own chunk (./SearchOverlayPanel.tsx), fetched once. */
const panelPart = lazyPart<ComponentType<PanelProps>>(() => import('./SearchOverlayPanel').then((module) => module.SearchOverlayPanel))

/**
 * The header's search (docs/behaviour.md#global-search, globalSearchEnabled): a link to /search that, once scripts run,
 * becomes a button opening an overlay, also opened with `/` outside fields. The overlay and its
 * suggestions are fetched when the visitor first points at, focuses or opens the search, not with
 * the page (issue 18); the overlay opens once they are there, so focus lands in its field.
 */
export function GlobalSearch() {
  const t = useTranslations('search')
  const locale = useLocale() as Locale
  const pathname = usePathname()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const searchPath = getPathname({ href: '/search', locale })

  const keep = useCallback((component: ComponentType<PanelProps> | null) => component && setPanel(() => component), [])
  const prepare = useCallback(() => panelPart.load().then(keep), [keep])
  const warm = useCallback(() => void panelPart.warm().then(keep), [keep])
  // A panel that fails to load has been through the recovery (lazyPart: the event, the guarded
  // reload); only when the guard holds the reload back does the results page do the same job.
  const openSearch = useCallback(() => {
    prepare().then(
      () => setOpen(true),
      () => window.location.assign(searchPath),
    )
  }, [prepare, searchPath])

  // `/` anywhere outside a field opens the search; focus returns to the button when it closes.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { key, ctrlKey, metaKey, altKey } = event // getters of the event: a spread would drop them
      if (open || event.defaultPrevented || !opensSearch({ key, ctrlKey, metaKey, altKey, target: event.target as HTMLElement | null })) return
      event.preventDefault()
      buttonRef.current?.focus()
      openSearch()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, openSearch])

  // A navigation (to a suggestion or the results) closes the overlay.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
  }

  const close = useCallback(() => setOpen(false), [])

  const trigger = hydrated ? (
    <button
      ref={buttonRef}
      type="button"
      className="search-button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={overlayId}
      aria-keyshortcuts="/"
      title={t('buttonHint')}
      data-testid="search-button"
      onPointerEnter={warm}
      onFocus={warm}
      onClick={openSearch}
    >
      <span className="search-button__icon" aria-hidden="true" />
      <span className="search-button__label">{t('button')}</span>
    </button>
  ) : (
    <a href={searchPath} className="search-button" data-testid="search-button">
      <span className="search-button__icon" aria-hidden="true" />
      <span className="search-button__label">{t('button')}</span>
    </a>
  )

  return (
    <>
      {trigger}
      {hydrated && Panel ? <Panel open={open} onClose={close} /> : null}
    </>
  )
}
