/** The whole seed as data, from a seed number, an artwork count and the day it runs. */

import { pageTexts } from '../text/pages'
import { consentText, menus, redirectEntries, siteSettingsText } from '../text/site'
import { werkstattpalastPageTexts, werkstattpalastText } from '../text/werkstattpalast'
import { planArtworks, planDrafts } from './artworks'
import { planArtists, planTaxonomies } from './catalogue'
import { planArticles, planCrew, planCurators, planExhibitions, planFaq, planInquiryTopics, planLeasing } from './editorial'
import type { SeedPlan } from './types'

export const defaultSeed = 20_240_917
export const defaultArtworkCount = 400
export const benchArtworkCount = 10_000
/** Distinct images at most; more artworks share them (keeps the bench to minutes, not hours). */
export const imagePoolSize = 400

export type PlanOptions = {
  seed?: number
  artworks?: number
  /** The day the seed runs; only exhibition, article and artwork dates depend on it. */
  today?: Date
}

export function planSeed({ seed = defaultSeed, artworks: count = defaultArtworkCount, today = new Date() }: PlanOptions = {}): SeedPlan {
  if (!Number.isInteger(count) || count < 1) throw new Error(`artwork count must be a positive integer, got ${count}`)
  const artists = planArtists(seed)
  const { artworks, images } = planArtworks({ seed, count, artists, today, imagePool: Math.min(count, imagePoolSize) })
  const curators = planCurators(seed)
  // Blocks name artworks by position; with fewer artworks they wrap around.
  const within = (index: number) => index % artworks.length
  return {
    seed,
    today: today.toISOString(),
    taxonomies: planTaxonomies(),
    artists,
    images,
    artworks,
    drafts: planDrafts(seed, artworks),
    curators,
    crew: planCrew(seed),
    exhibitions: planExhibitions(seed, today, artists, artworks, curators),
    articles: planArticles(seed, today, artists, artworks),
    leasing: planLeasing(seed, artists, artworks),
    inquiryTopics: planInquiryTopics(),
    faq: planFaq(),
    pages: pageTexts,
    werkstattpalast: {
      title: werkstattpalastText.title,
      intro: werkstattpalastText.intro,
      body: werkstattpalastText.body,
      image: within(werkstattpalastText.imageArtwork),
      pages: werkstattpalastPageTexts.map((page, i) => ({ ...page, order: i + 1 })),
    },
    navigation: menus,
    consent: consentText,
    siteSettings: siteSettingsText,
    redirects: redirectEntries,
  }
}
