/**
 * The demo-content generator: fills an empty database with a bilingual gallery (artists,
 * artworks with generated images, exhibitions, magazine, pages, settings) through Payload's
 * Local API. The same seed number gives the same content; dates follow the day it runs.
 */

import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { planSeed } from './plan/plan'
import { analyze, inSeedTransaction } from './transaction'
import { emptyIds, writeArtists, writeArtworks, writePortraits, writeTaxonomies } from './write/catalogue'
import { writeArticles, writeCrew, writeCurators, writeExhibitions, writeFaq, writeInquiryTopics, writeLeasing } from './write/editorial'
import { writeGlobals, writePages, writeRedirects, writeWerkstattpalast } from './write/site'
import { SeedWriter } from './writer'
import { config as settings } from '../src/config/env.mjs'

export type SeedOptions = {
  /** How many published artworks (default 400; the bench uses 10,000). */
  artworks?: number
  log?: (line: string) => void
  seed?: number
  today?: Date
  /** A Tag Manager container id for the site settings (default: SEED_GTM_ID, else none). */
  gtmId?: string
}

export type SeedSummary = {
  /** Documents written per collection (drafts counted apart), plus `globals`. */
  counts: Record<string, number>
  /** Milliseconds per phase, in the order they ran. */
  phases: Record<string, number>
  milliseconds: number
}

/** Seeding is only for a fresh database: no artworks, no pages and no artists yet. */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  for (const collection of ['artworks', 'pages', 'artists'] as const) {
    const { totalDocs } = await payload.count({ collection, overrideAccess: true })
    if (totalDocs > 0) return false
  }
  return true
}

/** A failed seed is rolled back; the images it uploaded would otherwise be left behind. */
async function removeUploads(payload: Payload, files: string[]): Promise<void> {
  const upload = payload.collections.media.config.upload
  const directory = typeof upload === 'object' && upload.staticDir ? upload.staticDir : null
  if (!directory) return
  await Promise.all(files.map((file) => fs.rm(path.resolve(directory, file), { force: true })))
}

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now()
  const log = options.log ?? (() => undefined)
  const plan = planSeed({ seed: options.seed, artworks: options.artworks, today: options.today, gtmId: options.gtmId ?? settings().SEED_GTM_ID })
  const phases: Record<string, number> = {}
  let writer: SeedWriter | undefined

  const phase = async (name: string, work: () => Promise<void>) => {
    const t = Date.now()
    await work()
    phases[name] = Date.now() - t
    log(`${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`)
  }

  try {
    await inSeedTransaction(payload, async (req) => {
      const w = (writer = new SeedWriter(payload, req))
      const ids = emptyIds()
      await phase('vocabularies', () => writeTaxonomies(w, plan, ids))
      await phase('people', async () => {
        const portraits = await writePortraits(w, [...plan.artists, ...plan.curators, ...plan.crew])
        const [artists, curators] = [plan.artists.length, plan.curators.length]
        await writeArtists(w, plan, ids, portraits.slice(0, artists))
        await writeCurators(w, plan, ids, portraits.slice(artists, artists + curators))
        await writeCrew(w, plan, ids, portraits.slice(artists + curators))
      })
      await phase('artworks', () => writeArtworks(w, plan, ids, log))
      await phase('exhibitions, magazine, leasing, FAQ', async () => {
        await writeExhibitions(w, plan, ids)
        await writeArticles(w, plan, ids)
        await writeLeasing(w, plan, ids)
        await writeInquiryTopics(w, plan)
        await writeFaq(w, plan)
      })
      await phase('pages and settings', async () => {
        await writePages(w, plan, ids)
        await writeWerkstattpalast(w, plan, ids)
        await writeGlobals(w, plan)
        await writeRedirects(w, plan)
      })
      await analyze(payload, req)
    })
  } catch (error) {
    await removeUploads(payload, writer?.files ?? [])
    throw error
  }
  return { counts: writer?.counts ?? {}, phases, milliseconds: Date.now() - started }
}
