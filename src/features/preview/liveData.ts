/**
 * Live preview: the admin posts the form's unsaved values to the previewed page as the editor
 * types (`payload-live-preview` messages). They come with relations as bare ids, while the page
 * renders documents read with their relations filled in. This merge lays the typed values over
 * the saved draft: text, numbers, dates, rich text and block fields follow the form; a relation
 * still pointing at the same document keeps its filled-in copy; one changed to another document
 * shows as the bare id (left out by the page) until the draft is saved and read again.
 */
type Value = unknown
type Record_ = Record<string, unknown>

const isRecord = (value: Value): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value)
const isId = (value: Value): value is number | string => typeof value === 'number' || (typeof value === 'string' && value !== '')
/** A related document as read with depth: an object with an id and more than the id. */
const isFilledIn = (value: Value): value is Record_ & { id: number | string } => isRecord(value) && isId(value.id) && Object.keys(value).length > 1
const sameId = (a: Value, b: Value) => isId(a) && isId(b) && String(a) === String(b)

function counterpart(saved: Value[], item: Value, index: number): Value {
  if (isRecord(item) && isId(item.id)) return saved.find((candidate) => isRecord(candidate) && sameId(candidate.id, item.id))
  if (isId(item)) return saved.find((candidate) => isFilledIn(candidate) && sameId(candidate.id, item)) ?? saved[index]
  return saved[index]
}

export function mergeLiveData(saved: Value, live: Value): Value {
  if (live === undefined) return saved
  if (isFilledIn(saved) && isId(live)) return sameId(saved.id, live) ? saved : live
  if (Array.isArray(live)) {
    const list = Array.isArray(saved) ? saved : []
    return live.map((item, index) => mergeLiveData(counterpart(list, item, index), item))
  }
  if (isRecord(live) && isRecord(saved)) {
    const merged: Record_ = { ...saved }
    for (const [key, value] of Object.entries(live)) merged[key] = mergeLiveData(saved[key], value)
    return merged
  }
  return live
}
