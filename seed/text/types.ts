/** A text in both languages of the site: German (default) and English. */
export type Localized<T = string> = { de: T; en: T }
