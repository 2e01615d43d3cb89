/**
 * How words are compared, the same for what is indexed and what a visitor types: case, accents
 * and German spelling are forgiven (`Künstler` = `kunstler` = `kuenstler`, `Straße` = `strasse`),
 * and each word also yields its stem in the language (German or English Snowball-type stemmers),
 * so `Gemälden` finds `Gemälde` and `paintings` finds `painting`. Pure functions: tested beside.
 */
import { stemmer as englishStemmer } from '@orama/stemmers/english'
import { stemmer as germanStemmer } from '@orama/stemmers/german'

import type { Locale } from '@/base/locales'

import { maxQueryLength } from './kinds'

/** Letters NFKD does not take apart. */
const special: Record<string, string> = { ß: 'ss', ẞ: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' }
const specialPattern = new RegExp(`[${Object.keys(special).join('')}]`, 'g')

/** Lower case without accents: `Zoë Åberg` → `zoe aberg`, `Straße` → `strasse`, `İzmir` → `izmir`. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(specialPattern, (letter) => special[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
}

/**
 * The German way of writing umlauts without them, undone: `schroeder` → `schroder`, `kuenstler` →
 * `kunstler`. Not after a vowel (`frauen`, `feuer`, `mauer` keep their `ue`) nor `ue` after `q`
 * (`baroque`, `quelle`), where the letters are no umlaut.
 */
export function collapseUmlautDigraphs(word: string): string {
  return word.replace(/(^|[^aeiouyq])([aou])e/g, (_, before: string, vowel: string) => `${before}${vowel}`)
}

/** Words too common to tell documents apart; dropped unless a query has nothing else. */
const stopwords: Record<Locale, Set<string>> = {
  de: new Set(
    'der die das den dem des ein eine einer eines einem einen und oder im ist zu zum zur mit von vom auf fur an am als auch aus bei es sich nicht so wie uber nach'.split(' '),
  ),
  en: new Set('the a an and or of in on at to for with by is it its as from this that'.split(' ')),
}

export function isStopword(term: string, locale: Locale): boolean {
  return stopwords[locale].has(term)
}

const stemmers: Record<Locale, (word: string) => string> = { de: germanStemmer, en: englishStemmer }

/** The stem of a folded word in the language; numbers and very short words are left alone. */
export function stem(word: string, locale: Locale): string {
  if (word.length < 4 || /\d/.test(word)) return word
  return stemmers[locale](word)
}

/** Words of a text: runs of letters and digits (`Künstler:innen` → `Künstler`, `innen`). */
export function tokenize(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? []
}

/**
 * The terms one word is indexed under: its folded form, the form with umlaut digraphs collapsed,
 * and the stems of both. Single letters and stopwords are not indexed.
 */
export function indexTerms(word: string, locale: Locale): string[] {
  const folded = fold(word)
  if ((folded.length < 2 && !/\d/.test(folded)) || isStopword(folded, locale)) return []
  const terms = new Set([folded])
  const collapsed = collapseUmlautDigraphs(folded)
  terms.add(collapsed)
  terms.add(stem(folded, locale))
  terms.add(stem(collapsed, locale))
  return [...terms]
}

/** One word of a query, ready for the index: the spellings to look up exactly, and the one to extend or correct. */
export type QueryWord = {
  /** What the visitor typed, for messages. */
  original: string
  /** Folded form: matched exactly, as a prefix while typing, and with one typo. */
  folded: string
  /** Other exact forms: the collapsed digraphs and the stems. */
  variants: string[]
}

/** At most this many words of a query count. */
export const maxQueryWords = 8

/** The words of a query; stopwords go unless the query has nothing else. */
export function queryWords(query: string, locale: Locale): QueryWord[] {
  const words = tokenize(query.slice(0, maxQueryLength))
    .map((original) => ({ original, folded: fold(original) }))
    .filter(({ folded }) => folded.length > 0)
  const meaningful = words.filter(({ folded }) => !isStopword(folded, locale))
  const kept = (meaningful.length > 0 ? meaningful : words).slice(0, maxQueryWords)
  return kept.map(({ original, folded }) => {
    const collapsed = collapseUmlautDigraphs(folded)
    const variants = new Set([collapsed, stem(folded, locale), stem(collapsed, locale)])
    variants.delete(folded)
    return { original, folded, variants: [...variants] }
  })
}
