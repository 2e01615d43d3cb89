'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react'

import { useRouter } from '@/i18n/navigation'

import { explorerSearchParams, parseExplorerQuery, sorts, type FilterKey, type SearchParams, type Sort } from '@/features/routing/explorerQuery'

/** An option of a facet: its label when it is not the value itself, `checked` and `hex` only when set. */
export type FacetOption = { value: string; label?: string; count: number; checked?: true; hex?: string }
export type FacetView = { key: FilterKey; label: string; options: FacetOption[]; single?: boolean }

type ExplorerFiltersProps = {
  facets: FacetView[]
  sort: Sort
  /** A price range typed by the visitor (not one of the presets), to show in the min/max fields. */
  customPrice: { min: number | null; max: number | null } | null
}

/** The form's fields as the explorer's canonical query string (page back to 1). */
function searchOf(form: HTMLFormElement): string {
  const params: SearchParams = {}
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string') continue
    const current = params[key]
    params[key] = current === undefined ? value : [...(Array.isArray(current) ? current : [current]), value]
  }
  return explorerSearchParams({ ...parseExplorerQuery(params), page: 1 }).toString()
}

/**
 * The explorer's filters and sort order: a plain GET form, so it works without JavaScript (the
 * "Apply" button submits it). With JavaScript every change applies at once and lands in the URL,
 * so the address is shareable and the back button restores the previous selection. Each facet is
 * a native disclosure (`<details>`): keyboard- and screen-reader-usable without extra code.
 */
export function ExplorerFilters({ facets, sort, customPrice }: ExplorerFiltersProps) {
  const t = useTranslations('explorer')
  const router = useRouter()
  const formRef = useRef<HTMLFormElement>(null)
  const [pending, startTransition] = useTransition()
  const [scripted, setScripted] = useState(false)

  useEffect(() => setScripted(true), [])

  // Open facet panels close on a click elsewhere or Escape, like the site's other overlays.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const closeOthers = (event: MouseEvent) => {
      for (const details of form.querySelectorAll('details[open]')) {
        if (!details.contains(event.target as Node)) details.removeAttribute('open')
      }
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const open = (event.target as HTMLElement | null)?.closest?.('details[open]')
      if (open && form.contains(open)) {
        open.removeAttribute('open')
        open.querySelector('summary')?.focus()
      }
    }
    document.addEventListener('click', closeOthers)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('click', closeOthers)
      document.removeEventListener('keydown', onKey)
    }
  }, [])

  const apply = () => {
    const form = formRef.current
    if (!form) return
    const search = searchOf(form)
    startTransition(() => router.push(search ? `/artworks?${search}` : '/artworks', { scroll: false }))
  }

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement
    // Typed amounts apply with Enter or the OK button, not at every keystroke.
    if (target.type === 'number') return
    if (target.name === 'price' && formRef.current) {
      for (const input of formRef.current.querySelectorAll<HTMLInputElement>('input[type=number]')) input.value = ''
    }
    apply()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply()
  }

  const selectedCount = (facet: FacetView) => facet.options.filter((option) => option.checked).length

  return (
    <form ref={formRef} className="explorer-filters" method="get" action="" onChange={onChange} onSubmit={onSubmit} aria-label={t('filters')} data-testid="explorer-filters">
      <div className="explorer-filters__bar">
        {facets.map((facet) => (
          <details key={facet.key} className="explorer-facet" data-facet={facet.key}>
            <summary className="explorer-facet__summary">
              {facet.label}
              {selectedCount(facet) > 0 ? <span className="explorer-facet__selected"> ({selectedCount(facet)})</span> : null}
            </summary>
            <fieldset className="explorer-facet__panel">
              <legend className="visually-hidden">{facet.label}</legend>
              {facet.single ? (
                <label className="explorer-option">
                  <input
                    key={`all-${!facet.options.some((o) => o.checked)}`}
                    type="radio"
                    name={facet.key}
                    value=""
                    defaultChecked={!facet.options.some((option) => option.checked)}
                  />
                  <span className="explorer-option__label">{t('any')}</span>
                </label>
              ) : null}
              {facet.options.map((option) => (
                <label key={option.value} className="explorer-option" data-disabled={option.count === 0 && !option.checked ? '' : undefined}>
                  <input
                    // Remounted when the server's state differs, so the box follows the URL after back/forward.
                    key={`${option.value}-${Boolean(option.checked)}`}
                    type={facet.single ? 'radio' : 'checkbox'}
                    name={facet.key}
                    value={option.value}
                    defaultChecked={option.checked === true}
                    disabled={option.count === 0 && !option.checked}
                  />
                  {option.hex ? <span className="explorer-option__swatch" style={{ background: option.hex }} aria-hidden="true" /> : null}
                  <span className="explorer-option__label">{option.label ?? option.value}</span>
                  <span className="explorer-option__count">{option.count}</span>
                </label>
              ))}
              {facet.key === 'price' ? (
                <div className="explorer-price">
                  <label>
                    <span>{t('priceMin')}</span>
                    <input type="number" name="price-min" min={0} step={100} inputMode="numeric" defaultValue={customPrice?.min ?? undefined} />
                  </label>
                  <label>
                    <span>{t('priceMax')}</span>
                    <input type="number" name="price-max" min={0} step={100} inputMode="numeric" defaultValue={customPrice?.max ?? undefined} />
                  </label>
                  <button type="submit">{t('ok')}</button>
                </div>
              ) : null}
            </fieldset>
          </details>
        ))}
        <label className="explorer-sort">
          <span>{t('sortLabel')}</span>
          <select name="sort" defaultValue={sort} key={sort} data-testid="explorer-sort">
            {sorts.map((value) => (
              <option key={value} value={value}>
                {t(`sort.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="explorer-filters__apply" hidden={scripted}>
          {t('apply')}
        </button>
        <span className="explorer-filters__status" role="status" aria-live="polite">
          {pending ? t('updating') : ''}
        </span>
      </div>
    </form>
  )
}
