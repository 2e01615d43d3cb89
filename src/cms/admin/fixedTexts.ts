/**
 * Texts Payload writes in English whatever the admin's language, outside its translations (issue
 * 49 point 7, docs/admin.md#languages): the bulk upload's toasts ("Successfully saved 1 files") and
 * the answer to an error it keeps to itself ("Something went wrong."). Each reads here in both
 * languages, with its count agreeing.
 */
type Language = 'de' | 'en'

const fixedTexts: Array<{ pattern: RegExp; say: Record<Language, (count: number) => string> }> = [
  // @payloadcms/ui BulkUpload/FormsManager.
  {
    pattern: /^Successfully saved (\d+) files$/,
    say: {
      de: (count) => (count === 1 ? '1 Datei gespeichert.' : `${count} Dateien gespeichert.`),
      en: (count) => (count === 1 ? '1 file saved.' : `${count} files saved.`),
    },
  },
  {
    pattern: /^Failed to save (\d+) files$/,
    say: {
      de: (count) => (count === 1 ? '1 Datei konnte nicht gespeichert werden.' : `${count} Dateien konnten nicht gespeichert werden.`),
      en: (count) => (count === 1 ? '1 file could not be saved.' : `${count} files could not be saved.`),
    },
  },
  // payload/dist/utilities/routeError.js and the bulk endpoints.
  {
    pattern: /^Something went wrong\.?$/,
    say: { de: () => 'Das hat nicht geklappt. Bitte erneut versuchen.', en: () => 'That did not work. Please try again.' },
  },
]

/** `text` in `language` when it is one of Payload's fixed English texts; otherwise null. */
export function rewriteFixedText(text: string, language: string): string | null {
  const trimmed = text.trim()
  for (const { pattern, say } of fixedTexts) {
    const match = pattern.exec(trimmed)
    if (match) return say[language === 'en' ? 'en' : 'de'](Number(match[1] ?? 0))
  }
  return null
}
