/**
 * Writes seed documents through Payload's Local API. Payload stores a translation by
 * writing the document once per locale, so every document is created in German and then
 * updated with its English texts.
 */

import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'

import { nestedReq } from '../src/cms/nestedReq'

import type { ImageSpec } from './plan/types'

export type Data = Record<string, unknown>
type Saved = { id: number } & Data

export class SeedWriter {
  readonly counts: Record<string, number> = {}
  /** Files written to the media folder, removed again if the seed fails. */
  readonly files: string[] = []

  constructor(
    readonly payload: Payload,
    readonly req: PayloadRequest,
  ) {}

  /**
   * Hooks must not call next/cache outside a Next request; depth 0 keeps writes cheap. Each write
   * gets its own copy of the seed's request: Payload writes a call's locale into the request it is
   * given, and a later write without one would inherit it (src/cms/nestedReq.ts).
   */
  private get options() {
    return { depth: 0, overrideAccess: true, req: nestedReq(this.req) } as const
  }

  private count(key: string, by = 1) {
    this.counts[key] = (this.counts[key] ?? 0) + by
  }

  /**
   * Creates a document with its German texts and adds the English ones. `en` may be a
   * function of the saved German document, for blocks whose row ids it must repeat.
   */
  async create(collection: CollectionSlug, de: Data, en: Data | ((saved: Saved) => Data) | null, { draft = false } = {}): Promise<Saved> {
    const versioned = Boolean(this.payload.collections[collection].config.versions?.drafts)
    // Every write of a versioned document needs its status, or Payload saves a draft.
    const status = versioned ? { _status: draft ? 'draft' : 'published' } : {}
    const doc = (await this.payload.create({
      collection,
      locale: 'de',
      data: { ...de, ...status } as never,
      draft,
      ...this.options,
    })) as unknown as Saved
    if (en) {
      const english = typeof en === 'function' ? en(doc) : en
      await this.payload.update({ collection, id: doc.id, locale: 'en', data: { ...english, ...status } as never, draft, ...this.options })
    }
    this.count(draft ? `${collection} (drafts)` : collection)
    return doc
  }

  /** Uploads a generated JPEG with alt text and copyright in both languages. */
  async media(spec: ImageSpec, data: Buffer): Promise<number> {
    const doc = await this.payload.create({
      collection: 'media',
      locale: 'de',
      data: { alt: spec.alt.de, copyrightText: spec.copyright.de },
      file: { data, mimetype: 'image/jpeg', name: spec.fileName, size: data.length },
      ...this.options,
      // The demo's pictures get their variants on their first request and their pyramids from
      // `npm start`'s sweep: the media job would make hundreds of variants before the site starts.
      context: { mediaJob: false },
    })
    if (doc.filename) this.files.push(doc.filename)
    await this.payload.update({
      collection: 'media',
      id: doc.id,
      locale: 'en',
      data: { alt: spec.alt.en, copyrightText: spec.copyright.en },
      ...this.options,
    })
    this.count('media')
    return doc.id
  }

  /**
   * Saves a global in German, then in English. Arrays and blocks are shared between the
   * languages and only their texts are translated, so the English write must name the rows
   * the German one created (by id), or Payload replaces them and the German texts are lost.
   */
  async global(slug: GlobalSlug, de: Data, en: (saved: Data) => Data): Promise<void> {
    const saved = (await this.payload.updateGlobal({ slug, locale: 'de', data: de as never, ...this.options })) as unknown as Data
    await this.payload.updateGlobal({ slug, locale: 'en', data: en(saved) as never, ...this.options })
    this.count('globals')
  }

  /** Documents without translated fields (redirects). */
  async plain(collection: CollectionSlug, data: Data): Promise<Saved> {
    const doc = (await this.payload.create({ collection, data: data as never, ...this.options })) as unknown as Saved
    this.count(collection)
    return doc
  }
}

/** The row ids of a saved array or blocks field, in order. */
export function rowIds(saved: Data, field: string): (string | undefined)[] {
  const rows = saved[field]
  return Array.isArray(rows) ? rows.map((row) => (row as { id?: string }).id) : []
}
