/**
 * What on an admin page is not in the admin's language (issue 49 point 7, docs/admin.md#languages):
 * the rule the end-to-end test of every admin view applies (tests/e2e/admin-language.e2e.test.ts).
 */
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'

import { adminTranslations } from '../adminTranslations'

export type AdminLanguage = 'de' | 'en'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[prefix + key] = value
    else flatten(value, `${prefix}${key}.`, into)
  }
  return into
}

/** Payload's texts in one language as the admin shows them: its translations with ours over them. */
export function adminTexts(language: AdminLanguage): Record<string, string> {
  const payload = flatten((language === 'de' ? de : en).translations as unknown as Tree)
  return { ...payload, ...flatten(adminTranslations[language] as unknown as Tree) }
}

/** The shortest fixed part of a text worth looking for: shorter ones ("Name", "Status") read the same in both languages or occur in content. */
const shortest = 14

/**
 * The fixed parts of Payload's texts in `language` that its texts in the other language do not
 * share: each text cut at its placeholders and tags ("{{label}}", "<1>"), the parts of at least
 * `shortest` characters and two words. Any of them on a page in the other language is an untranslated text.
 */
export function phrasesOf(language: AdminLanguage): string[] {
  const own = adminTexts(language)
  const other = adminTexts(language === 'de' ? 'en' : 'de')
  const otherValues = new Set(Object.values(other))
  const phrases = new Set<string>()
  for (const [key, text] of Object.entries(own)) {
    if (other[key] === text || otherValues.has(text)) continue
    for (const part of text.split(/\{\{[^}]*\}\}|<\/?\d+>/)) {
      const phrase = part.trim().replace(/[.:,;!?]+$/, '')
      if (phrase.length >= shortest && /\s/.test(phrase) && !Object.values(other).some((value) => value.includes(phrase))) phrases.add(phrase)
    }
  }
  return [...phrases]
}

/** German or English words of the interface, to spot our own texts left in the other language. */
const words: Record<AdminLanguage, RegExp> = {
  de: /\b(und|oder|nicht|keine?|mit|für|wird|werden|ist|sind|Bitte|Speichern|Löschen|Bearbeiten|Erstellen|Suchen|Abbrechen|Zurück|Weiter|Schließen)\b/,
  en: /\b(the|and|with|this|your|please|Please|Save|Delete|Edit|Create|Search|Cancel|Close|Loading|Successfully|Failed|Something went wrong|Time|Notifications|invisible)\b/,
}

/**
 * The reader addressed as "du" (its pronouns and verb forms, and the imperatives Payload's German
 * puts to the reader): the gallery says "Sie" (../adminTranslations.ts).
 */
export const informalAddress =
  /\b(?:du|Du|dein\w*|Dein\w*|dich|Dich|bist|hast|kannst|musst|willst|möchtest|wirst|warst|wurdest|erhältst|siehst)\b|\b(?:gib|Gib|überprüfe|Überprüfe|verifiziere|klicke|Klicke|wähle|Wähle|versuche|ziehe|Ziehe|Erstelle|kopiere|ignoriere|speichere|Speichere|verwerfe)\b/

/** A code name shown as a label ("select-all", "globalSearchEnabled"): in no language. */
const codeName = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*|-[a-z0-9]+)+$/

export type Finding = { kind: string; text: string }

/**
 * What on a page shown in `language` is not in it. `text` is everything the page shows (its text,
 * titles, placeholders, labels for assistive technology); `chrome` only the interface around the
 * content (labels, buttons, headings, descriptions: no cell or field values, which are content in
 * any language); `singulars` the singular labels of the collections in `language`.
 */
export function untranslated(
  language: AdminLanguage,
  page: { text: string; chrome: string[] },
  singulars: string[],
  phrases = phrasesOf(language === 'de' ? 'en' : 'de'),
): Finding[] {
  const findings: Finding[] = []
  const around = (index: number, length: number) => page.text.slice(Math.max(0, index - 40), index + length + 40).replace(/\s+/g, ' ')
  for (const phrase of phrases) {
    const index = page.text.indexOf(phrase)
    if (index >= 0) findings.push({ kind: 'Payload text in the other language', text: around(index, phrase.length) })
  }
  for (const match of page.text.matchAll(/\{\{|\}\}|<(Kein|Keine|No) |\[object Object\]/g))
    findings.push({ kind: 'placeholder or empty label', text: around(match.index, match[0].length) })
  if (language === 'de') {
    for (const singular of singulars) {
      const escaped = singular.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      for (const match of page.text.matchAll(new RegExp(`(?<![\\d.,:/])([2-9]|\\d{2,})\\s+${escaped}(?![\\p{L}:-])`, 'gu')))
        findings.push({ kind: 'count before a singular', text: around(match.index, match[0].length) })
    }
    const informal = informalAddress.exec(page.text)
    if (informal) findings.push({ kind: 'the reader addressed as "du"', text: around(informal.index, informal[0].length) })
    // "Bearbeiten von 3 Werke": after "von" and a count, German needs the dative ("von 3 Werken").
    for (const match of page.text.matchAll(/\bvon (\d+) (\p{Lu}[\p{L}:-]*[^n\s:-])\b/gu))
      findings.push({ kind: '"von" before a plural', text: around(match.index, match[0].length) })
  }
  const other = words[language === 'de' ? 'en' : 'de']
  for (const text of page.chrome) {
    if (codeName.test(text)) findings.push({ kind: 'code name as a label', text })
    const match = other.exec(text)
    if (match) findings.push({ kind: `${language === 'de' ? 'English' : 'German'} word in the interface`, text: text.slice(0, 160) })
  }
  return findings
}
