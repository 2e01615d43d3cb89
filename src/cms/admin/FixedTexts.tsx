'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { rewriteFixedText } from './fixedTexts'

const labels = {
  de: { notifications: 'Benachrichtigungen (Alt+T)', close: 'Schließen' },
  en: { notifications: 'Notifications (Alt+T)', close: 'Close' },
}

/**
 * Payload's toasts in the admin's language (issue 49 point 7): some are written in English by
 * Payload's own code, not from its translations ("Successfully saved 1 files", "Something went
 * wrong."), and the toast list (sonner, bundled inside @payloadcms/ui) names itself and its close
 * buttons in English. Rewritten as they appear (./fixedTexts.ts); nothing else on the page is touched.
 */
export function FixedTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'de'
  useEffect(() => {
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
    }
    fix()
    const observer = new MutationObserver(fix)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [language])
  return children
}
