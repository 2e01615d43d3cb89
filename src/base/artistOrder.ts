/**
 * The artist order of docs/behaviour.md#artist-order: by the last word of the name, German collation, ignoring case and
 * accents. Used by the artist list, the artists menu and the A–Z index alike.
 */

// 'base' makes "Ärger", "arger" and "Arger" equal, as German (DIN 5007-1) lists expect.
const collator = new Intl.Collator('de', { sensitivity: 'base' })

/** The last whitespace-separated word: "de la Cruz" → "Cruz", "Jürgen Weiß" → "Weiß". */
export function lastWord(name: string): string {
  const words = name.trim().split(/\s+/)
  return words[words.length - 1] ?? ''
}

/** Compares names by their last word, then by the full name; a final code-point step keeps it total. */
export function compareByLastName(a: string, b: string): number {
  return collator.compare(lastWord(a), lastWord(b)) || collator.compare(a.trim(), b.trim()) || (a < b ? -1 : a > b ? 1 : 0)
}

/** A sorted copy; the input is left untouched. */
export function sortByLastName<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, name: nameOf(item) ?? '' }))
    .sort((x, y) => compareByLastName(x.name, y.name))
    .map(({ item }) => item)
}

// Letters NFD does not decompose into a base letter and a mark.
const unaccented: Record<string, string> = { Ø: 'O', Ł: 'L', Đ: 'D', Æ: 'A', Œ: 'O', Þ: 'T', ẞ: 'S' }

/** Index letter of a name: "Zoë Åberg" → "A", "Ole Østergaard" → "O"; anything outside A–Z → "#". */
export function initialOf(name: string): string {
  const first = lastWord(name).charAt(0).toUpperCase()
  const letter = unaccented[first] ?? first.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
  return /^[A-Z]$/.test(letter) ? letter : '#'
}

export type InitialGroup<T> = { letter: string; items: T[] }

/** Groups for an A–Z index: letters in alphabetical order, "#" last, each group sorted by last name. */
export function groupByInitial<T>(items: readonly T[], nameOf: (item: T) => string): InitialGroup<T>[] {
  const groups = new Map<string, T[]>()
  for (const item of sortByLastName(items, nameOf)) {
    const letter = initialOf(nameOf(item) ?? '')
    const group = groups.get(letter)
    if (group) group.push(item)
    else groups.set(letter, [item])
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))).map(([letter, grouped]) => ({ letter, items: grouped }))
}
