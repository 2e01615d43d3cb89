/**
 * The search itself, over documents already in memory (./loaders.ts keeps one engine per language).
 * Terms come from ./normalize.ts. A query word matches its folded spelling and its digraph and stem
 * variants exactly in every field, and in titles, names and facts also as a prefix (while typing)
 * or with one typo; every word must match (AND). Scores are BM25 per field, weighted: a word in a
 * title counts six times one in a text, so a title match comes before a mention in a text.
 *
 * The term dictionary is MiniSearch's radix tree (prefix and edit-distance lookups); postings and
 * scores are typed arrays. MiniSearch's own search kept an object per match: 17–40 ms for a word
 * common in 10,000 works on this machine, against ~1 ms here. Pure: the tests build engines from
 * plain objects.
 */
import SearchableMap from 'minisearch/SearchableMap'

import type { Locale } from '@/base/locales'

import { searchKinds, type SearchItem, type SearchKind } from './kinds'
import { fold, indexTerms, queryWords, tokenize, type QueryWord } from './normalize'

/** One published document as the index sees it. */
export type SearchDoc = SearchItem & {
  /** Names shown with it (a work's artist, an article's author and artists): weigh less than the title. */
  names?: string
  /** Short facts (medium, styles, tags, venue, role, place, year). */
  meta?: string
  /** Long text (description, biography, article body, page text): weighs least. */
  text?: string
  /** How prominent it is (an artist's number of works): orders the suggestions of popular artists. */
  popularity?: number
}

const fields = ['title', 'names', 'meta', 'text'] as const
const fieldCount = fields.length
/** Field weights: a word in the title counts six times a word in the text. */
const boost = [6, 3, 1.5, 1]
/** Prefix and typo matches look at these fields only (title, names, facts). */
const shortFields = 3
/** BM25 parameters (MiniSearch's defaults). */
const k = 1.2
const b = 0.7
const d = 0.5
/** Weights of inexact matches against an exact one (1), as MiniSearch weighs them. */
const prefixWeight = 0.375
const fuzzyWeight = 0.45

export type SearchEngine = {
  locale: Locale
  items: SearchItem[]
  /** Folded title of each document, for the whole-title bonus. */
  titleKeys: string[]
  /** Term → id, every indexed term. */
  terms: Map<string, number>
  /** Terms of titles, names and facts → id: the dictionary prefix and typo matches search. */
  shortTerms: SearchableMap<number>
  /** Each document's analysis, by id: a rebuild keeps those whose texts did not change. */
  analyses: Map<string, Analysis>
  /** Postings of term t in field f at `t * 4 + f`: document and frequency, interleaved. */
  postings: Array<Int32Array | undefined>
  /** Length in terms of field f of document i at `i * 4 + f`. */
  lengths: Uint16Array
  averageLengths: number[]
  /** Words of titles and names (folded → as written, how often): the "did you mean" vocabulary. */
  vocabulary: SearchableMap<{ surface: string; count: number }>
  /** Artists with the most works, for the no-result and empty states. */
  popularArtists: SearchItem[]
  size: number
}

function toItem({ kind, id, title, subtitle, href, image }: SearchItem): SearchItem {
  return { kind, id, title, subtitle, href, image }
}

/** Builds an engine at once (tests, small sets); with `previous`, documents whose texts did not change are not analysed again. */
export function buildEngine(docs: SearchDoc[], locale: Locale, previous?: SearchEngine | null): SearchEngine {
  const steps = engineSteps(docs, locale, previous)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/**
 * Builds an engine in slices, giving the event loop back between them, so the searches and pages
 * served meanwhile wait a few ms, not the whole build. With the previous engine, only documents
 * whose texts changed are analysed again (a publish: one work, not 10,000).
 */
export async function buildEngineInSlices(docs: SearchDoc[], locale: Locale, previous?: SearchEngine | null): Promise<SearchEngine> {
  const steps = engineSteps(docs, locale, previous)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** Documents analysed between two pauses of a build in slices. */
const sliceSize = 250

/** A document's indexed texts and what they contribute: (term, field, count) triples and field lengths. */
type Analysis = { texts: string[]; contributions: Int32Array; lengths: number[] }

function* engineSteps(docs: SearchDoc[], locale: Locale, previous?: SearchEngine | null): Generator<void, SearchEngine> {
  const seen = new Set<string>()
  const unique = docs.filter((doc) => !seen.has(doc.id) && seen.add(doc.id))
  const size = unique.length
  const reuse = previous?.locale === locale ? previous : null
  // Term ids stay stable across rebuilds so that kept analyses stay valid (the map only grows).
  const terms = reuse ? reuse.terms : new Map<string, number>()
  const termsOfWord = new Map<string, number[]>() // the same words recur: normalise each once
  const analyses = new Map<string, Analysis>()
  const lengths = new Uint16Array(size * fieldCount)
  const totals = new Array<number>(fieldCount).fill(0)
  const vocabulary = new SearchableMap<{ surface: string; count: number }>()

  const idsOf = (word: string): number[] => {
    let ids = termsOfWord.get(word)
    if (!ids) {
      ids = indexTerms(word, locale).map((term) => {
        let id = terms.get(term)
        if (id === undefined) terms.set(term, (id = terms.size))
        return id
      })
      termsOfWord.set(word, ids)
    }
    return ids
  }

  const analyse = (texts: string[]): Analysis => {
    const contributions: number[] = []
    const fieldLengths: number[] = []
    for (let f = 0; f < fieldCount; f++) {
      const counts = new Map<number, number>()
      let length = 0
      for (const word of tokenize(texts[f])) {
        const ids = idsOf(word)
        if (ids.length > 0) length += 1
        for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
      }
      fieldLengths.push(Math.min(length, 65535))
      for (const [id, count] of counts) contributions.push(id, f, count)
    }
    return { texts, contributions: Int32Array.from(contributions), lengths: fieldLengths }
  }

  const foldedWords = new Map<string, string>()
  let analysed = 0
  const analysisList: Analysis[] = []
  for (let i = 0; i < size; i++) {
    if (i > 0 && i % (sliceSize * 4) === 0) yield
    const doc = unique[i]
    const texts = fields.map((field) => doc[field] ?? '')
    const kept = reuse?.analyses.get(doc.id)
    let analysis: Analysis
    if (kept && kept.texts.every((text, f) => text === texts[f])) analysis = kept
    else {
      analysis = analyse(texts)
      if (++analysed % sliceSize === 0) yield
    }
    analyses.set(doc.id, analysis)
    analysisList.push(analysis)
    for (const word of tokenize(`${doc.title} ${doc.names ?? ''}`)) {
      if (word.length < 3 || /\d/.test(word)) continue
      let folded = foldedWords.get(word)
      if (folded === undefined) foldedWords.set(word, (folded = fold(word)))
      const known = vocabulary.get(folded)
      if (known) known.count += 1
      else vocabulary.set(folded, { surface: word, count: 1 })
    }
  }
  yield

  const lists: number[][] = [] // postings while building, as plain arrays
  for (let i = 0; i < size; i++) {
    if (i > 0 && i % (sliceSize * 8) === 0) yield
    const { contributions, lengths: fieldLengths } = analysisList[i]
    for (let f = 0; f < fieldCount; f++) {
      lengths[i * fieldCount + f] = fieldLengths[f]
      totals[f] += fieldLengths[f]
    }
    for (let c = 0; c < contributions.length; c += 3) (lists[contributions[c] * fieldCount + contributions[c + 1]] ??= []).push(i, contributions[c + 2])
  }
  yield
  const postings = new Array<Int32Array | undefined>(terms.size * fieldCount)
  for (let slot = 0; slot < lists.length; slot++) if (lists[slot]) postings[slot] = Int32Array.from(lists[slot])
  const shortTerms = new SearchableMap<number>()
  for (const [term, id] of terms) {
    for (let f = 0; f < shortFields; f++) {
      if (postings[id * fieldCount + f]) {
        shortTerms.set(term, id)
        break
      }
    }
  }
  const popularArtists = unique
    .filter((doc) => doc.kind === 'artists')
    .sort((x, y) => (y.popularity ?? 0) - (x.popularity ?? 0) || x.title.localeCompare(y.title, 'de'))
    .slice(0, 8)
    .map(toItem)
  return {
    locale,
    items: unique.map(toItem),
    titleKeys: unique.map((doc) => tokenize(fold(doc.title)).join(' ')),
    terms,
    shortTerms,
    postings,
    analyses,
    lengths,
    averageLengths: totals.map((total) => (size > 0 ? total / size : 0) || 1),
    vocabulary,
    popularArtists,
    size,
  }
}

/** The terms one query word stands for, each with its weight and the fields it counts in. */
function expand(engine: SearchEngine, word: QueryWord, last: boolean): Array<{ id: number; weight: number; fieldLimit: number }> {
  const found = new Map<number, { id: number; weight: number; fieldLimit: number }>()
  for (const term of [word.folded, ...word.variants]) {
    const id = engine.terms.get(term)
    if (id !== undefined) found.set(id, { id, weight: 1, fieldLimit: fieldCount })
  }
  const length = word.folded.length
  // Prefixes: the word being typed from 2 letters, the others from 3.
  if (length >= (last ? 2 : 3)) {
    for (const [term, id] of engine.shortTerms.atPrefix(word.folded)) {
      if (found.has(id)) continue
      const distance = term.length - length
      found.set(id, { id, weight: (prefixWeight * term.length) / (term.length + 0.3 * distance), fieldLimit: shortFields })
    }
  }
  // One typo, from 4 letters.
  if (length >= 4) {
    for (const [term, [id, distance]] of engine.shortTerms.fuzzyGet(word.folded, 1)) {
      if (found.has(id) || distance === 0) continue
      found.set(id, { id, weight: (fuzzyWeight * term.length) / (term.length + distance), fieldLimit: shortFields })
    }
  }
  return [...found.values()]
}

/** Indices of the matching documents, best first, with their scores. */
function score(engine: SearchEngine, query: string): { order: number[]; scores: Float64Array } {
  const words = queryWords(query, engine.locale)
  const scores = new Float64Array(engine.size)
  if (words.length === 0 || engine.size === 0) return { order: [], scores }
  const hits = new Uint8Array(engine.size)
  const wordScores = new Float64Array(engine.size)
  let candidates: number[] = []
  words.forEach((word, w) => {
    const touched: number[] = []
    for (const { id, weight, fieldLimit } of expand(engine, word, w === words.length - 1)) {
      for (let f = 0; f < fieldLimit; f++) {
        const list = engine.postings[id * fieldCount + f]
        if (!list) continue
        const frequency = list.length / 2
        const idf = Math.log(1 + (engine.size - frequency + 0.5) / (frequency + 0.5))
        const factor = weight * boost[f] * idf
        const average = engine.averageLengths[f]
        for (let p = 0; p < list.length; p += 2) {
          const doc = list[p]
          const tf = list[p + 1]
          const norm = 1 - b + (b * engine.lengths[doc * fieldCount + f]) / average
          if (wordScores[doc] === 0) touched.push(doc)
          wordScores[doc] += factor * (d + (tf * (k + 1)) / (tf + k * norm))
        }
      }
    }
    for (const doc of touched) {
      if (hits[doc] === w) {
        hits[doc] = w + 1
        scores[doc] += wordScores[doc]
      }
      wordScores[doc] = 0
    }
    if (w === 0) candidates = touched
  })
  const phrase = words.map((word) => word.folded).join(' ')
  const order: number[] = []
  for (const doc of candidates) {
    if (hits[doc] !== words.length) continue
    // The whole query as the title, or its beginning, comes first.
    const title = engine.titleKeys[doc]
    if (title === phrase) scores[doc] *= 3
    else if (title.startsWith(phrase)) scores[doc] *= 1.5
    order.push(doc)
  }
  order.sort((x, y) => scores[y] - scores[x] || x - y)
  return { order, scores }
}

export type RankedItem = SearchItem & { score: number }

const ranked = (engine: SearchEngine, doc: number, scores: Float64Array): RankedItem => ({ ...engine.items[doc], score: scores[doc] })

/** Every matching document, best first. */
export function rank(engine: SearchEngine, query: string): RankedItem[] {
  const { order, scores } = score(engine, query)
  return order.map((doc) => ranked(engine, doc, scores))
}

export type SearchGroup = { kind: SearchKind; count: number; items: RankedItem[] }

export type SearchOutcome = {
  total: number
  counts: Record<SearchKind, number>
  /** Kinds with results, the kind of the best match first. */
  groups: SearchGroup[]
}

function emptyCounts(): Record<SearchKind, number> {
  return Object.fromEntries(searchKinds.map((kind) => [kind, 0])) as Record<SearchKind, number>
}

/**
 * Results grouped by kind with their counts: `perKind` of each kind, or with `kind` only that
 * kind, `limit` of them from `offset` (the page's view of one kind).
 */
export function searchGrouped(
  engine: SearchEngine,
  query: string,
  { perKind = 8, kind, offset = 0, limit = 48 }: { perKind?: number; kind?: SearchKind; offset?: number; limit?: number } = {},
): SearchOutcome {
  const { order, scores } = score(engine, query)
  const counts = emptyCounts()
  const groups = new Map<SearchKind, SearchGroup>()
  for (const doc of order) {
    const itemKind = engine.items[doc].kind
    const position = counts[itemKind]++
    if (kind && itemKind !== kind) continue
    let group = groups.get(itemKind)
    if (!group) groups.set(itemKind, (group = { kind: itemKind, count: 0, items: [] }))
    const wanted = kind ? position >= offset && position < offset + limit : position < perKind
    if (wanted) group.items.push(ranked(engine, doc, scores))
  }
  for (const group of groups.values()) group.count = counts[group.kind]
  return { total: order.length, counts, groups: [...groups.values()] }
}

/** The first few matches of any kind, for suggestions while typing. */
export function suggest(engine: SearchEngine, query: string, limit = 8): { items: RankedItem[]; total: number; counts: Record<SearchKind, number> } {
  const { order, scores } = score(engine, query)
  const counts = emptyCounts()
  for (const doc of order) counts[engine.items[doc].kind] += 1
  return { items: order.slice(0, limit).map((doc) => ranked(engine, doc, scores)), total: order.length, counts }
}

/**
 * Another spelling of the query built from words of titles and names up to two edits away, when
 * it finds something: the "did you mean" of the no-result state. Null when none helps.
 */
export function closeQuery(engine: SearchEngine, query: string): string | null {
  const words = queryWords(query, engine.locale)
  if (words.length === 0) return null
  let changed = false
  const replaced = words.map((word) => {
    // A word that finds something by itself stays as it is.
    if (word.folded.length < 3 || score(engine, word.original).order.length > 0) return word.original
    const candidates = [...engine.vocabulary.fuzzyGet(word.folded, 2)]
    if (candidates.length === 0) return word.original
    const [[, [{ surface }]]] = candidates.sort(([, [x, dx]], [, [y, dy]]) => dx - dy || y.count - x.count)
    changed = true
    return surface
  })
  if (!changed) return null
  const candidate = replaced.join(' ')
  return score(engine, candidate).order.length > 0 ? candidate : null
}
