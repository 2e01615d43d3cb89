/** The product's languages (SPEC §3, §9). Pure data: safe to import from the CMS config, scripts and tests. */
export const locales = ['de', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'de'

/** ISO tags of SPEC §3, for `lang`, hreflang and Intl formatting. */
export const localeIso: Record<Locale, string> = { de: 'de-DE', en: 'en-US' }

/** Name of the cookie that remembers the visitor's language (SPEC §4). */
export const localeCookieName = 'i18n_redirected'
/** 365 days, in seconds (SPEC §9). */
export const localeCookieMaxAge = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** A language tag from a header or cookie, reduced to one of ours, or the default. */
export function toLocale(value: string | null | undefined): Locale {
  const primary = (value ?? '').trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(primary) ? primary : defaultLocale
}
