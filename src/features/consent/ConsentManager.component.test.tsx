/**
 * The cookie banner and its settings (docs/behaviour.md#consent-storage) as a component, in both languages: what it
 * asks, what each choice stores, where focus goes, and what it announces. In Chromium, without a
 * build (tests/e2e/consent.e2e.test.ts covers the page around it: the first paint, Tag Manager).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'

import { ConsentManager } from './ConsentManager'
import { consentCookieName, enabledCookieName, knownCookieName, readConsent } from './consentCookies'
import type { ConsentSetup } from './loaders'
import { consentAppliedEvent, openSettingsEvent } from './openSettings'
import { messages, mountIn, unmountAll, type Language } from '../../../tests/components/mount'

// No Tag Manager container: a choice for it would load Google's script into the test runner's page.
const setup: ConsentSetup = {
  title: null,
  intro: null,
  necessary: [{ id: 'session', name: 'Sitzung', description: 'Hält den Warenkorb.' }],
  optional: [
    { id: 'analytics', name: 'Statistik', description: 'Zählt Besuche.' },
    { id: 'video', name: 'Video', description: 'Eingebettete Filme.' },
  ],
  gtmId: null,
}

const cookieNames = [consentCookieName, enabledCookieName, knownCookieName]
function clearCookies() {
  for (const name of cookieNames) document.cookie = `${name}=; Path=/; Max-Age=0`
}

let applied: string[] = []
const onApplied = (event: Event) => applied.push((event as CustomEvent<string>).detail)

beforeEach(() => {
  clearCookies()
  applied = []
  window.addEventListener(consentAppliedEvent, onApplied)
})
afterEach(() => {
  unmountAll()
  window.removeEventListener(consentAppliedEvent, onApplied)
  document.documentElement.removeAttribute('data-consent')
  clearCookies()
})

describe.each(['de', 'en'] as Language[])('ConsentManager (%s)', (language) => {
  const t = messages[language].consent

  it('asks a first visitor, and "reject all" stores the choice, closes and says so', async () => {
    mountIn(language, <ConsentManager setup={setup} />)
    const sheet = page.getByTestId('consent')
    await expect.element(sheet).toHaveAttribute('data-view', 'banner')
    await expect.element(sheet).toBeVisible()
    await expect.element(sheet.getByRole('heading', { level: 2 })).toHaveTextContent(t.title)
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask')
    // Read the (empty) choice and followed it: nothing to load.
    await expect.poll(() => applied).toEqual(['off'])

    await userEvent.click(page.getByRole('button', { name: t.rejectAll, exact: true }))
    await expect.element(sheet).toHaveAttribute('data-view', 'closed')
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false)
    expect(readConsent(document.cookie)).toMatchObject({ consent: false, enabled: [], known: ['analytics', 'video'] })
    await expect.element(page.getByRole('status')).toHaveTextContent(t.saved)
  })

  it('"accept all" enables every optional cookie', async () => {
    mountIn(language, <ConsentManager setup={setup} />)
    await userEvent.click(page.getByRole('button', { name: t.acceptAll, exact: true }))
    expect(readConsent(document.cookie)).toMatchObject({ consent: true, enabled: ['analytics', 'video'] })
    await expect.element(page.getByTestId('consent')).toHaveAttribute('data-view', 'closed')
  })

  it('does not ask a returning visitor whose choice covers every service', async () => {
    document.cookie = `${consentCookieName}=true; Path=/`
    document.cookie = `${enabledCookieName}=video; Path=/`
    document.cookie = `${knownCookieName}=analytics~video; Path=/`
    mountIn(language, <ConsentManager setup={setup} />)
    await expect.poll(() => applied).toEqual(['off'])
    await expect.element(page.getByTestId('consent')).toHaveAttribute('data-view', 'closed')
  })

  it('opens the settings from the footer link with focus on their heading, saves one switch, and gives focus back', async () => {
    document.cookie = `${consentCookieName}=false; Path=/`
    document.cookie = `${knownCookieName}=analytics~video; Path=/`
    const opener = document.createElement('button')
    opener.textContent = messages[language].consent.footerLink
    document.body.append(opener)
    try {
      mountIn(language, <ConsentManager setup={setup} />)
      await expect.poll(() => applied.length).toBe(1)
      opener.focus()
      window.dispatchEvent(new CustomEvent(openSettingsEvent, { detail: opener }))

      const heading = page.getByRole('heading', { name: t.settingsTitle })
      await expect.element(heading).toHaveFocus()
      // Necessary cookies are always on and cannot be switched off; optional ones start as stored.
      await expect.element(page.getByRole('switch', { name: 'Sitzung' })).toBeChecked()
      await expect.element(page.getByRole('switch', { name: 'Sitzung' })).toBeDisabled()
      await expect.element(page.getByRole('switch', { name: 'Statistik' })).not.toBeChecked()

      await userEvent.click(page.getByRole('switch', { name: 'Video' }))
      await userEvent.click(page.getByRole('button', { name: t.save, exact: true }))
      expect(readConsent(document.cookie)).toMatchObject({ consent: true, enabled: ['video'] })
      expect(document.activeElement).toBe(opener)
      await expect.element(page.getByRole('status')).toHaveTextContent(t.saved)
    } finally {
      opener.remove()
    }
  })

  it('Escape closes the settings; a visitor who has not chosen is back at the banner, on its settings button', async () => {
    mountIn(language, <ConsentManager setup={setup} />)
    await userEvent.click(page.getByRole('button', { name: t.settings, exact: true }))
    await expect.element(page.getByRole('heading', { name: t.settingsTitle })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByTestId('consent')).toHaveAttribute('data-view', 'banner')
    await expect.element(page.getByRole('button', { name: t.settings, exact: true })).toHaveFocus()
    // Nothing was stored by looking.
    expect(readConsent(document.cookie)).toBeNull()
  })
})
