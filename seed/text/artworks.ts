/** Words and sentences artwork titles and descriptions are made from, in both languages. */

import type { TextBlock } from '../richtext'
import { lower } from './biographies'
import type { Localized } from './types'

/** Nouns that work as a title alone in both languages (no article, no inflection needed). */
export const titleNouns: Localized[] = [
  { de: 'Abendrot', en: 'Afterglow' },
  { de: 'Morgennebel', en: 'Morning Mist' },
  { de: 'Brandung', en: 'Surf' },
  { de: 'Stille', en: 'Silence' },
  { de: 'Schwerkraft', en: 'Gravity' },
  { de: 'Gezeiten', en: 'Tides' },
  { de: 'Nachtfalter', en: 'Moth' },
  { de: 'Glut', en: 'Embers' },
  { de: 'Dämmerung', en: 'Dusk' },
  { de: 'Horizont', en: 'Horizon' },
  { de: 'Echo', en: 'Echo' },
  { de: 'Schwelle', en: 'Threshold' },
  { de: 'Lichtung', en: 'Clearing' },
  { de: 'Raster', en: 'Grid' },
  { de: 'Flussbett', en: 'Riverbed' },
  { de: 'Fernweh', en: 'Wanderlust' },
  { de: 'Wintergarten', en: 'Winter Garden' },
  { de: 'Spiegelung', en: 'Reflection' },
  { de: 'Nachklang', en: 'Reverberation' },
  { de: 'Sommerregen', en: 'Summer Rain' },
  { de: 'Gleichgewicht', en: 'Equilibrium' },
  { de: 'Zwielicht', en: 'Twilight' },
  { de: 'Funkenflug', en: 'Flying Sparks' },
  { de: 'Mondphase', en: 'Moon Phase' },
  { de: 'Steinbruch', en: 'Quarry' },
  { de: 'Tiefsee', en: 'Deep Sea' },
  { de: 'Windstille', en: 'Calm' },
  { de: 'Tagtraum', en: 'Daydream' },
  { de: 'Schattenriss', en: 'Silhouette' },
  { de: 'Kartografie', en: 'Cartography' },
  { de: 'Atem', en: 'Breath' },
  { de: 'Herzschlag', en: 'Heartbeat' },
  { de: 'Polarlicht', en: 'Aurora' },
  { de: 'Feldlinien', en: 'Field Lines' },
  { de: 'Sediment', en: 'Sediment' },
  { de: 'Fluchtpunkt', en: 'Vanishing Point' },
  { de: 'Zeitraffer', en: 'Time-Lapse' },
  { de: 'Verwerfung', en: 'Fault Line' },
  { de: 'Kontur', en: 'Contour' },
  { de: 'Rauschen', en: 'Static' },
  { de: 'Übergang', en: 'Transition' },
  { de: 'Hochsommer', en: 'High Summer' },
  { de: 'Frühlicht', en: 'First Light' },
  { de: 'Salzwiese', en: 'Salt Marsh' },
  { de: 'Glashaus', en: 'Glasshouse' },
  { de: 'Treibgut', en: 'Flotsam' },
  { de: 'Zugvögel', en: 'Migrating Birds' },
  { de: 'Brachland', en: 'Fallow Land' },
  { de: 'Heimweg', en: 'Way Home' },
  { de: 'Sternbild', en: 'Constellation' },
  { de: 'Weißes Rauschen', en: 'White Noise' },
  { de: 'Kältewelle', en: 'Cold Snap' },
  { de: 'Großstadtlicht', en: 'City Light' },
  { de: 'Fährhafen', en: 'Ferry Port' },
  { de: 'Südwind', en: 'South Wind' },
]

/** Abstract nouns that read well after "Über" / "On" without an article. */
export const aboutTopics: Localized[] = [
  { de: 'Stille', en: 'Silence' },
  { de: 'Schwerkraft', en: 'Gravity' },
  { de: 'Fernweh', en: 'Wanderlust' },
  { de: 'Zwielicht', en: 'Twilight' },
  { de: 'Gleichgewicht', en: 'Equilibrium' },
  { de: 'Erinnerung', en: 'Memory' },
  { de: 'Licht', en: 'Light' },
  { de: 'Zeit', en: 'Time' },
  { de: 'Farbe', en: 'Colour' },
  { de: 'Bewegung', en: 'Movement' },
  { de: 'Wiederholung', en: 'Repetition' },
  { de: 'Leere', en: 'Emptiness' },
  { de: 'Nähe', en: 'Closeness' },
  { de: 'Ferne', en: 'Distance' },
  { de: 'Wärme', en: 'Warmth' },
]

const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII']

export type TitleParts = {
  pattern: number
  nouns: [Localized, Localized]
  color: Localized
  place: Localized
  topic: Localized
  number: number
}

/** How often each title pattern is used: plain nouns and series most, the rest for variety. */
export const titlePatternWeights: [number, number][] = [
  [0, 30],
  [1, 25],
  [2, 14],
  [3, 7],
  [4, 7],
  [5, 6],
  [6, 6],
  [7, 5],
]

export function composeTitle(p: TitleParts): Localized {
  const [a, b] = p.nouns
  const r = roman[p.number % roman.length]
  switch (p.pattern) {
    case 0:
      return { de: a.de, en: a.en }
    case 1:
      return { de: `${a.de} ${r}`, en: `${a.en} ${r}` }
    case 2:
      return { de: `${a.de} und ${b.de}`, en: `${a.en} and ${b.en}` }
    case 3:
      return { de: `Komposition in ${p.color.de}`, en: `Composition in ${p.color.en}` }
    case 4:
      return { de: `Ohne Titel (${a.de})`, en: `Untitled (${a.en})` }
    case 5:
      return { de: `${a.de}, ${p.place.de}`, en: `${a.en}, ${p.place.en}` }
    case 6:
      return { de: `Über ${p.topic.de}`, en: `On ${p.topic.en}` }
    default:
      return { de: `Studie zu „${a.de}“`, en: `Study for “${a.en}”` }
  }
}

/** When a title is taken, the series number makes it unique: "Abendrot Nr. 2" / "Afterglow No. 2". */
export function numberedTitle(title: Localized, n: number): Localized {
  return { de: `${title.de} Nr. ${n}`, en: `${title.en} No. ${n}` }
}

export type DescriptionFacts = {
  title: Localized
  artist: string
  year: number
  medium: Localized
  colors: Localized[]
  style: Localized
  theme: Localized
}

type Sentence = (f: DescriptionFacts) => Localized

const openings: Sentence[] = [
  (f) => ({
    de: `Mit „${f.title.de}“ (${f.year}) setzt ${f.artist} die Auseinandersetzung mit dem Thema ${f.theme.de} fort.`,
    en: `With “${f.title.en}” (${f.year}), ${f.artist} continues to explore ${lower(f.theme.en)}.`,
  }),
  (f) => ({
    de: `Die ${f.year} entstandene Arbeit (${f.medium.de}) gehört zu den zentralen Werken von ${f.artist}.`,
    en: `Made in ${f.year} (${lower(f.medium.en)}), the work is among the key pieces by ${f.artist}.`,
  }),
  (f) => ({
    de: `In „${f.title.de}“ treffen ${f.colors[0].de} und ${f.colors[1]?.de ?? 'Weiß'} aufeinander – nicht als Gegensatz, sondern als Gespräch.`,
    en: `In “${f.title.en}”, ${lower(f.colors[0].en)} meets ${lower(f.colors[1]?.en ?? 'white')} – not as opposites but as a conversation.`,
  }),
  (f) => ({
    de: `„${f.title.de}“ beginnt mit einer einzigen Fläche in ${f.colors[0].de}; alles Weitere hat ${f.artist} aus ihr entwickelt.`,
    en: `“${f.title.en}” began with a single field of ${lower(f.colors[0].en)}; ${f.artist} developed everything else from it.`,
  }),
]

const middles: Sentence[] = [
  (f) => ({
    de: `Stilistisch steht das Werk der Richtung „${f.style.de}“ nahe, ohne sich ihr ganz zu unterwerfen. Aus der Nähe zeigt sich eine lebendige Oberfläche voller Korrekturen und Übermalungen.`,
    en: `Stylistically the work is close to ${lower(f.style.en)} without fully submitting to it. Up close, a lively surface appears, full of corrections and overpainting.`,
  }),
  () => ({
    de: 'Die Komposition lebt von Spannungen: schwere Formen am Rand, eine auffällige Leere in der Mitte. Je länger man hinsieht, desto mehr scheint sich das Bild zu bewegen.',
    en: 'The composition thrives on tension: heavy forms at the edges, a striking emptiness in the middle. The longer you look, the more the picture seems to move.',
  }),
  (f) => ({
    de: `Das Licht des Raumes verändert die Arbeit im Laufe des Tages deutlich; am Abend tritt ${f.colors[0].de} hervor, am Morgen wirkt sie fast monochrom.`,
    en: `The light of the room changes the work noticeably over the day; in the evening ${lower(f.colors[0].en)} comes forward, in the morning it looks almost monochrome.`,
  }),
  () => ({
    de: 'Wiederholung ist hier kein Stillstand: jede Linie nimmt die vorige auf und verschiebt sie um eine Winzigkeit, bis ein Rhythmus entsteht, der an Musik erinnert.',
    en: 'Repetition here is not standstill: each line picks up the one before and shifts it by a hair, until a rhythm emerges that recalls music.',
  }),
]

const closings: Localized[] = [
  { de: 'Rückseitig signiert, datiert und betitelt. Mit Echtheitszertifikat.', en: 'Signed, dated and titled on the reverse. With certificate of authenticity.' },
  { de: 'Das Werk wird gerahmt geliefert; Besichtigung in der Galerie nach Vereinbarung.', en: 'The work is delivered framed; viewings at the gallery by appointment.' },
  { de: 'Provenienz: direkt aus dem Atelier.', en: 'Provenance: directly from the studio.' },
]

/** Two or three paragraphs, the same sentences in both languages. */
export function describeArtwork(f: DescriptionFacts, choice: { opening: number; middle: number; closing: number | null }): Localized<TextBlock[]> {
  const first = openings[choice.opening % openings.length](f)
  const second = middles[choice.middle % middles.length](f)
  const last = choice.closing === null ? null : closings[choice.closing % closings.length]
  return {
    de: [first.de, second.de, ...(last ? [last.de] : [])],
    en: [first.en, second.en, ...(last ? [last.en] : [])],
  }
}

export const descriptionChoices = { openings: openings.length, middles: middles.length, closings: closings.length }

export function editionText(kind: 'painting' | 'paper' | 'print' | 'photo' | 'object', copy: number, size: number): Localized {
  if (kind === 'painting' || kind === 'paper') return { de: 'Unikat', en: 'Unique work' }
  return { de: `Auflage ${copy}/${size}`, en: `Edition ${copy} of ${size}` }
}

/** The three never-published works tests use to check that drafts stay hidden. */
export const draftTitles: Localized[] = [
  { de: 'Unveröffentlichte Studie I', en: 'Unpublished Study I' },
  { de: 'Unveröffentlichte Studie II', en: 'Unpublished Study II' },
  { de: 'Unveröffentlichte Studie III', en: 'Unpublished Study III' },
]
