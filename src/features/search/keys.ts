/** Keyboard rules of the global search (pure, tested beside). */

type Target = { tagName?: string; type?: string; isContentEditable?: boolean } | null

const textInputTypes = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month', 'time', 'week'])

/** Whether a key press lands in a field the visitor types into (then `/` is just a character). */
export function isTypingTarget(target: Target): boolean {
  if (!target) return false
  if (target.isContentEditable) return true
  const tag = (target.tagName ?? '').toLowerCase()
  if (tag === 'textarea' || tag === 'select') return true
  return tag === 'input' && textInputTypes.has((target.type ?? '').toLowerCase())
}

/** Whether a key press opens the search: `/` alone, outside a field. */
export function opensSearch(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: Target }): boolean {
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target)
}

/** The option the arrow keys move to among `count`, wrapping around; -1 is none (the field itself). */
export function moveActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): number {
  if (count === 0) return -1
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  if (key === 'ArrowDown') return current >= count - 1 ? 0 : current + 1
  return current <= 0 ? count - 1 : current - 1
}
