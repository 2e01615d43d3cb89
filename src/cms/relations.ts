/** The id of a relationship value as Payload gives it: the id itself, or the related document at depth ≥ 1. */
export function relationId(value: unknown): number | string | undefined {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' || typeof id === 'string' ? id : undefined
}

/** The ids of a has-many relationship value (anything else: none). */
export function relationIds(value: unknown): Array<number | string> {
  return Array.isArray(value) ? value.map(relationId).filter((id) => id !== undefined) : []
}
