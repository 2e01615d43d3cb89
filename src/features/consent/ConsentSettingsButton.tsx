'use client'

import { useTranslations } from 'next-intl'

import { openSettingsEvent } from './openSettings'

/**
 * "Cookie settings" in the footer: reopens the settings at any time (docs/behaviour.md#consent-storage). A button, as it
 * opens a panel and goes nowhere; styled like the footer's links.
 */
export function ConsentSettingsButton() {
  const t = useTranslations('consent')
  return (
    <button
      type="button"
      className="consent-settings-link"
      data-testid="consent-settings-link"
      data-needs-js=""
      onClick={(event) => window.dispatchEvent(new CustomEvent(openSettingsEvent, { detail: event.currentTarget }))}
    >
      {t('footerLink')}
    </button>
  )
}
