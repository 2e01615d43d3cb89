'use client'

import { getTranslation } from '@payloadcms/translations'
import { useConfig, useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { rewriteFixedText } from './fixedTexts'
import { rewritePickerText } from './pickerTexts'

/** A code name ("edit-artworks"), not a label. */
const codeName = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*|-[a-z0-9]+)+$/

const labels = {
  de: { notifications: 'Benachrichtigungen (Alt+T)', close: 'Schließen', selectAll: 'Alle Zeilen auswählen', sortBy: 'Sortieren nach', edit: 'Bearbeiten:', entry: 'Eintrag' },
  en: { notifications: 'Notifications (Alt+T)', close: 'Close', selectAll: 'Select all rows', sortBy: 'Sort by', edit: 'Edit', entry: 'entry' },
}

/**
 * Payload's toasts in the admin's language (issue 49 point 7): some are written in English by
 * Payload's own code, not from its translations ("Successfully saved 1 files", "Something went
 * wrong."), and the toast list (sonner, bundled inside @payloadcms/ui) names itself and its close
 * buttons in English. Rewritten as they appear (./fixedTexts.ts). So are a few labels Payload gives
 * assistive technology from code, not from its translations: checkboxes titled with their field's
 * name, sort buttons and "create new" buttons for "[object Object]", a relationship's "Edit …", a
 * spacer labelled "invisible"; the texts of the date picker in a list's filter. Nothing else is touched.
 */
export function FixedTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const language = i18n.language === 'en' ? 'en' : 'de'
  useEffect(() => {
    // Each collection's singular label, for a label Payload wrote as "[object Object]" (it puts a
    // label given in both languages into its texts untranslated, on the dashboard and beside relationships).
    const singulars = new Map<string, string>(
      // Before sign-in the client's config carries no labels.
      (config.collections ?? []).flatMap((collection) => (collection.labels?.singular ? [[collection.slug, getTranslation(collection.labels.singular, i18n)] as const] : [])),
    )
    const singularNear = (element: Element): string => {
      const href = element.getAttribute('href') ?? element.closest('[href]')?.getAttribute('href') ?? element.parentElement?.querySelector('[href]')?.getAttribute('href') ?? ''
      const slug = /\/collections\/([^/?]+)/.exec(href)?.[1]
      return (slug && singulars.get(slug)) || labels[language].entry
    }
    const fix = () => {
      for (const list of document.querySelectorAll<HTMLElement>('.payload-toast-container')) {
        if (list.getAttribute('aria-label') !== labels[language].notifications) list.setAttribute('aria-label', labels[language].notifications)
        for (const button of list.querySelectorAll('[data-close-button]')) button.setAttribute('aria-label', labels[language].close)
        const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ? rewriteFixedText(node.textContent, language) : null
          if (text) node.textContent = text
        }
      }
      // Sonner's section around the list, present before any toast.
      for (const section of document.querySelectorAll('section[aria-label^="Notifications"]')) section.setAttribute('aria-label', labels[language].notifications)
      // A checkbox's tooltip is its field's code name ("select-all", "globalSearchEnabled"): its label says it already.
      for (const box of document.querySelectorAll<HTMLInputElement>('input[type="checkbox"][title]')) {
        if (box.title === box.name) box.title = box.name === 'select-all' ? labels[language].selectAll : ''
      }
      // A column's sort buttons name a label given in both languages "[object Object]": the column's own heading instead.
      for (const button of document.querySelectorAll<HTMLElement>('.sort-column button[aria-label*="[object Object]"]')) {
        const heading = button.closest('.sort-column')?.querySelector<HTMLElement>('.sort-column__label')?.innerText.trim()
        button.setAttribute('aria-label', (button.getAttribute('aria-label') ?? '').replace('[object Object]', heading || labels[language].sortBy))
      }
      // A drawer named by its code name ("edit-artworks"): by its heading instead.
      for (const drawer of document.querySelectorAll<HTMLElement>('[aria-label]')) {
        if (!codeName.test(drawer.getAttribute('aria-label') ?? '')) continue
        const heading = drawer.querySelector<HTMLElement>('h1, h2')?.innerText.trim()
        if (heading) drawer.setAttribute('aria-label', heading)
      }
      for (const element of document.querySelectorAll('[aria-label*="[object Object]"], [title*="[object Object]"]')) {
        for (const name of ['aria-label', 'title']) {
          const value = element.getAttribute(name)
          if (value?.includes('[object Object]')) element.setAttribute(name, value.replaceAll('[object Object]', singularNear(element)))
        }
      }
      // A relationship's pill is opened by "Edit <title>", in English whatever the language.
      if (language === 'de') {
        for (const button of document.querySelectorAll('.relationship [aria-label^="Edit "]'))
          button.setAttribute('aria-label', `${labels.de.edit} ${button.getAttribute('aria-label')!.slice(5)}`)
      }
      // The date picker of a list's filter, which Payload renders without a way to pass it texts (./pickerTexts.ts).
      for (const picker of document.querySelectorAll('.react-datepicker')) {
        for (const caption of picker.querySelectorAll('.react-datepicker-time__header, .react-datepicker__navigation-icon')) {
          const text = caption.textContent ? rewritePickerText(caption.textContent, language) : null
          if (text) caption.textContent = text
        }
        for (const element of [picker, ...picker.querySelectorAll('[aria-label]')]) {
          const text = rewritePickerText(element.getAttribute('aria-label') ?? '', language)
          if (text) element.setAttribute('aria-label', text)
        }
      }
      // The header's copy of the content language, there only to keep its space, is no label: hidden from assistive technology.
      for (const spacer of document.querySelectorAll('[aria-label="invisible"]')) {
        spacer.removeAttribute('aria-label')
        spacer.setAttribute('aria-hidden', 'true')
      }
    }
    fix()
    // Once a frame at most, however many changes React made in it.
    let frame = 0
    const observer = new MutationObserver(() => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0
          fix()
        })
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [language, config.collections, i18n])
  return children
}
