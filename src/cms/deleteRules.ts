/**
 * What a delete does to the documents that name the one deleted (issue 45 point 3). Every
 * relationship and upload field of every collection and global is found in the config, so a new
 * relation is covered the day it is added; each has one of these rules:
 *
 * - `unlink` (the default): the reference goes, the document stays (a tag off a work, a work out
 *   of an exhibition, an artist out of a page's teaser, a departed staff member off a case). The
 *   database does it: relation columns are set to null, rows of `_rels` tables go with the
 *   document, on SQLite as on PostgreSQL (migrations/sqlite/…_delete_actions.ts).
 * - `cascade`: the referring documents go too: a case's mails in the outbox.
 * - `release`: the referring work's reservation ends: a work reserved for a deleted case.
 * - `block`: the delete is refused (409) with a message in the admin's language naming what
 *   blocks it: an artist named by works, a picture used anywhere, a work named by a case that
 *   reserved or sold it.
 *
 * And per collection: a sold case is a business record kept ten years (HGB §257, AO §147), and
 * the last staff account is what the admin is entered with; neither can be deleted.
 */
import type { CollectionBeforeDeleteHook, CollectionConfig, Field, PayloadRequest, SanitizedConfig, Where } from 'payload'

import { publicError } from './errors'
import { nestedReq } from './nestedReq'

export type DeleteRule = 'unlink' | 'cascade' | 'release' | 'block'

/** A field that names documents of a collection. `query` is its path in a `where` (block slugs left out). */
export type Reference = { from: string; global: boolean; path: string; query: string; hasMany: boolean }

type Label = { de: string; en: string }
type Language = keyof Label

/** Rules other than `unlink`, by `collection.fieldPath` (or the collection named, for any field naming it). */
const rules: Record<string, DeleteRule> = {
  'mail-outbox.inquiry': 'cascade',
  // What a recipient looked at goes with its room (issue 51).
  'viewing-room-views.room': 'cascade',
  'artworks.reservedFor': 'release',
  'artworks.artist': 'block',
  // Only while the case reserved or sold the work (`heldWorkCases` below); else the work just leaves the case.
  'inquiries.artworks': 'block',
  media: 'block',
}

/** Payload's own bookkeeping (locks, preferences), which Payload clears itself. */
const ownedByPayload = (slug: string) => slug.startsWith('payload-')

export function ruleFor(reference: Reference, target: string): DeleteRule {
  return rules[`${reference.from}.${reference.path}`] ?? rules[target] ?? 'unlink'
}

function walk(fields: Field[], path: string[], query: string[], found: (field: Field & { name: string }, path: string[], query: string[]) => void) {
  for (const field of fields) {
    const named = 'name' in field && field.name ? field.name : null
    const nextPath = named ? [...path, named] : path
    const nextQuery = named ? [...query, named] : query
    if (named && (field.type === 'relationship' || field.type === 'upload')) found(field as Field & { name: string }, nextPath, nextQuery)
    if ('fields' in field && field.fields) walk(field.fields, nextPath, nextQuery, found)
    if (field.type === 'tabs')
      for (const tab of field.tabs)
        walk(tab.fields, 'name' in tab && tab.name ? [...nextPath, tab.name] : nextPath, 'name' in tab && tab.name ? [...nextQuery, tab.name] : nextQuery, found)
    if (field.type === 'blocks') for (const block of field.blocks) if (typeof block === 'object') walk(block.fields, [...nextPath, block.slug], nextQuery, found)
  }
}

const cache = new WeakMap<object, Map<string, Reference[]>>()

/** Every field of every collection and global that names documents of each collection. */
export function referencesByTarget(config: Pick<SanitizedConfig, 'collections' | 'globals'>): Map<string, Reference[]> {
  const known = cache.get(config)
  if (known) return known
  const byTarget = new Map<string, Reference[]>()
  const add = (from: string, global: boolean) => (field: Field & { name: string }, path: string[], query: string[]) => {
    const relationTo = (field as { relationTo?: string | string[] }).relationTo
    for (const target of Array.isArray(relationTo) ? relationTo : relationTo ? [relationTo] : []) {
      const list = byTarget.get(target) ?? []
      list.push({ from, global, path: path.join('.'), query: query.join('.'), hasMany: Boolean((field as { hasMany?: boolean }).hasMany) })
      byTarget.set(target, list)
    }
  }
  for (const collection of config.collections) if (!ownedByPayload(collection.slug)) walk(collection.fields, [], [], add(collection.slug, false))
  for (const global of config.globals) walk(global.fields, [], [], add(global.slug, true))
  cache.set(config, byTarget)
  return byTarget
}

const texts = {
  blocked: {
    de: (what: string, by: string) => `„${what}“ kann nicht gelöscht werden: ${by}.`,
    en: (what: string, by: string) => `“${what}” cannot be deleted: ${by}.`,
  },
  usedBy: {
    de: (kind: string, names: string) => `verwendet von ${kind} ${names}`,
    en: (kind: string, names: string) => `used by ${kind} ${names}`,
  },
  more: { de: (n: number) => ` und ${n} weiteren`, en: (n: number) => ` and ${n} more` },
  artist: {
    de: 'Bitte die Werke zuerst einer anderen Person zuordnen oder löschen',
    en: 'please assign the works to someone else or delete them first',
  },
  media: { de: 'Bitte das Bild dort zuerst ersetzen oder entfernen', en: 'please replace or remove the picture there first' },
  heldWork: {
    de: 'Solange eine Anfrage das Werk reserviert oder verkauft hat, bleibt es',
    en: 'it stays while a case has reserved or sold it',
  },
  soldCase: {
    de: 'Ein verkaufter Fall ist ein Geschäftsbeleg und wird zehn Jahre aufbewahrt (HGB §257, AO §147). Personendaten lassen sich unter „Personendaten“ löschen; der Fall bleibt dann ohne sie.',
    en: 'A sold case is a business record and is kept for ten years (HGB §257, AO §147). Personal data can be erased under “Personal data”; the case then stays without it.',
  },
  lastUser: {
    de: 'Das letzte Konto der Mitarbeitenden kann nicht gelöscht werden: ohne es kommt niemand mehr in den Admin.',
    en: 'The last staff account cannot be deleted: without it nobody can sign in to the admin.',
  },
  lastAdministrator: {
    de: 'Das letzte Konto mit der Rolle „Administration“ kann nicht gelöscht werden: ohne es verwaltet niemand mehr die Konten. Geben Sie erst einem anderen Konto diese Rolle.',
    en: 'The last account with the role "Administrator" cannot be deleted: without it nobody can manage the accounts. Give another account this role first.',
  },
} satisfies Record<string, Record<Language, unknown>>

export function languageOf(req: PayloadRequest): Language {
  return req.i18n?.language === 'en' ? 'en' : 'de'
}

function label(config: SanitizedConfig, slug: string, global: boolean, plural: boolean, language: Language): string {
  const entity = global ? config.globals.find((entry) => entry.slug === slug) : config.collections.find((entry) => entry.slug === slug)
  const labels = global ? (entity as { label?: unknown })?.label : (entity as { labels?: { singular?: unknown; plural?: unknown } })?.labels?.[plural ? 'plural' : 'singular']
  if (labels && typeof labels === 'object') return String((labels as Record<string, unknown>)[language] ?? slug)
  return typeof labels === 'string' ? labels : slug
}

function titleOf(config: SanitizedConfig, slug: string, doc: Record<string, unknown>): string {
  const field = config.collections.find((entry) => entry.slug === slug)?.admin?.useAsTitle ?? 'id'
  const value = doc[field]
  return typeof value === 'string' && value.trim() ? value : `#${String(doc.id)}`
}

/** The documents (at most 3 named, and a count) that name `id` through a `block` reference, or null. */
async function blockers(req: PayloadRequest, reference: Reference, target: string, id: number | string, language: Language): Promise<string | null> {
  const { payload } = req
  const config = payload.config
  if (reference.global) {
    const global = (await payload.findGlobal({ slug: reference.from as never, depth: 0, overrideAccess: true, req: nestedReq(req) })) as Record<string, unknown>
    const values = reference.path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), global)
    const ids = (Array.isArray(values) ? values : [values]).map((value) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value))
    if (!ids.some((value) => String(value) === String(id))) return null
    return texts.usedBy[language](label(config, reference.from, true, false, language), '').trim()
  }
  const where: Where = { [reference.query]: { equals: id } }
  if (reference.from === 'inquiries' && target === 'artworks') where.status = { in: ['reserved', 'sold'] }
  const found = await payload.find({ collection: reference.from as never, where, depth: 0, limit: 3, overrideAccess: true, req: nestedReq(req) })
  if (found.totalDocs === 0) return null
  const names = found.docs.map((doc) => `„${titleOf(config, reference.from, doc as Record<string, unknown>)}“`).join(', ')
  const rest = found.totalDocs - found.docs.length
  const kind = label(config, reference.from, false, found.totalDocs > 1, language)
  return texts.usedBy[language](kind, names + (rest > 0 ? texts.more[language](rest) : ''))
}

function refuse(req: PayloadRequest, message: string) {
  return publicError(message, 409, 'DeleteRefused', { reason: 'referenced' })
}

/** Applies the rules of every reference to the document about to be deleted (see the top of this file). */
export const applyDeleteRules: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  const language = languageOf(req)
  const { payload } = req
  const target = collection.slug
  if (target === 'inquiries') {
    const found = await payload.findByID({ collection: 'inquiries', id, depth: 0, overrideAccess: true, disableErrors: true, req: nestedReq(req) })
    if (found?.status === 'sold') throw refuse(req, texts.soldCase[language])
  }
  if (target === 'users') {
    const staff = await payload.count({ collection: 'users', overrideAccess: true, req: nestedReq(req) })
    if (staff.totalDocs <= 1) throw refuse(req, texts.lastUser[language])
    const doc = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req: nestedReq(req) })
    const administrators: Where = { and: [{ role: { equals: 'administrator' } }, { id: { not_equals: id } }] }
    if (
      (doc as { role?: string } | null)?.role === 'administrator' &&
      (await payload.count({ collection: 'users', where: administrators, overrideAccess: true, req: nestedReq(req) })).totalDocs === 0
    )
      throw refuse(req, texts.lastAdministrator[language])
  }
  const references = referencesByTarget(payload.config).get(target) ?? []
  const reasons: string[] = []
  for (const reference of references) {
    if (ruleFor(reference, target) !== 'block') continue
    const by = await blockers(req, reference, target, id, language)
    if (by) reasons.push(by)
  }
  if (reasons.length > 0) {
    const doc = await payload.findByID({ collection: target as never, id, depth: 0, overrideAccess: true, disableErrors: true, req: nestedReq(req) })
    const what = doc ? titleOf(payload.config, target, doc as Record<string, unknown>) : `#${id}`
    const hint = target === 'artists' ? texts.artist[language] : target === 'media' ? texts.media[language] : target === 'artworks' ? texts.heldWork[language] : ''
    throw refuse(req, `${texts.blocked[language](what, reasons.join('; '))}${hint ? ` ${hint}.` : ''}`)
  }
  for (const reference of references) {
    const rule = ruleFor(reference, target)
    if (reference.global || (rule !== 'cascade' && rule !== 'release')) continue
    const where: Where = { [reference.query]: { equals: id } }
    if (rule === 'cascade') await payload.delete({ collection: reference.from as never, where, overrideAccess: true, req: nestedReq(req) })
    // A work reserved for the case is free again; a sold one keeps its sale.
    else
      await payload.update({
        collection: reference.from as never,
        where: { and: [where, { sold: { not_equals: true } }] },
        data: { reservedUntil: null, reservedFor: null } as never,
        overrideAccess: true,
        req: nestedReq(req),
      })
  }
}

/** Adds the rules to a collection (every collection in src/payload.config.ts). */
export function withDeleteRules(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeDelete: [applyDeleteRules, ...(collection.hooks?.beforeDelete ?? [])] } }
}
