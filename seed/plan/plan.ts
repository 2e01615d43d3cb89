/** The whole seed as data, from a seed number, an artwork count and the day it runs. */

import { isValidGtmId } from '../../src/features/consent/gtm'
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
  /**
   * A Tag Manager container id. The demo has none by default: a made-up id would send consenting
   * visitors' browsers to Google for a container that does not exist. The e2e run sets one.
   */
  gtmId?: string
}

export function planSeed({ seed = defaultSeed, artworks: count = defaultArtworkCount, today = new Date(), gtmId }: PlanOptions = {}): SeedPlan {
  if (!Number.isInteger(count) || count < 1) throw new Error(`artwork count must be a positive integer, got ${count}`)
  if (gtmId && !isValidGtmId(gtmId)) throw new Error(`the Tag Manager id must be GTM- followed by letters and digits, got "${gtmId}"`)
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
    siteSettings: gtmId ? { ...siteSettingsText, gtmId } : siteSettingsText,
    redirects: redirectEntries,
  }
}
