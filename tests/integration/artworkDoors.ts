/**
 * The doors to an artwork, read from the Payload schema rather than listed by hand: every path from
 * a collection or global through relationships, groups, arrays and blocks that ends at the
 * `artworks` collection (up to two relationship hops), so a new relation to works is a new door
 * the price-privacy tests walk without being told.
 */
import type { FlattenedField, SanitizedConfig } from 'payload'

export type ArtworkDoor = {
  /** The collection or global the path starts from. */
  entity: string
  kind: 'collection' | 'global'
  /** Field path to the artwork relation, `''` for the artworks collection itself (`artworks`, `layout.artworks`, `layout.exhibition.artworks`). */
  path: string
  /** The top-level field the path starts with (what `select` names). */
  topField: string
  /** Whether each hop of the path holds one work or many. */
  hasMany: boolean
}

type Hop = { path: string[]; relationTo: string; hasMany: boolean }

/** Every relationship reachable from these fields without leaving the document, with its path. */
function relationsIn(fields: FlattenedField[], prefix: string[] = []): Hop[] {
  const hops: Hop[] = []
  for (const field of fields) {
    const path = [...prefix, field.name]
    if (field.type === 'relationship' || field.type === 'upload') {
      for (const target of Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]) hops.push({ path, relationTo: target, hasMany: Boolean(field.hasMany) })
    } else if (field.type === 'group' || field.type === 'array' || field.type === 'tab') {
      hops.push(...relationsIn(field.flattenedFields, path))
    } else if (field.type === 'blocks') {
      // Payload queries a block's field by the blocks field's name and the field's name (`layout.artworks`).
      for (const block of field.blocks ?? []) hops.push(...relationsIn(block.flattenedFields, path))
    }
  }
  return hops
}

/** Paths from each collection and global to `artworks`, directly or through one more collection. */
export function artworkDoors(config: SanitizedConfig): ArtworkDoor[] {
  const entities = [
    ...config.collections.map((c) => ({ slug: c.slug, kind: 'collection' as const, fields: c.flattenedFields })),
    ...config.globals.map((g) => ({ slug: g.slug, kind: 'global' as const, fields: g.flattenedFields })),
  ]
  const fieldsOf = new Map<string, FlattenedField[]>(config.collections.map((c) => [c.slug, c.flattenedFields]))
  const doors = new Map<string, ArtworkDoor>([['artworks', { entity: 'artworks', kind: 'collection', path: '', topField: 'price', hasMany: false }]])
  for (const entity of entities) {
    for (const hop of relationsIn(entity.fields)) {
      const reach = (path: string[], hasMany: boolean) => {
        const door = { entity: entity.slug, kind: entity.kind, path: path.join('.'), topField: path[0], hasMany }
        doors.set(`${entity.slug}:${door.path}`, door)
      }
      if (hop.relationTo === 'artworks') reach(hop.path, hop.hasMany)
      else if (hop.relationTo !== entity.slug) {
        for (const next of relationsIn(fieldsOf.get(hop.relationTo) ?? [])) {
          if (next.relationTo === 'artworks') reach([...hop.path, ...next.path], hop.hasMany || next.hasMany)
        }
      }
    }
  }
  return [...doors.values()]
}
