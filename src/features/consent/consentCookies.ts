/**
 * The visitor's cookie choice (docs/behaviour.md#consent-storage): consent given or not, and the enabled optional cookie ids
 * joined by a tilde, in first-party cookies named like the spec's `cookie_control_locale`.
 *
 * A third cookie remembers which optional cookies were offered when the visitor chose. When the
 * editors add an optional cookie, its id is missing there and the visitor is asked again; removing
 * one asks nothing (there is nothing new to agree to) and its id is simply ignored. This needs no
 * database: the comparison runs in the browser against the configuration in the cached page.
 */
import { readCookie } from '@/features/security/cookies.mjs'

/** "true" when at least one optional cookie is enabled, "false" when the visitor declined them all. */
export const consentCookieName = 'cookie_control_consent'
/** The enabled optional cookie ids, joined by `~` (empty when none). */
export const enabledCookieName = 'cookie_control_enabled_cookies'
/** The optional cookie ids offered when the visitor chose, joined by `~`. */
export const knownCookieName = 'cookie_control_known_cookies'
/** 365 days, in seconds, like the locale cookie (docs/behaviour.md#consent-storage). */
export const consentMaxAge = 365 * 24 * 60 * 60
export const idSeparator = '~'

/** The ids editors may give a cookie (src/cms/globals.ts validates the same). */
export const cookieIdPattern = /^[a-z0-9_-]+$/i

export type StoredConsent = {
  consent: boolean
  /** Enabled ids as stored (may name cookies that are no longer configured). */
  enabled: string[]
  /** Ids offered when the choice was made. */
  known: string[]
}

/** Ids kept in order of first appearance, without duplicates or anything that is not an id. */
export function cleanIds(ids: Iterable<string>): string[] {
  const seen = new Set<string>()
  for (const id of ids) if (cookieIdPattern.test(id)) seen.add(id)
  return [...seen]
}

export function encodeIds(ids: Iterable<string>): string {
  return cleanIds(ids).join(idSeparator)
}

export function decodeIds(value: string | null | undefined): string[] {
  if (!value) return []
  return cleanIds(value.split(idSeparator).map((id) => id.trim()))
}

/**
 * The stored choice, or null when there is none (first visit) or it is unreadable. Enabled ids
 * count only with consent "true": a "false" with ids left over means nothing is enabled.
 */
export function readConsent(cookieString: string): StoredConsent | null {
  const consent = readCookie(cookieString, consentCookieName)
  const known = readCookie(cookieString, knownCookieName)
  if ((consent !== 'true' && consent !== 'false') || known === null) return null
  const given = consent === 'true'
  return { consent: given, enabled: given ? decodeIds(readCookie(cookieString, enabledCookieName)) : [], known: decodeIds(known) }
}

/** Whether the banner must ask: no choice yet, or an optional cookie the choice did not cover. */
export function needsDecision(stored: StoredConsent | null, optionalIds: readonly string[]): boolean {
  if (optionalIds.length === 0) return false
  if (!stored) return true
  const known = new Set(stored.known)
  return optionalIds.some((id) => !known.has(id))
}

/** The optional cookies in effect now: stored as enabled and still configured. */
export function enabledNow(stored: StoredConsent | null, optionalIds: readonly string[]): string[] {
  if (!stored?.consent) return []
  const enabled = new Set(stored.enabled)
  return optionalIds.filter((id) => enabled.has(id))
}

/**
 * The switches' starting positions in the settings: the current choice; a cookie the visitor has
 * not been asked about yet starts off.
 */
export function initialSwitches(stored: StoredConsent | null, optionalIds: readonly string[]): Record<string, boolean> {
  const on = new Set(enabledNow(stored, optionalIds))
  return Object.fromEntries(optionalIds.map((id) => [id, on.has(id)]))
}

export type ConsentAction = { kind: 'acceptAll' } | { kind: 'rejectAll' } | { kind: 'save'; switches: Record<string, boolean> }

/** The ids a choice enables, in configuration order. */
export function enabledFor(action: ConsentAction, optionalIds: readonly string[]): string[] {
  if (action.kind === 'acceptAll') return [...optionalIds]
  if (action.kind === 'rejectAll') return []
  return optionalIds.filter((id) => action.switches[id] === true)
}

/**
 * The three `document.cookie` assignments that store a choice: first-party, whole site, a year,
 * SameSite=Lax (and Secure over HTTPS).
 */
export function consentCookieStrings(enabled: readonly string[], optionalIds: readonly string[], secure: boolean): string[] {
  const attributes = `Path=/; Max-Age=${consentMaxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
  const ids = encodeIds(enabled)
  return [
    `${consentCookieName}=${ids ? 'true' : 'false'}; ${attributes}`,
    `${enabledCookieName}=${ids}; ${attributes}`,
    `${knownCookieName}=${encodeIds(optionalIds)}; ${attributes}`,
  ]
}
