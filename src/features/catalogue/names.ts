import damerauLevenshtein from 'damerau-levenshtein'

import { slugify } from '../../cms/fields/slugify'

/**
 * A name as the catalogue import compares it for "did you mean": without case, accents (é = e,
 * ü = u, ß = ss) or doubled spaces, so that only the letters a reader would notice count.
 */
export function foldName(name: string): string {
  return name
    .toLocaleLowerCase('de')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The known names a name nearly matches, closest first (at most `limit`): the same but for case and
 * accents, or one letter added, dropped, changed or two swapped (Damerau-Levenshtein distance ≤ 1
 * of the folded names). A spreadsheet's "Lena Vogd" is then not taken for a new person beside
 * "Lena Vogt".
 */
export function nearNames(name: string, known: Iterable<string>, limit = 3): string[] {
  const folded = foldName(name)
  const found = new Map<string, number>()
  for (const candidate of known) {
    const other = foldName(candidate)
    // One edit changes the length by one at most: most names are passed over without measuring.
    if (found.has(candidate) || Math.abs(other.length - folded.length) > 1) continue
    const steps = other === folded ? 0 : damerauLevenshtein(folded, other).steps
    if (steps <= 1) found.set(candidate, steps)
  }
  return [...found]
    .sort(([a, stepsA], [b, stepsB]) => stepsA - stepsB || a.localeCompare(b, 'de'))
    .slice(0, limit)
    .map(([candidate]) => candidate)
}

/**
 * The slug for a new document named `name`: made from the name as the slug field makes it, with
 * "-2", "-3" … when another document has it already (two people may share a name's letters, but
 * not an address). A name without any Latin letter or digit gets `fallback`.
 */
export function freeSlug(name: string, taken: ReadonlySet<string>, fallback: string): string {
  // Room for the counter within the slug's 96 characters.
  const base = slugify(name).slice(0, 90).replace(/-+$/, '') || fallback
  if (!taken.has(base)) return base
  let counter = 2
  while (taken.has(`${base}-${counter}`)) counter += 1
  return `${base}-${counter}`
}

/** Names listed as a reader says them: „A“, „B“ oder „C“ / "A", "B" or "C". */
export function listNames(names: string[], language: 'de' | 'en'): string {
  const quoted = names.map((name) => (language === 'de' ? `„${name}“` : `"${name}"`))
  if (quoted.length < 2) return quoted.join('')
  return `${quoted.slice(0, -1).join(', ')} ${language === 'de' ? 'oder' : 'or'} ${quoted.at(-1)}`
}
