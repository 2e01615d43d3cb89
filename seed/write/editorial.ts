/** Writes curators, crew, exhibitions, magazine, leasing offers, inquiry topics and FAQ. */

import type { SeedPlan } from '../plan/types'
import { richText } from '../richtext'
import type { SeedWriter } from '../writer'
import { taxonomyId, type Ids } from './catalogue'

/** The media id showing an artwork (its first image). */
export const artworkImage = (plan: SeedPlan, ids: Ids, artwork: number) => ids.images[plan.artworks[artwork % plan.artworks.length].image]
const artworkId = (ids: Ids, artwork: number) => ids.artworks[artwork % ids.artworks.length]

export async function writeCurators(w: SeedWriter, plan: SeedPlan, ids: Ids, portraits: number[]): Promise<void> {
  for (const [i, curator] of plan.curators.entries()) {
    const doc = await w.create(
      'curators',
      { name: curator.name, slug: curator.slug, portrait: portraits[i], biography: richText(curator.biography.de), website: curator.website },
      { slug: curator.slug, biography: richText(curator.biography.en) },
    )
    ids.curators.push(doc.id)
  }
}

export async function writeCrew(w: SeedWriter, plan: SeedPlan, ids: Ids, portraits: number[]): Promise<void> {
  for (const [i, member] of plan.crew.entries()) {
    const doc = await w.create(
      'crew',
      {
        name: member.name,
        slug: member.slug,
        role: member.role.de,
        portrait: portraits[i],
        bio: richText(member.biography.de),
        email: member.email,
        order: member.order,
      },
      { slug: member.slug, role: member.role.en, bio: richText(member.biography.en) },
    )
    ids.crew.push(doc.id)
  }
}

export async function writeExhibitions(w: SeedWriter, plan: SeedPlan, ids: Ids): Promise<void> {
  for (const show of plan.exhibitions) {
    const doc = await w.create(
      'exhibitions',
      {
        title: show.title.de,
        slug: show.slug.de,
        subtitle: show.subtitle.de,
        startDate: show.startDate,
        endDate: show.endDate,
        venue: show.venue.de,
        curators: show.curators.map((i) => ids.curators[i]),
        artists: show.artists.map((i) => ids.artists[i]),
        artworks: show.artworks.map((i) => artworkId(ids, i)),
        teaser: show.teaser.de,
        text: richText(show.text.de),
        images: show.images.map((i) => artworkImage(plan, ids, i)),
      },
      { title: show.title.en, slug: show.slug.en, subtitle: show.subtitle.en, venue: show.venue.en, teaser: show.teaser.en, text: richText(show.text.en) },
    )
    ids.exhibitions.push(doc.id)
  }
}

export async function writeArticles(w: SeedWriter, plan: SeedPlan, ids: Ids): Promise<void> {
  for (const article of plan.articles) {
    await w.create(
      'magazine',
      {
        title: article.title.de,
        slug: article.slug.de,
        teaser: article.teaser.de,
        body: richText(article.body.de),
        author: article.author,
        publishDate: article.publishDate,
        cover: artworkImage(plan, ids, article.cover),
        tags: article.tags.map((key) => taxonomyId(ids, 'tags', key)),
        artists: article.artists.map((i) => ids.artists[i]),
        artworks: article.artworks.map((i) => artworkId(ids, i)),
      },
      { title: article.title.en, slug: article.slug.en, teaser: article.teaser.en, body: richText(article.body.en) },
    )
  }
}

export async function writeLeasing(w: SeedWriter, plan: SeedPlan, ids: Ids): Promise<void> {
  for (const offer of plan.leasing) {
    await w.create(
      'leasing',
      {
        title: offer.title.de,
        slug: offer.slug.de,
        artwork: artworkId(ids, offer.artwork),
        teaser: offer.teaser.de,
        body: richText(offer.body.de),
        termMonths: offer.termMonths,
      },
      { title: offer.title.en, slug: offer.slug.en, teaser: offer.teaser.en, body: richText(offer.body.en) },
    )
  }
}

export async function writeInquiryTopics(w: SeedWriter, plan: SeedPlan): Promise<void> {
  for (const topic of plan.inquiryTopics) {
    await w.create(
      'inquiry-topics',
      { title: topic.title.de, slug: topic.slug.de, intro: topic.intro.de, body: richText(topic.body.de), order: topic.order },
      { title: topic.title.en, slug: topic.slug.en, intro: topic.intro.en, body: richText(topic.body.en) },
    )
  }
}

export async function writeFaq(w: SeedWriter, plan: SeedPlan): Promise<void> {
  for (const entry of plan.faq) {
    await w.create(
      'faq',
      { question: entry.question.de, answer: richText(entry.answer.de), category: entry.category.de, order: entry.order },
      { question: entry.question.en, answer: richText(entry.answer.en), category: entry.category.en },
    )
  }
}
