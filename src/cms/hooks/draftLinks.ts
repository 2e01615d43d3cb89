import type { CollectionBeforeChangeHook, CollectionConfig, Endpoint, Field, PayloadRequest, Where } from 'payload'

import { notStaff, refuse } from '../../base/refusals'
import { publicError } from '../errors'
import { relationId } from '../relations'

/**
 * Nothing goes online half-made (issue 45 point 5): a document is not published while a document
 * it links to through a relationship field — a work's artist, an exhibition's artists, works and
 * curators, a magazine article's mentions, a leasing offer's work, a page's teaser blocks — is a
 * draft (never published, or unpublished), for the public page would show it without that link
 * (a work without its artist's name). The save is refused with a message naming the drafts in the
 * editor's language, unless it asks to publish them too: `?publishLinked=true` over REST (what
 * the admin's confirmation sends), `context: { publishLinkedDrafts: true }` through the Local API.
 * Then the drafts (and the drafts they link to in turn) are published first, in the same
 * transaction, deepest first, each through its own hooks.
 *
 * The fields are found in the config: every relationship field, at any depth (groups, rows, tabs,
 * arrays, blocks), pointing at a collection with drafts.
 */

type Language = 'de' | 'en'
type Label = { de: string; en: string }
export type DraftLink = { collection: string; id: number | string; title: string; label: Label }

/** The context key for the Local API; over REST the query parameter `publishLinked=true`. */
export const publishLinkedDrafts = 'publishLinkedDrafts'
/** Documents being published together in this save: each one's own check leaves the others alone (a cycle). */
const publishingTogether = 'draftLinksPublishing'

type Relation = { name: string; relationTo: string[] }
type Walk = { relations: Relation[]; nested: Array<{ name: string | null; many: boolean; walk: Walk | Walk[] }> }

/** The relationship fields of a list of fields that point at collections with drafts, with the containers they sit in. */
function walkFields(fields: Field[], drafty: ReadonlySet<string>): Walk {
  const walk: Walk = { relations: [], nested: [] }
  for (const field of fields) {
    if (field.type === 'relationship') {
      const targets = (Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]).filter((slug) => drafty.has(slug))
      if (targets.length > 0) walk.relations.push({ name: field.name, relationTo: targets })
    } else if (field.type === 'group' || field.type === 'array') {
      const inner = walkFields(field.fields, drafty)
      const name = 'name' in field && typeof field.name === 'string' ? field.name : null
      walk.nested.push({ name, many: field.type === 'array', walk: inner })
    } else if (field.type === 'row' || field.type === 'collapsible') {
      walk.nested.push({ name: null, many: false, walk: walkFields(field.fields, drafty) })
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) walk.nested.push({ name: 'name' in tab && tab.name ? tab.name : null, many: false, walk: walkFields(tab.fields, drafty) })
    } else if (field.type === 'blocks') {
      const blocks = (field.blocks ?? []).map((block) => ({ ...walkFields(block.fields, drafty), slug: block.slug }))
      walk.nested.push({ name: field.name, many: true, walk: blocks })
    }
  }
  return walk
}

const isEmpty = (walk: Walk | Walk[]): boolean => (Array.isArray(walk) ? walk.every(isEmpty) : walk.relations.length === 0 && walk.nested.every((inner) => isEmpty(inner.walk)))

/** The ids a document's data links to, by collection. */
function linkedIds(walk: Walk | Walk[], data: unknown, found: Map<string, Set<number | string>>): void {
  if (!data || typeof data !== 'object') return
  const record = data as Record<string, unknown>
  if (Array.isArray(walk)) {
    // Blocks: each row by its block type.
    const block = (walk as Array<Walk & { slug: string }>).find((candidate) => candidate.slug === record.blockType)
    if (block) linkedIds(block, record, found)
    return
  }
  for (const relation of walk.relations) {
    const values = Array.isArray(record[relation.name]) ? (record[relation.name] as unknown[]) : [record[relation.name]]
    for (const value of values) {
      // A relationship to several collections holds { relationTo, value }.
      const polymorphic = value && typeof value === 'object' && 'relationTo' in value ? (value as { relationTo: string; value: unknown }) : null
      const collection = polymorphic ? polymorphic.relationTo : relation.relationTo[0]
      const id = relationId(polymorphic ? polymorphic.value : value)
      if (id === undefined || !relation.relationTo.includes(collection)) continue
      if (!found.has(collection)) found.set(collection, new Set())
      found.get(collection)!.add(id)
    }
  }
  for (const inner of walk.nested) {
    const value = inner.name === null ? record : record[inner.name]
    for (const item of inner.many && Array.isArray(value) ? value : [value]) linkedIds(inner.walk, item, found)
  }
}

type Guard = { walks: Map<string, Walk>; titles: Map<string, string>; labels: Map<string, Label> }

/** Reads without touching the save's `req` (its locale stays the save's: STACK-NOTES pitfall 22), inside its transaction. */
const apart = (req: PayloadRequest) => ({ transactionID: req.transactionID, user: req.user }) as Partial<PayloadRequest>

const labelOf = (value: unknown, fallback: string): Label =>
  value && typeof value === 'object'
    ? { de: String((value as Label).de ?? fallback), en: String((value as Label).en ?? fallback) }
    : { de: String(value ?? fallback), en: String(value ?? fallback) }

function titleOf(doc: Record<string, unknown>, field: string, language: Language): string {
  const value = doc[field]
  if (value && typeof value === 'object') {
    const localized = value as Record<string, unknown>
    return String(localized[language] || localized.de || localized.en || doc.id)
  }
  return String(value || doc.id)
}

/**
 * The drafts the documents' data link to, and the drafts those link to in turn (each once), the
 * nearest first. `skip` holds "collection:id" of documents not to name (the document itself, and
 * those published with it).
 */
async function draftsLinkedFrom(
  req: PayloadRequest,
  guard: Guard,
  collection: string,
  documents: unknown[],
  skip: Set<string>,
  language: Language,
  known?: unknown,
): Promise<DraftLink[]> {
  const walk = guard.walks.get(collection)
  if (!walk) return []
  // The links of all the documents together: one query per linked collection, however many are selected.
  const found = new Map<string, Set<number | string>>()
  for (const data of documents) linkedIds(walk, data, found)
  // Only the links the save adds to what the document linked to already.
  if (known !== undefined) {
    const before = new Map<string, Set<number | string>>()
    linkedIds(walk, known, before)
    for (const [target, ids] of found) for (const id of before.get(target) ?? []) ids.delete(id)
  }
  const drafts: DraftLink[] = []
  for (const [target, ids] of found) {
    const { docs } = await req.payload.find({
      collection: target as 'artists',
      // The main row says whether a document is public: a published one with unpublished changes is.
      where: { and: [{ id: { in: [...ids] } }, { _status: { not_equals: 'published' } }] },
      pagination: false,
      depth: 0,
      locale: 'all',
      overrideAccess: true,
      req: apart(req),
    })
    for (const doc of docs as unknown as Array<Record<string, unknown> & { id: number | string }>) {
      const key = `${target}:${doc.id}`
      if (skip.has(key)) continue
      skip.add(key)
      drafts.push({ collection: target, id: doc.id, title: titleOf(doc, guard.titles.get(target) ?? 'id', language), label: guard.labels.get(target)! })
      // What the draft would be published as: its newest version, and what that links to.
      const latest = await req.payload.findByID({ collection: target as 'artists', id: doc.id, draft: true, depth: 0, locale: 'all', overrideAccess: true, req: apart(req) })
      drafts.push(...(await draftsLinkedFrom(req, guard, target, [latest], skip, language)))
    }
  }
  return drafts
}

const quoted = (language: Language, text: string) => (language === 'de' ? `„${text}“` : `"${text}"`)

/** "Künstler:in „Mara Linde“ ist noch ein Entwurf …" / "Artist "Mara Linde" is still a draft …". */
export function draftLinksMessage(drafts: DraftLink[], language: Language): string {
  const names = drafts.map((draft) => `${draft.label[language]} ${quoted(language, draft.title)}`)
  const one = drafts.length === 1
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ${language === 'de' ? 'und' : 'and'} ${names.at(-1)}`
  return language === 'de'
    ? `Nicht veröffentlicht: ${list} ${one ? 'ist noch ein Entwurf' : 'sind noch Entwürfe'}, die Seite erschiene ohne ${one ? 'diese Verknüpfung' : 'diese Verknüpfungen'}. Bitte ${one ? 'den Entwurf' : 'die Entwürfe'} zuerst oder gemeinsam mit diesem Dokument veröffentlichen.`
    : `Not published: ${list} ${one ? 'is still a draft' : 'are still drafts'}, so the page would appear without ${one ? 'that link' : 'those links'}. Please publish ${one ? 'the draft' : 'the drafts'} first, or together with this document.`
}

const languageOf = (req: PayloadRequest): Language => (req.i18n?.language === 'en' ? 'en' : 'de')

function asksToPublishLinked(req: PayloadRequest, context: Record<string, unknown>): boolean {
  const query = req.query as Record<string, unknown> | undefined
  return context[publishLinkedDrafts] === true || query?.publishLinked === 'true' || query?.publishLinked === true
}

function guardHook(guard: Guard, collection: string): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, context }) => {
    // A draft save may link to anything. A save that publishes a draft (or a new document) is
    // checked whole. One that changes a document already published as it is (Payload hands the hook
    // the whole document, status included: a sale marking a work sold, an edit published again) only
    // for the links it adds: an older link to a draft, made public by unpublishing that draft, does
    // not stop it.
    if (data._status !== 'published') return data
    const republish = originalDoc?._status === 'published'
    const together = new Set((context[publishingTogether] as string[] | undefined) ?? [])
    if (originalDoc?.id !== undefined) together.add(`${collection}:${originalDoc.id}`)
    // The document as it will be published: what the save sends over its newest version.
    const merged = { ...(originalDoc ?? {}), ...data }
    const language = languageOf(req)
    const drafts = await draftsLinkedFrom(req, guard, collection, [merged], new Set(together), language, republish ? originalDoc : undefined)
    if (drafts.length === 0) return data
    if (!asksToPublishLinked(req, context)) throw publicError(draftLinksMessage(drafts, language), 400, 'DraftLinks', { drafts })
    const all = [...together, ...drafts.map((draft) => `${draft.collection}:${draft.id}`)]
    // Deepest first, so each one's own check finds what it links to published already.
    for (const draft of [...drafts].reverse())
      await req.payload.update({
        collection: draft.collection as 'artists',
        id: draft.id,
        data: { _status: 'published' },
        depth: 0,
        overrideAccess: true,
        req: apart(req),
        context: { ...context, [publishingTogether]: all },
      })
    return data
  }
}

/**
 * `POST /api/{collection}/draft-links` (staff): the drafts a publish would bring along — for one
 * document, `{ id?, data? }` (the admin's form: what it would save over the newest version), or
 * for the documents a `where` query selects (the list's bulk publish). Answers `{ drafts, message }`
 * in the editor's language, message null when there are none.
 */
function draftLinksEndpoint(guard: Guard, collection: string): Endpoint {
  return {
    path: '/draft-links',
    method: 'post',
    handler: async (req) => {
      const language = languageOf(req)
      if (!req.user) return refuse(403, notStaff)
      const body = ((await req.json?.().catch(() => null)) ?? {}) as { id?: number | string; data?: Record<string, unknown> }
      const documents: unknown[] = []
      const where = (req.query as { where?: Where } | undefined)?.where
      if (where) {
        const { docs } = await req.payload.find({
          collection: collection as 'artworks',
          where,
          draft: true,
          depth: 0,
          locale: 'all',
          pagination: false,
          overrideAccess: true,
          req: apart(req),
        })
        documents.push(...docs)
      } else {
        const latest =
          body.id !== undefined && body.id !== null && body.id !== ''
            ? await req.payload.findByID({
                collection: collection as 'artworks',
                id: body.id,
                draft: true,
                depth: 0,
                locale: 'all',
                overrideAccess: true,
                req: apart(req),
                disableErrors: true,
              })
            : null
        documents.push({ ...(latest ?? {}), ...(body.data ?? {}) })
      }
      const skip = new Set(documents.map((doc) => `${collection}:${(doc as { id?: unknown }).id}`))
      const drafts = await draftsLinkedFrom(req, guard, collection, documents, skip, language)
      return Response.json({ drafts, message: drafts.length ? draftLinksMessage(drafts, language) : null }, { headers: { 'cache-control': 'no-store' } })
    },
  }
}

/**
 * Adds the guard to every collection with drafts whose fields link to a collection with drafts, its
 * `draft-links` endpoint, and the admin's Publish button that asks first (../admin/PublishWithLinks.tsx).
 */
export function withDraftLinksGuarded(collections: CollectionConfig[]): CollectionConfig[] {
  const drafty = new Set(collections.filter((collection) => typeof collection.versions === 'object' && collection.versions?.drafts).map((collection) => collection.slug))
  const guard: Guard = { walks: new Map(), titles: new Map(), labels: new Map() }
  for (const collection of collections) {
    if (!drafty.has(collection.slug)) continue
    guard.titles.set(collection.slug, collection.admin?.useAsTitle ?? 'id')
    guard.labels.set(collection.slug, labelOf(collection.labels?.singular, collection.slug))
    const walk = walkFields(collection.fields, drafty)
    if (!isEmpty(walk)) guard.walks.set(collection.slug, walk)
  }
  return collections.map((collection) => {
    if (!guard.walks.has(collection.slug)) return collection
    const hooks = collection.hooks ?? {}
    const components = collection.admin?.components ?? {}
    return {
      ...collection,
      hooks: { ...hooks, beforeChange: [...(hooks.beforeChange ?? []), guardHook(guard, collection.slug)] },
      endpoints: [...(collection.endpoints || []), draftLinksEndpoint(guard, collection.slug)],
      admin: {
        ...collection.admin,
        components: { ...components, edit: { ...components.edit, PublishButton: '/cms/admin/PublishWithLinks#PublishWithLinks' } },
      },
    }
  })
}
