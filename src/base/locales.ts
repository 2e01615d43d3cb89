/** The product's languages (docs/behaviour.md#languages). Pure data: safe to import from the CMS config, scripts and tests. */
export const locales = ['de', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'de'

/** ISO tags of docs/behaviour.md#languages, for `lang`, hreflang and Intl formatting. */
export const localeIso: Record<Locale, string> = { de: 'de-DE', en: 'en-US' }

/** Name of the cookie that remembers the visitor's language (docs/behaviour.md#locale-cookie). */
export const localeCookieName = 'i18n_redirected'
/** 365 days, in seconds (docs/behaviour.md#locale-cookie). */
export const localeCookieMaxAge = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** A language tag from a header or cookie, reduced to one of ours, or the default. */
export function toLocale(value: string | null | undefined): Locale {
  const primary = (value ?? '').trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(primary) ? primary : defaultLocale
}
