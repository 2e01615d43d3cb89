/** Plans people around the catalogue and what the gallery publishes about it. */

import { slugify } from '../../src/base/slugify'
import { formatPrice, isLeasable, monthlyLeasingRate, leasingMonths } from '../../src/base/price'
import { Random } from '../random'
import { curatorBiography } from '../text/biographies'
import { exhibitionBody, exhibitionTexts, exhibitionVenues } from '../text/exhibitions'
import { articleBody, articleTexts } from '../text/magazine'
import { crewEntries, curatorEntries, venues } from '../text/people'
import { faqTexts, inquiryTopicTexts, leasingTexts } from '../text/service'
import { colorTerms, tagTerms } from '../text/taxonomies'
import { lastName, portraitImage } from './catalogue'
import type { ArticleSpec, ArtistSpec, ArtworkSpec, CrewSpec, ExhibitionPhase, ExhibitionSpec, FaqSpec, InquiryTopicSpec, LeasingSpec, PersonSpec } from './types'

const dayMs = 24 * 60 * 60 * 1000
const utcMidnight = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
const palette = (rng: Random) => rng.sample(colorTerms, 3).map((c) => c.hex)

/** Exhibitions, articles and offers pick from the first 400 works, so the bench shows the same ones. */
const featured = (artworks: ArtworkSpec[]) => artworks.slice(0, 400)

export function planCurators(seed: number): PersonSpec[] {
  return curatorEntries.map((entry, i) => {
    const rng = Random.for(seed, 'curator', i)
    const slug = slugify(entry.name)
    return {
      name: entry.name,
      slug,
      biography: curatorBiography({ name: entry.name, lastName: lastName(entry.name), focus: entry.focus, venue: rng.pick(venues), since: rng.int(2012, 2022) }),
      portrait: portraitImage(rng, entry.name, slug, palette(rng), 'kurator'),
      website: rng.chance(0.5) ? `https://www.${slug}.example` : null,
    }
  })
}

export function planCrew(seed: number): CrewSpec[] {
  return crewEntries.map((entry, i) => {
    const rng = Random.for(seed, 'crew', i)
    const slug = slugify(entry.name)
    const first = entry.name.replace(/^Dr\. /, '').split(' ')[0]
    return {
      name: entry.name,
      slug,
      role: entry.role,
      email: entry.email,
      order: i + 1,
      biography: {
        de: [entry.about.de, `Sie erreichen ${first} unter ${entry.email}.`],
        en: [entry.about.en, `You can reach ${first} at ${entry.email}.`],
      },
      portrait: portraitImage(rng, entry.name, slug, palette(rng), 'crew'),
      website: null,
    }
  })
}

/** Where an exhibition stands on `today`: the test checks dates against this. */
export function exhibitionPhase(start: Date, end: Date, today: Date): ExhibitionPhase {
  if (end.getTime() < today.getTime()) return 'past'
  if (start.getTime() > today.getTime()) return 'upcoming'
  return 'current'
}

/**
 * Twelve exhibitions around `today`: six past, two running, four upcoming. Only the dates
 * move with the day the seed runs; who and what is shown stays the same.
 */
export function planExhibitions(seed: number, today: Date, artists: ArtistSpec[], artworks: ArtworkSpec[], curatorList: PersonSpec[]): ExhibitionSpec[] {
  const midnight = utcMidnight(today)
  const makers = artists.flatMap((a, i) => (a.personType === 'artist' ? [i] : []))
  const pool = featured(artworks)
  return exhibitionTexts.map((text, k) => {
    const rng = Random.for(seed, 'exhibition', k)
    const phase: ExhibitionPhase = k < 6 ? 'past' : k < 8 ? 'current' : 'upcoming'
    let start: number
    let end: number
    if (phase === 'past') {
      end = -(12 + (5 - k) * 58 + rng.int(0, 10))
      start = end - rng.int(35, 56)
    } else if (phase === 'current') {
      start = -(8 + (k - 6) * 20 + rng.int(0, 6))
      end = 18 + (k - 6) * 25 + rng.int(0, 10)
    } else {
      start = 16 + (k - 8) * 45 + rng.int(0, 8)
      end = start + rng.int(35, 56)
    }
    const chosenArtists = rng.sample(makers, rng.int(2, 5))
    const ofArtists = pool.filter((w) => chosenArtists.includes(w.artist))
    const works = rng.sample(ofArtists.length >= 6 ? ofArtists : pool, rng.int(6, 10)).map((w) => w.index)
    const curators = rng.sample([...curatorList.keys()], rng.int(1, 2))
    return {
      title: text.title,
      slug: { de: slugify(text.title.de), en: slugify(text.title.en) },
      subtitle: text.subtitle,
      teaser: text.teaser,
      text: exhibitionBody(
        text,
        chosenArtists.map((i) => artists[i].name),
        curators.map((i) => curatorList[i].name),
      ),
      venue: k === 7 ? exhibitionVenues[1] : rng.chance(0.8) ? exhibitionVenues[0] : exhibitionVenues[2],
      startDate: new Date(midnight + start * dayMs).toISOString(),
      endDate: new Date(midnight + end * dayMs).toISOString(),
      phase,
      curators,
      artists: chosenArtists,
      artworks: works,
      images: works.slice(0, 3),
    }
  })
}

export function planArticles(seed: number, today: Date, artists: ArtistSpec[], artworks: ArtworkSpec[]): ArticleSpec[] {
  const midnight = utcMidnight(today)
  const makers = artists.flatMap((a, i) => (a.personType === 'artist' ? [i] : []))
  const pool = featured(artworks)
  const authors = [...crewEntries.map((c) => c.name), ...curatorEntries.map((c) => c.name)]
  return articleTexts.map((text, k) => {
    const rng = Random.for(seed, 'article', k)
    const mentioned = rng.sample(makers, rng.int(1, 3))
    const ofArtists = pool.filter((w) => mentioned.includes(w.artist))
    const works = rng.sample(ofArtists.length >= 2 ? ofArtists : pool, rng.int(2, 4))
    const publishDate = midnight - (2 + k * 18 + rng.int(0, 9)) * dayMs + rng.int(7 * 60, 11 * 60) * 60_000
    return {
      title: text.title,
      slug: { de: slugify(text.title.de), en: slugify(text.title.en) },
      teaser: text.teaser,
      body: articleBody(
        text.kind,
        mentioned.map((i) => artists[i].name),
        works.map((w) => w.title),
      ),
      author: rng.pick(authors),
      publishDate: new Date(publishDate).toISOString(),
      cover: works[0].index,
      tags: rng.sample(tagTerms, rng.int(2, 3)).map((t) => t.key),
      artists: mentioned,
      artworks: works.map((w) => w.index),
    }
  })
}

/** About ten offers, each for a work the leasing rule allows (docs/behaviour.md#leasing). */
export function planLeasing(seed: number, artists: ArtistSpec[], artworks: ArtworkSpec[]): LeasingSpec[] {
  const rng = Random.for(seed, 'leasing')
  const candidates = featured(artworks).filter((w) => isLeasable(w))
  return rng.sample(candidates, 10).map((work) => {
    const rate = formatPrice(monthlyLeasingRate(work.price))
    const texts = leasingTexts(work.title, artists[work.artist].name, rate, leasingMonths)
    return {
      ...texts,
      slug: { de: slugify(texts.title.de), en: slugify(texts.title.en) },
      artwork: work.index,
      termMonths: leasingMonths,
    }
  })
}

export function planInquiryTopics(): InquiryTopicSpec[] {
  return inquiryTopicTexts.map((t, i) => ({ ...t, order: i + 1 }))
}

export function planFaq(): FaqSpec[] {
  return faqTexts.map((f, i) => ({ question: f.question, answer: { de: [f.answer.de], en: [f.answer.en] }, category: f.category, order: i + 1 }))
}
