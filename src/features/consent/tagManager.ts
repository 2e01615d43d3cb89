/**
 * Tag Manager in the browser: loaded only through syncTagManager, after the visitor enabled its
 * cookie (./gtm.ts decides). Nothing here runs on the server.
 */
import { consentModeDefault, consentModeState, deletionCookieStrings, googleTagCookiesIn, gtmScriptUrl, shouldLoadGtm } from './gtm'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** The container loaded into this page, if any: a loaded container cannot be unloaded. */
let loadedId: string | null = null

/** Google's gtag(): Consent Mode reads the Arguments object, so this pushes `arguments`, not an array. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  ;(window.dataLayer ??= []).push(arguments)
}

/** Deletes the Google tag cookies this page can see, on the host and its parent domains. */
export function deleteGoogleTagCookies(): void {
  const names = googleTagCookiesIn(document.cookie)
  if (names.length === 0) return
  for (const cookie of deletionCookieStrings(names, window.location.hostname)) document.cookie = cookie
}

export type SyncResult = 'loaded' | 'updated' | 'withdrawn' | 'off'

/**
 * Brings the page in line with the enabled ids: loads Tag Manager (Consent Mode defaults denied
 * first, then the update from the choice), updates its consent, or, when its switch went off
 * after it had loaded here, denies everything and deletes its cookies. A withdrawn container
 * keeps running until the page goes: the caller reloads (`'withdrawn'`).
 */
export function syncTagManager(enabledIds: readonly string[], gtmId: string | null): SyncResult {
  if (shouldLoadGtm(enabledIds, gtmId)) {
    if (loadedId) {
      gtag('consent', 'update', consentModeState(enabledIds))
      return 'updated'
    }
    gtag('consent', 'default', { ...consentModeDefault, wait_for_update: 500 })
    gtag('consent', 'update', consentModeState(enabledIds))
    ;(window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    const script = document.createElement('script')
    script.async = true
    script.src = gtmScriptUrl(gtmId)
    script.dataset.consent = 'gtm'
    document.head.appendChild(script)
    loadedId = gtmId
    return 'loaded'
  }
  if (loadedId) {
    gtag('consent', 'update', consentModeDefault)
    deleteGoogleTagCookies()
    return 'withdrawn'
  }
  // Left from an earlier visit with consent, or set by a container before a withdrawal.
  deleteGoogleTagCookies()
  return 'off'
}
