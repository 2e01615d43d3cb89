'use client'

import { useEffect, useState } from 'react'
import { useLocale, useTranslations } from 'next-intl'

import { Link, getPathname } from '@/i18n/navigation'
import type { Locale } from '@/base/locales'
import { Image } from '@/ui/Image'
import { Overlay } from '@/ui/Overlay'

import { minSuggestLength, type SearchItem } from '../kinds'
import { moveActive } from '../keys'
import { searchHref, suggestHref, type SuggestResponse } from '../query'

/** Pause after the last key press before asking the server. */
const debounceMs = 150

type Answer = {
  status: 'loading' | 'done' | 'error'
  query: string
  items: SearchItem[]
  total: number
}

/** The ids the header's button points at (one header per page; the tests use them too). */
export const overlayId = 'global-search'

/**
 * The overlay of the header's search (./GlobalSearch.tsx): a combobox whose listbox suggests
 * matches while the visitor types (GET /search-suggest, debounced); the arrow keys move through
 * them, Enter opens one (or all results), Escape closes. Its own chunk, loaded when the visitor
 * first reaches for the search (issue 18: no script for features a page does not show).
 */
export function SearchOverlayPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('search')
  const locale = useLocale() as Locale
  const [value, setValue] = useState('')
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [active, setActive] = useState(-1)
  const listboxId = `${overlayId}-listbox`
  const optionId = (index: number) => `${overlayId}-option-${index}`
  const query = value.trim()
  const searchPath = getPathname({ href: '/search', locale })
  const close = onClose

  useEffect(() => {
    if (!open || query.length < minSuggestLength) return
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      setAnswer((previous) => ({
        status: 'loading',
        query,
        items: previous?.items ?? [],
        total: previous?.total ?? 0,
      }))
      try {
        const response = await fetch(suggestHref(query, locale), {
          signal: controller.signal,
        })
        if (!response.ok) throw new Error(String(response.status))
        const data = (await response.json()) as SuggestResponse
        setAnswer({
          status: 'done',
          query,
          items: data.items,
          total: data.total,
        })
        setActive(-1)
      } catch {
        if (!controller.signal.aborted)
          setAnswer((previous) => ({
            status: 'error',
            query,
            items: previous?.items ?? [],
            total: 0,
          }))
      }
    }, debounceMs)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [open, query, locale])

  const shown = query.length >= minSuggestLength ? answer : null
  const items = shown?.items ?? []
  const allHref = searchHref({ q: query })
  // The suggestions, then "all results" as the last option.
  const optionCount = shown && shown.total > 0 ? items.length + 1 : 0
  const activeIndex = active < optionCount ? active : -1

  const status =
    query.length < minSuggestLength
      ? t('typeMore')
      : !shown || (shown.status === 'loading' && items.length === 0)
        ? t('loading')
        : shown.status === 'error'
          ? t('failed')
          : t('count', { count: shown.total })

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setActive(moveActive(activeIndex, optionCount, event.key))
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault()
      document.getElementById(optionId(activeIndex))?.querySelector<HTMLAnchorElement>('a')?.click()
    } else if (event.key === 'Escape') {
      // Closes the overlay and keeps the query for next time: a search field's own Escape would
      // clear it instead, and the dialog around it would then not hear the key.
      event.preventDefault()
      onClose()
    }
  }

  // The chosen option stays in view in a long list.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${overlayId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' })
  }, [activeIndex])

  return (
    <Overlay id={overlayId} open={open} onClose={close} label={t('dialog')} className="search-overlay">
      <form
        role="search"
        action={searchPath}
        method="get"
        className="search-overlay__form"
        onSubmit={(event) => {
          // With suggestions, Enter opens all results in the app; without, the form loads the page.
          const all = document.getElementById(optionId(optionCount - 1))?.querySelector<HTMLAnchorElement>('a')
          if (all && query.length >= minSuggestLength) {
            event.preventDefault()
            all.click()
          }
        }}
      >
        <label htmlFor={`${overlayId}-input`} className="search__hidden">
          {t('label')}
        </label>
        <input
          id={`${overlayId}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={optionCount > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={`${overlayId}-keys`}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          placeholder={t('placeholder')}
          className="search-overlay__input"
          data-testid="search-overlay-input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="search-overlay__close" onClick={close}>
          {t('close')}
        </button>
      </form>
      <p id={`${overlayId}-keys`} className="search-overlay__keys">
        {t('keys')}
      </p>
      <p className="search-overlay__status" role="status" aria-live="polite" data-testid="search-overlay-status">
        {status}
      </p>
      <ul id={listboxId} role="listbox" aria-label={t('suggestions')} className="search-overlay__list" data-testid="search-overlay-list">
        {optionCount > 0
          ? items.map((item, index) => (
              <li
                key={item.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className="search-option"
                data-kind={item.kind}
                onMouseMove={() => setActive(index)}
              >
                <Link href={item.href} tabIndex={-1} className="search-option__link" onClick={close}>
                  <span className="search-option__media">{item.image ? <Image image={item.image} sizes="48px" alt="" className="search-option__image" /> : null}</span>
                  <span className="search-option__text">
                    <span className="search-option__title">{item.title}</span>
                    <span className="search-option__meta">
                      {t(`kind.${item.kind}`)}
                      {item.subtitle ? ` · ${item.subtitle}` : ''}
                    </span>
                  </span>
                </Link>
              </li>
            ))
          : null}
        {optionCount > 0 && shown ? (
          <li
            id={optionId(items.length)}
            role="option"
            aria-selected={activeIndex === items.length}
            className="search-option search-option--all"
            onMouseMove={() => setActive(items.length)}
          >
            <Link href={allHref} tabIndex={-1} className="search-option__link" onClick={close} data-testid="search-overlay-all">
              {t('showAll', { count: shown.total, query: shown.query })}
            </Link>
          </li>
        ) : null}
      </ul>
    </Overlay>
  )
}
