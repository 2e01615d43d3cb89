import type { CollectionBeforeChangeHook, Field } from 'payload'

import { relationIds as idsOf } from '../relations'

type Label = { de: string; en: string }
/** A list field and the two fields that add entries to it or remove entries from it. */
export type ListChange = { field: string; add: string; remove: string }

/**
 * The entries of a list after adding some and removing others, in their order, each once. Ids are
 * compared as text: a form sends "3" where the database answers 3.
 */
export function changedList(current: unknown, add: unknown, remove: unknown): Array<number | string> {
  const gone = new Set(idsOf(remove).map(String))
  const out = new Map<string, number | string>()
  for (const id of [...idsOf(current), ...idsOf(add)]) if (!gone.has(String(id)) && !out.has(String(id))) out.set(String(id), id)
  return [...out.values()]
}

/**
 * Two fields that are never stored: entries to add to a list and entries to remove from it. They
 * make "add a tag to these 40 works" possible in the admin's edit-many drawer, where a list field
 * itself can only be replaced for every selected work alike.
 */
export function listChangeFields(change: ListChange, relationTo: string, labels: { add: Label; remove: Label }): Field[] {
  return [
    { name: change.add, type: 'relationship', relationTo, hasMany: true, virtual: true, label: labels.add } as Field,
    { name: change.remove, type: 'relationship', relationTo, hasMany: true, virtual: true, label: labels.remove } as Field,
  ]
}

/** Applies the add and remove fields of each change to its list, then drops them from the data. */
export function applyListChanges(changes: readonly ListChange[]): CollectionBeforeChangeHook {
  return ({ data, originalDoc }) => {
    for (const change of changes) {
      const add = data[change.add]
      const remove = data[change.remove]
      delete data[change.add]
      delete data[change.remove]
      if (idsOf(add).length === 0 && idsOf(remove).length === 0) continue
      const current = data[change.field] !== undefined ? data[change.field] : originalDoc?.[change.field]
      data[change.field] = changedList(current, add, remove)
    }
    return data
  }
}
