/**
 * The explorer state of docs/behaviour.md#explorer as one pure rule: a browsable list of entries of one kind
 * (`explorerType`: crew, …) with one of them open beside it. Entries are addressed by
 * `explorerKey`, the slug by default; the open entry is the page's own address
 * (`/crew/{slug}`), so the state is what the server renders, with or without JavaScript.
 * "Active" is the entry the list marks (aria-current), "open" the one shown; on a server-rendered
 * page they are the same entry.
 */

export type ExplorerState<T> = {
  explorerType: string
  explorerKey: string
  explorerItems: readonly T[]
  explorerActive: T | null
  explorerOpen: T | null
  /** True when the open entry was chosen by the address, false when it is the default (the first). */
  explicit: boolean
  /** A selection was given but names no entry: the page answers 404. */
  unknown: boolean
}

export type ExplorerSelection<K extends string> = {
  /** The field entries are keyed by (docs/behaviour.md#explorer: default slug). */
  key?: K
  /** The key of the entry to open; none opens the first (docs/behaviour.md#explorer). */
  selected?: string | null
}

/** The state of an explorer over `items` with the entry `selected` open, or the first by default. */
export function explorerState<T extends Record<K, unknown>, K extends string = 'slug'>(
  explorerType: string,
  explorerItems: readonly T[],
  { key = 'slug' as K, selected }: ExplorerSelection<K> = {},
): ExplorerState<T> {
  const base = { explorerType, explorerKey: key, explorerItems }
  if (selected === undefined || selected === null || selected === '') {
    const first = explorerItems[0] ?? null
    return { ...base, explorerActive: first, explorerOpen: first, explicit: false, unknown: false }
  }
  const found = explorerItems.find((item) => item[key] === selected) ?? null
  return { ...base, explorerActive: found, explorerOpen: found, explicit: found !== null, unknown: found === null }
}

/** Whether `item` is the open entry of `state` (compared by key, so a re-read copy matches too). */
export function isOpenEntry<T extends Record<string, unknown>>(state: ExplorerState<T>, item: T): boolean {
  const open = state.explorerOpen
  return open !== null && open[state.explorerKey] === item[state.explorerKey]
}
