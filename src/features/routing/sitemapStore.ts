/**
 * The sitemaps' data, held in memory and read again when content changed: a publish, an
 * unpublish or a delete announced on any instance (src/cms/changes.ts) marks it stale, and the
 * next request reads it again. A one-query stamp (row count and newest `updated_at` of every
 * public table), asked at most every `safetyCheckMs`, is the safety net for an announcement that
 * never came. Reading 10,000 works' slugs takes a fraction of a second. Held once per process
 * (src/base/processState.mjs) so the sitemap's route handlers share one copy.
 */
import { slot } from '@/base/processState.mjs'
import { onContentChange } from '@/cms/changes'
import { getPayloadClient } from '@/cms/client'
import { sourceStampRow } from '@/base/stamp'

import { publicCollections, type PublicCollection } from '../../base/publicPaths'
import { faqUpdatedAt, publishedDocs, type SitemapDoc } from './sitemapRows'

export type SitemapData = {
  stamp: string
  docs: Record<PublicCollection, SitemapDoc[]>
  faqUpdatedAt: string | null
}

export type SitemapHolder = { data?: SitemapData; stale: boolean; checkedAt: number; pending?: Promise<SitemapData> }

/** The safety net's period: a lost announcement shows within a minute. */
const safetyCheckMs = 60_000
const collections = Object.keys(publicCollections) as PublicCollection[]
const tables = [...collections.map((collection) => publicCollections[collection].table), 'faq']

function holder(): SitemapHolder {
  return slot('sitemapData', () => ({ stale: true, checkedAt: 0 }))
}

async function read(stamp: string): Promise<SitemapData> {
  const payload = await getPayloadClient()
  const lists = await Promise.all(collections.map((collection) => publishedDocs(payload, collection)))
  const docs = Object.fromEntries(collections.map((collection, i) => [collection, lists[i]])) as SitemapData['docs']
  return { stamp, docs, faqUpdatedAt: await faqUpdatedAt(payload) }
}

async function refresh(state: SitemapHolder): Promise<SitemapData> {
  const changed = state.stale
  // A change announced while this reads marks it stale again: the next request reads once more.
  state.stale = false
  const stamp = await sourceStampRow(await getPayloadClient(), tables)
  state.checkedAt = Date.now()
  if (!changed && state.data?.stamp === stamp) return state.data
  state.data = await read(stamp)
  return state.data
}

/** Every published document's slugs and last change, current as of every change announced. */
export async function getSitemapData(): Promise<SitemapData> {
  const state = holder()
  if (state.data && !state.stale && Date.now() - state.checkedAt < safetyCheckMs) return state.data
  state.pending ??= refresh(state)
    .catch((error) => {
      state.stale = true
      throw error
    })
    .finally(() => {
      state.pending = undefined
    })
  return state.pending
}

onContentChange(({ collection, publicContent, everything }) => {
  if (everything || publicContent || collection === 'faq') holder().stale = true
})
