import type { Field } from 'payload'

/** Where added fields go: just before or just after the field of that name. */
export type FieldAnchor = { before: string } | { after: string }

const anchorName = (anchor: FieldAnchor) => ('before' in anchor ? anchor.before : anchor.after)

/** A row or collapsible: it holds fields without naming a level of the document. */
const unnamedContainer = (field: Field): field is Field & { fields: Field[] } => !('name' in field && field.name) && 'fields' in field && Array.isArray(field.fields)

function inserted(fields: Field[], anchor: FieldAnchor, added: Field[]): Field[] | null {
  const name = anchorName(anchor)
  const at = fields.findIndex((field) => 'name' in field && field.name === name)
  if (at >= 0) {
    const index = 'before' in anchor ? at : at + 1
    return [...fields.slice(0, index), ...added, ...fields.slice(index)]
  }
  for (const [index, field] of fields.entries()) {
    if (!unnamedContainer(field)) continue
    const inner = inserted(field.fields, anchor, added)
    if (inner) return fields.map((other, i) => (i === index ? ({ ...field, fields: inner } as Field) : other))
  }
  return null
}

/**
 * Adds fields a feature hands a collection (its `collections.ts`) before or after a named
 * field: among the top-level fields, else inside unnamed rows and collapsibles. A missing anchor
 * (a field renamed or moved) throws, so the config fails at start-up instead of losing the fields.
 */
export function insertFields(fields: Field[], anchor: FieldAnchor, added: Field[]): Field[] {
  const result = inserted(fields, anchor, added)
  if (!result) throw new Error(`insertFields: no field named "${anchorName(anchor)}" to insert ${'before' in anchor ? 'before' : 'after'}`)
  return result
}
