/** A group of FAQ entries under one category; `category` is null for entries without one. */
export type FaqGroup<T> = { category: string | null; entries: T[] }

/**
 * Groups FAQ entries by category, keeping the editors' order: groups in the order their first
 * entry appears, entries in their own order within a group. Categories are compared without
 * surrounding white space; an empty one counts as none.
 */
export function groupFaq<T extends { category?: string | null }>(entries: T[]): FaqGroup<T>[] {
  const groups = new Map<string | null, FaqGroup<T>>()
  for (const entry of entries) {
    const category = entry.category?.trim() || null
    let group = groups.get(category)
    if (!group) {
      group = { category, entries: [] }
      groups.set(category, group)
    }
    group.entries.push(entry)
  }
  return [...groups.values()]
}
