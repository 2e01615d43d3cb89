import { distance } from 'fastest-levenshtein'

import { slugify } from '../../base/slugify'

/**
 * A name as the catalogue import compares it for "did you mean": without case, accents (é = e,
 * ü = u) or doubled spaces, so that only the letters a reader would notice count. ß stays one
 * letter here (a typo of it is one edit); nearNames also compares it spelled "ss".
 */
export function foldName(name: string): string {
  return name
    .toLocaleLowerCase('de')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const spelledSs = (folded: string) => (folded.includes('ß') ? folded.replace(/ß/g, 'ss') : folded)

/** Known names with their folded forms, folded once: an import asks about many names. */
export type FoldedNames = Map<string, string>

export const foldNames = (names: Iterable<string>): FoldedNames => new Map([...names].map((name) => [name, foldName(name)]))

/** The two differ only in two neighbouring letters swapped ("Vgot" for "Vogt"). */
function oneSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let at = 0
  while (at < a.length && a[at] === b[at]) at += 1
  return at < a.length - 1 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2)
}

/**
 * Damerau-Levenshtein distance (optimal string alignment) of at most one: one letter added,
 * dropped or changed (Levenshtein, from fastest-levenshtein), or two neighbouring letters swapped.
 */
export const withinOneEdit = (a: string, b: string): boolean => Math.abs(a.length - b.length) <= 1 && (distance(a, b) <= 1 || oneSwap(a, b))

/**
 * The known names a name nearly matches, closest first (at most `limit`): the same but for case and
 * accents, or one edit apart (withinOneEdit) once folded. A spreadsheet's "Lena Vogd" is then not
 * taken for a new person beside "Lena Vogt".
 */
export function nearNames(name: string, known: FoldedNames, limit = 3): string[] {
  const folded = foldName(name)
  const found: Array<[string, number]> = []
  const ss = spelledSs(folded)
  for (const [candidate, other] of known) {
    // "Strauss" is "Strauß"; "Weiq" is one typo of "Weiß".
    const otherSs = spelledSs(other)
    if (other === folded || otherSs === ss) found.push([candidate, 0])
    else if (withinOneEdit(folded, other) || ((ss !== folded || otherSs !== other) && withinOneEdit(ss, otherSs))) found.push([candidate, 1])
  }
  return found
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
