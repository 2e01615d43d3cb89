/**
 * The sitemaps' data, held in memory and read again only when the database changed. Each request
 * asks for a one-query stamp (row count and newest `updated_at` of every public table): a publish,
 * an unpublish or a delete, here or in another instance, changes it, so the XML follows at the next
 * request with no purge to wire up. Reading 10,000 works' slugs takes a fraction of a second; the
 * stamp about a millisecond. Held on globalThis so the sitemap's route handlers share one copy.
 */
import { getPayloadClient } from '@/cms/client'
import { offerSlugSource, rememberSlugs } from '@/cms/slugIndex'
import { sourceStampRow } from '@/features/explorer/rows'

import { publicCollections, type PublicCollection } from './routes'
import { faqUpdatedAt, publishedDocs, type SitemapDoc } from './rows'

export type SitemapData = {
  stamp: string
  docs: Record<PublicCollection, SitemapDoc[]>
  faqUpdatedAt: string | null
}

type Holder = { data?: SitemapData; pending?: { stamp: string; promise: Promise<SitemapData> } }

const holderKey = Symbol.for('vernissage.sitemapData')
const collections = Object.keys(publicCollections) as PublicCollection[]
const tables = [...collections.map((collection) => publicCollections[collection].table), 'faq']

function holder(): Holder {
  const store = globalThis as Record<symbol, Holder | undefined>
  store[holderKey] ??= {}
  return store[holderKey]
}

async function read(stamp: string): Promise<SitemapData> {
  const payload = await getPayloadClient()
  const lists = await Promise.all(collections.map((collection) => publishedDocs(payload, collection)))
  const docs = Object.fromEntries(collections.map((collection, i) => [collection, lists[i]])) as SitemapData['docs']
  for (const collection of collections) for (const doc of docs[collection]) rememberSlugs(collection, doc.id, doc)
  return { stamp, docs, faqUpdatedAt: await faqUpdatedAt(payload) }
}

/** Every published document's slugs and last change, current as of this request. */
export async function getSitemapData(): Promise<SitemapData> {
  const payload = await getPayloadClient()
  const stamp = await sourceStampRow(payload, tables)
  const state = holder()
  if (state.data?.stamp === stamp) return state.data
  if (state.pending?.stamp === stamp) return state.pending.promise
  const promise = read(stamp)
  state.pending = { stamp, promise }
  try {
    const data = await promise
    state.data = data
    return data
  } finally {
    if (state.pending?.promise === promise) state.pending = undefined
  }
}

// The revalidation paths' slug index (src/cms/slugIndex.ts) fills itself from this bulk read.
offerSlugSource(getSitemapData)
