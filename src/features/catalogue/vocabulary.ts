import type { Payload } from 'payload'

import { say, type Message } from '@/base/refusals'
import { foldName, freeSlug, listNames, nearNames, type FoldedNames } from './names'

/** How a catalogue file's names are compared with the stored ones: whatever their case. */
export const key = (value: string) => value.trim().normalize('NFC').toLocaleLowerCase('de')

export type Lookup = Map<string, number | string>
/** A collection's documents by name and slug (both languages), its names to suggest from, and the slugs taken. */
export type Vocabulary = { ids: Lookup; names: FoldedNames; slugs: Set<string> }

export async function vocabulary(payload: Payload, collection: 'artists' | 'mediums' | 'colors' | 'tags'): Promise<Vocabulary> {
  const found: Vocabulary = { ids: new Map(), names: new Map(), slugs: new Set() }
  for (const locale of ['de', 'en'] as const) {
    const { docs } = await payload.find({ collection, pagination: false, depth: 0, locale, fallbackLocale: false, overrideAccess: true, draft: true })
    for (const doc of docs as Array<{ id: number | string; name?: string | null; slug?: string | null }>) {
      for (const name of [doc.name, doc.slug]) if (name && !found.ids.has(key(name))) found.ids.set(key(name), doc.id)
      if (doc.name) found.names.set(doc.name, foldName(doc.name))
      if (doc.slug) found.slugs.add(doc.slug)
    }
  }
  return found
}

/** " – meinten Sie „X“?" when the name nearly matches known ones, else null. */
export function suggestion(name: string, known: FoldedNames): Message | null {
  const near = nearNames(name, known)
  return near.length === 0 ? null : say(` – meinten Sie ${listNames(near, 'de')}?`, ` – did you mean ${listNames(near, 'en')}?`)
}

/**
 * An artist a catalogue file names, created with what the artists collection requires: the name as
 * the file spells it (a person's name is the same in German and English), the person type
 * "artist", a slug made from the name (counted on when another artist has it), and the import's
 * status — published by a publishing import, else a draft. Portrait, biography and the rest are
 * left for the editors.
 */
export async function createArtist(payload: Payload, name: string, artists: Vocabulary, status: 'published' | 'draft'): Promise<number | string> {
  const slug = freeSlug(name, artists.slugs, 'artist')
  const created = await payload.create({
    collection: 'artists',
    locale: 'de',
    data: { name, slug, personType: 'artist', _status: status },
    draft: status === 'draft',
    overrideAccess: true,
    depth: 0,
    context: { catalogueImport: true },
  })
  artists.ids.set(key(name), created.id)
  artists.names.set(name, foldName(name))
  artists.slugs.add(slug)
  return created.id
}

/** Takes back an artist made for a row whose work could not be saved. */
export async function forgetArtist(payload: Payload, name: string, id: number | string, artists: Vocabulary): Promise<void> {
  await payload.delete({ collection: 'artists', id, overrideAccess: true }).catch(() => undefined)
  artists.ids.delete(key(name))
  artists.names.delete(name)
}
