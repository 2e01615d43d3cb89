/**
 * The cache tags of content (issue 31): one vocabulary for what a read was made from and what a
 * change touches, so Next's cache drops exactly the pages and data a save makes stale.
 *
 * - `artworks` — a list of a collection (an index page, the home page's works, the sitemap): every
 *   change in the collection touches it;
 * - `artworks:12` — one document, and whatever shows it: its own page in both languages, a page
 *   that populates it (an exhibition showing the work, a work naming its artist), a list filtered
 *   by it (the works of an artist);
 * - `global:navigation` — a global (menus, settings, consent).
 *
 * A read is tagged with the documents it returned, walked through their populated relations (the
 * config says which fields are relations); a change is tagged with its document, its collection's
 * lists and the documents it points at, before and after (a work moved to another artist touches
 * both artists' pages). Tags carry no language: one change drops both languages.
 */
import type { Field, Payload, SanitizedCollectionConfig } from 'payload'

import { relationId } from './relations'

export const collectionTag = (collection: string): string => collection
export const documentTag = (collection: string, id: number | string): string => `${collection}:${id}`
export const globalTag = (slug: string): string => `global:${slug}`

/** Next keeps at most 128 tags on an entry; past this many documents a read is tagged by collection. */
const maxDocumentTags = 100

type FieldsOf = (collection: string) => readonly Field[] | undefined
type Found = Map<string, Set<string>>

function add(found: Found, collection: string, id: number | string | undefined): void {
  if (id === undefined) return
  const ids = found.get(collection) ?? new Set<string>()
  ids.add(String(id))
  found.set(collection, ids)
}

/** One relation value: an id, a populated document, `{ relationTo, value }`, or a list of them. */
function walkRelation(value: unknown, relationTo: string | string[], fieldsOf: FieldsOf, found: Found, depth: number): void {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (item === null || item === undefined) continue
    const polymorphic = typeof item === 'object' && 'relationTo' in item && typeof item.relationTo === 'string'
    const target = polymorphic ? (item as { relationTo: string }).relationTo : Array.isArray(relationTo) ? undefined : relationTo
    const doc = polymorphic ? (item as { value: unknown }).value : item
    if (!target) continue
    add(found, target, relationId(doc))
    if (doc && typeof doc === 'object' && depth > 0) walkFields(fieldsOf(target) ?? [], doc as Record<string, unknown>, fieldsOf, found, depth - 1)
  }
}

/** Relations inside rich text (Lexical's relationship and upload nodes). */
function walkRichText(node: unknown, fieldsOf: FieldsOf, found: Found, depth: number): void {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) return node.forEach((child) => walkRichText(child, fieldsOf, found, depth))
  const { type, relationTo, value } = node as { type?: unknown; relationTo?: unknown; value?: unknown }
  if ((type === 'relationship' || type === 'upload') && typeof relationTo === 'string') walkRelation(value, relationTo, fieldsOf, found, depth)
  for (const child of Object.values(node)) if (child && typeof child === 'object') walkRichText(child, fieldsOf, found, depth)
}

/** Every related document a document's fields name, with their own populated relations up to `depth`. */
function walkFields(fields: readonly Field[], data: Record<string, unknown> | undefined, fieldsOf: FieldsOf, found: Found, depth: number): void {
  if (!data || typeof data !== 'object') return
  for (const field of fields) {
    const named = 'name' in field && typeof field.name === 'string' ? field.name : undefined
    const value = named ? data[named] : undefined
    switch (field.type) {
      case 'relationship':
      case 'upload':
        walkRelation(value, field.relationTo, fieldsOf, found, depth)
        break
      case 'richText':
        walkRichText(value, fieldsOf, found, depth)
        break
      case 'group':
        walkFields(field.fields, named ? (value as Record<string, unknown>) : data, fieldsOf, found, depth)
        break
      case 'row':
      case 'collapsible':
        walkFields(field.fields, data, fieldsOf, found, depth)
        break
      case 'tabs':
        for (const tab of field.tabs) walkFields(tab.fields, 'name' in tab && tab.name ? (data[tab.name] as Record<string, unknown>) : data, fieldsOf, found, depth)
        break
      case 'array':
        if (Array.isArray(value)) for (const row of value) walkFields(field.fields, row as Record<string, unknown>, fieldsOf, found, depth)
        break
      case 'blocks':
        if (Array.isArray(value))
          for (const row of value as Array<Record<string, unknown>>) {
            const block = field.blocks.find((candidate) => candidate.slug === row.blockType)
            if (block) walkFields(block.fields, row, fieldsOf, found, depth)
          }
        break
      default:
        break
    }
  }
}

/** The related documents of `docs` as tags (collections alone when there are too many). */
function tagsOf(found: Found): string[] {
  const count = [...found.values()].reduce((sum, ids) => sum + ids.size, 0)
  if (count > maxDocumentTags) return [...found.keys()].map(collectionTag)
  return [...found].flatMap(([collection, ids]) => [...ids].map((id) => documentTag(collection, id)))
}

function fieldsFrom(payload: Payload): FieldsOf {
  return (collection) => (payload.collections[collection as keyof typeof payload.collections]?.config as SanitizedCollectionConfig | undefined)?.fields
}

/**
 * The tags of a read: its documents and everything they populate. `list`: a list of the
 * collection (tagged with the collection, so a new or unpublished document reaches it too).
 */
export function readTags(payload: Payload, collection: string, docs: Array<Record<string, unknown> | null | undefined>, { list = false, depth = 3 } = {}): string[] {
  const found: Found = new Map()
  const fieldsOf = fieldsFrom(payload)
  for (const doc of docs) {
    if (!doc) continue
    if (!list) add(found, collection, relationId(doc.id))
    walkFields(fieldsOf(collection) ?? [], doc, fieldsOf, found, depth)
  }
  return [...new Set([...(list ? [collectionTag(collection)] : []), ...tagsOf(found)])]
}

/**
 * The tags a saved or deleted document touches: itself, its collection's lists, and every
 * document it names (before and after the change; depth 0, as hooks see it).
 */
export function changeTags(
  collection: string,
  fields: readonly Field[],
  id: number | string | undefined,
  ...versions: Array<Record<string, unknown> | null | undefined>
): string[] {
  const found: Found = new Map()
  for (const version of versions) walkFields(fields, version ?? undefined, () => undefined, found, 0)
  const own = id === undefined ? [] : [documentTag(collection, id)]
  return [...new Set([collectionTag(collection), ...own, ...tagsOf(found)])]
}

/** The relationship fields at a collection's top level, by name, with what they point at. */
function topLevelRelations(fields: readonly Field[]): Map<string, string | string[]> {
  const relations = new Map<string, string | string[]>()
  for (const field of fields) {
    if ((field.type === 'relationship' || field.type === 'upload') && 'name' in field) relations.set(field.name, field.relationTo)
    else if (field.type === 'row' || field.type === 'collapsible') for (const [name, to] of topLevelRelations(field.fields)) relations.set(name, to)
  }
  return relations
}

/**
 * The tags of a list filtered by a relation (`artist equals 3`, `artists contains 3`): the
 * documents it is filtered by, whose changes (and those of every document pointing at them)
 * touch it, instead of the whole collection. Null when the filter names no relation.
 */
export function filterTags(payload: Payload, collection: string, where: Record<string, unknown> | undefined): string[] | null {
  if (!where) return null
  const relations = topLevelRelations(fieldsFrom(payload)(collection) ?? [])
  const tags: string[] = []
  const conditions = [where, ...(Array.isArray(where.and) ? (where.and as Array<Record<string, unknown>>) : [])]
  for (const condition of conditions)
    for (const [name, test] of Object.entries(condition)) {
      const to = relations.get(name)
      if (typeof to !== 'string' || !test || typeof test !== 'object') continue
      const { equals, contains, in: among } = test as { equals?: unknown; contains?: unknown; in?: unknown }
      for (const id of [equals, contains, ...(Array.isArray(among) ? among : [])]) if (typeof id === 'number' || typeof id === 'string') tags.push(documentTag(to, id))
    }
  return tags.length > 0 ? tags : null
}

/**
 * Every collection a collection's documents can populate, `depth` relations deep, as list tags:
 * what a read kept in Next's data cache must carry when its tags are needed before it is made.
 */
export function reachableTags(payload: Payload, collection: string, depth: number): string[] {
  const fieldsOf = fieldsFrom(payload)
  const seen = new Set([collection])
  let frontier = [collection]
  for (let level = 0; level < depth; level++) {
    const next: string[] = []
    for (const current of frontier) {
      const found: Found = new Map()
      collectRelationTargets(fieldsOf(current) ?? [], found)
      if (found.has(anyCollection)) return payload.config.collections.map((config) => collectionTag(config.slug))
      for (const target of found.keys()) {
        if (seen.has(target)) continue
        seen.add(target)
        next.push(target)
      }
    }
    frontier = next
  }
  return [...seen].map(collectionTag)
}

const anyCollection = '*'

/** The collections a set of fields points at, anywhere inside it (`anyCollection` for rich text). */
function collectRelationTargets(fields: readonly Field[], found: Found): void {
  for (const field of fields) {
    if (field.type === 'relationship' || field.type === 'upload') for (const to of [field.relationTo].flat()) found.set(to, found.get(to) ?? new Set())
    // Rich text may link to any collection (Lexical's relationship and upload nodes).
    else if (field.type === 'richText') found.set(anyCollection, new Set())
    else if ('fields' in field && Array.isArray(field.fields)) collectRelationTargets(field.fields, found)
    else if (field.type === 'tabs') for (const tab of field.tabs) collectRelationTargets(tab.fields, found)
    else if (field.type === 'blocks') for (const block of field.blocks) collectRelationTargets(block.fields, found)
  }
}
