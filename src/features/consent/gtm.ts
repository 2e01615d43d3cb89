/**
 * Google Tag Manager rules (docs/behaviour.md#gtm-id): which optional cookie stands for it, its container id,
 * Consent Mode v2 signals and the cookies Google's tags leave behind.
 */
import { isValidGtmId } from '@/base/gtmId'
import { cookieNames } from '@/features/security/cookies.mjs'

// The id's shape is checked by the CMS too (the site settings' field), so it lives on the ground floor.
export { gtmIdPattern, isValidGtmId } from '@/base/gtmId'

/**
 * The optional cookie whose switch loads Tag Manager: id `gtm` or `google-tag-manager` (any
 * case). Only an optional cookie counts: one listed as necessary would load without consent.
 */
export const gtmCookieIds = ['gtm', 'google-tag-manager'] as const

export function isGtmCookieId(id: string): boolean {
  return (gtmCookieIds as readonly string[]).includes(id.toLowerCase())
}

/** Tag Manager loads when its optional cookie is enabled and the container id is valid. */
export function shouldLoadGtm(enabledIds: readonly string[], gtmId: unknown): gtmId is string {
  return isValidGtmId(gtmId) && enabledIds.some(isGtmCookieId)
}

export function gtmScriptUrl(gtmId: string): string {
  if (!isValidGtmId(gtmId)) throw new Error(`not a Tag Manager id: ${gtmId}`)
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`
}

type ConsentSignal = 'granted' | 'denied'
export type ConsentModeState = {
  ad_storage: ConsentSignal
  ad_user_data: ConsentSignal
  ad_personalization: ConsentSignal
  analytics_storage: ConsentSignal
  functionality_storage: ConsentSignal
  personalization_storage: ConsentSignal
  security_storage: ConsentSignal
}

/** Consent Mode v2 before any choice: everything optional denied; security storage is necessary. */
export const consentModeDefault: ConsentModeState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
}

/**
 * Which optional cookie ids grant which Consent Mode signals. A signal is granted only when the
 * visitor enabled a cookie for that purpose; Tag Manager's own switch grants none by itself.
 */
export const consentModePurposes: Record<Exclude<keyof ConsentModeState, 'security_storage'>, readonly string[]> = {
  analytics_storage: ['analytics', 'statistics', 'google-analytics'],
  ad_storage: ['marketing', 'ads', 'advertising', 'google-ads'],
  ad_user_data: ['marketing', 'ads', 'advertising', 'google-ads'],
  ad_personalization: ['marketing', 'ads', 'advertising', 'google-ads'],
  functionality_storage: ['functional', 'preferences'],
  personalization_storage: ['personalization', 'preferences'],
}

/** The `gtag('consent', 'update', …)` state for the enabled ids. */
export function consentModeState(enabledIds: readonly string[]): ConsentModeState {
  const enabled = new Set(enabledIds.map((id) => id.toLowerCase()))
  const state = { ...consentModeDefault }
  for (const [signal, ids] of Object.entries(consentModePurposes) as [keyof typeof consentModePurposes, readonly string[]][]) {
    if (ids.some((id) => enabled.has(id))) state[signal] = 'granted'
  }
  return state
}

/** Cookies Google's tags set that a page can delete: `_ga`, `_ga_*`, `_gid`, `_gat*`, `_gcl_*`, `_dc_gtm_*`. */
export function isGoogleTagCookie(name: string): boolean {
  return /^(_ga|_ga_.+|_gid|_gat|_gat_.+|_gcl_.+|_dc_gtm_.+)$/.test(name)
}

/**
 * The `document.cookie` assignments that delete the named cookies wherever Google's tags may have
 * put them: host-only, and with a Domain attribute for the host and each parent domain (tags
 * write to the widest domain the browser accepts). The browser ignores those it would refuse.
 */
export function deletionCookieStrings(names: readonly string[], hostname: string): string[] {
  const labels = hostname.split('.').filter(Boolean)
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(':')
  const domains: string[] = []
  if (!isIp) for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'))
  const expired = 'Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
  const out: string[] = []
  for (const name of names) {
    out.push(`${name}=; ${expired}`)
    for (const domain of domains) out.push(`${name}=; ${expired}; Domain=.${domain}`)
  }
  return out
}

/** Names of the Google tag cookies in a `document.cookie` string. */
export function googleTagCookiesIn(cookieString: string): string[] {
  return cookieNames(cookieString).filter(isGoogleTagCookie)
}
