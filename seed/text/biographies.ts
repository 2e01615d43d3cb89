/**
 * Sentence templates for biographies. Each template gives both languages at once, so the
 * English text is a translation of the German one, not an unrelated second text. Names are
 * used instead of pronouns: German pronouns would need a gender we do not model.
 */

import type { TextBlock } from '../richtext'
import type { Venue } from './people'
import type { Localized } from './types'

export type ArtistFacts = {
  name: string
  lastName: string
  birthYear: number
  birthPlace: Localized
  academy: Localized
  studyEnd: number
  colors: [Localized, Localized]
  themes: [Localized, Localized]
  medium: Localized
  venues: [Venue, Venue]
  awardYear: number
  city: Localized
}

type Template<T> = (facts: T) => Localized

/** Nouns start lower-case inside an English sentence ("fields of ochre"); German keeps them. */
export const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

export const artistOrigins: Template<ArtistFacts>[] = [
  (f) => ({
    de: `${f.name} wurde ${f.birthYear} in ${f.birthPlace.de} geboren und studierte bis ${f.studyEnd} an der ${f.academy.de}.`,
    en: `${f.name} was born in ${f.birthPlace.en} in ${f.birthYear} and studied at the ${f.academy.en} until ${f.studyEnd}.`,
  }),
  (f) => ({
    de: `Geboren ${f.birthYear} in ${f.birthPlace.de}, kam ${f.name} über Umwege zur Kunst: erst nach einer Lehre als Schriftsetzer:in folgte das Studium an der ${f.academy.de}.`,
    en: `Born in ${f.birthPlace.en} in ${f.birthYear}, ${f.name} came to art by a detour: an apprenticeship as a typesetter came first, then studies at the ${f.academy.en}.`,
  }),
  (f) => ({
    de: `${f.name} (*${f.birthYear} in ${f.birthPlace.de}) lebt und arbeitet in ${f.city.de}. Das Studium an der ${f.academy.de} schloss ${f.lastName} ${f.studyEnd} als Meisterschüler:in ab.`,
    en: `${f.name} (b. ${f.birthYear} in ${f.birthPlace.en}) lives and works in ${f.city.en}. ${f.lastName} graduated from the ${f.academy.en} in ${f.studyEnd} as a master student.`,
  }),
]

export const artistPractices: Template<ArtistFacts>[] = [
  (f) => ({
    de: `Im Zentrum der Arbeiten stehen ${f.themes[0].de} und ${f.themes[1].de}. ${f.lastName} schichtet Flächen in ${f.colors[0].de} und ${f.colors[1].de}, bis aus der Wiederholung eine eigene Ordnung entsteht.`,
    en: `The works centre on ${lower(f.themes[0].en)} and ${lower(f.themes[1].en)}. ${f.lastName} layers fields of ${lower(f.colors[0].en)} and ${lower(f.colors[1].en)} until repetition produces an order of its own.`,
  }),
  (f) => ({
    de: `Bevorzugtes Material ist ${f.medium.de}. Die Bilder entstehen langsam, oft über Monate, und tragen die Spuren vieler verworfener Fassungen – ${f.colors[0].de} scheint unter ${f.colors[1].de} hindurch.`,
    en: `The preferred medium is ${lower(f.medium.en)}. The pictures come about slowly, often over months, and carry traces of many discarded versions – ${lower(f.colors[0].en)} shows through ${lower(f.colors[1].en)}.`,
  }),
  (f) => ({
    de: `${f.lastName} versteht Malerei als Übersetzung von Erfahrungen: ${f.themes[0].de}, ${f.themes[1].de}, das Licht eines bestimmten Nachmittags. Die Formen bleiben offen genug, dass Betrachtende ihre eigenen Erinnerungen darin finden.`,
    en: `${f.lastName} treats painting as a translation of experience: ${lower(f.themes[0].en)}, ${lower(f.themes[1].en)}, the light of one particular afternoon. The forms stay open enough for viewers to find their own memories in them.`,
  }),
  (f) => ({
    de: `Die strengen Kompositionen folgen Regeln, die ${f.lastName} sich selbst gibt – und im entscheidenden Moment bricht. Ein einzelner Strich in ${f.colors[0].de} genügt, um ein ganzes Raster aus dem Gleichgewicht zu bringen.`,
    en: `The strict compositions follow rules that ${f.lastName} sets – and breaks at the decisive moment. A single stroke of ${lower(f.colors[0].en)} is enough to throw a whole grid off balance.`,
  }),
]

export const artistCareers: Template<ArtistFacts>[] = [
  (f) => ({
    de: `Arbeiten von ${f.lastName} waren unter anderem ${f.venues[0].atDe} und ${f.venues[1].atDe} zu sehen. ${f.awardYear} erhielt ${f.lastName} den Förderpreis der Stadt ${f.city.de}.`,
    en: `Works by ${f.lastName} have been shown at the ${f.venues[0].name.en} and the ${f.venues[1].name.en}, among others. In ${f.awardYear} ${f.lastName} received the ${f.city.en} city award for young artists.`,
  }),
  (f) => ({
    de: `Seit ${f.awardYear} arbeitet ${f.lastName} mit der Galerie zusammen. Zuletzt war eine Einzelausstellung ${f.venues[0].atDe} zu sehen; Werke befinden sich in privaten und öffentlichen Sammlungen in Europa.`,
    en: `${f.lastName} has worked with the gallery since ${f.awardYear}. A recent solo exhibition was shown at the ${f.venues[0].name.en}; works are held in private and public collections across Europe.`,
  }),
  (f) => ({
    de: `Nach Arbeitsstipendien in ${f.birthPlace.de} und ${f.city.de} folgten Ausstellungen ${f.venues[0].atDe} und ${f.venues[1].atDe}.`,
    en: `Working grants in ${f.birthPlace.en} and ${f.city.en} were followed by exhibitions at the ${f.venues[0].name.en} and the ${f.venues[1].name.en}.`,
  }),
]

/** Agents represent artists; their texts say so instead of describing a practice. */
export function agentBiography(f: ArtistFacts, since: number): Localized<TextBlock[]> {
  return {
    de: [
      `${f.name} (*${f.birthYear} in ${f.birthPlace.de}) vertritt seit ${since} Künstlerinnen und Künstler der Galerie gegenüber Sammlungen, Unternehmen und Institutionen.`,
      `Nach dem Studium an der ${f.academy.de} arbeitete ${f.lastName} mehrere Jahre für Auktionshäuser in ${f.city.de}. Schwerpunkte sind ${f.themes[0].de} und Fragen der Präsentation von Kunst in Arbeitsräumen.`,
    ],
    en: [
      `${f.name} (b. ${f.birthYear} in ${f.birthPlace.en}) has represented the gallery’s artists to collections, companies and institutions since ${since}.`,
      `After studying at the ${f.academy.en}, ${f.lastName} worked for auction houses in ${f.city.en} for several years, with a focus on ${lower(f.themes[0].en)} and on how art is shown in workplaces.`,
    ],
  }
}

export type CuratorFacts = { name: string; lastName: string; focus: Localized; venue: Venue; since: number }

export function curatorBiography(f: CuratorFacts): Localized<TextBlock[]> {
  return {
    de: [
      `${f.name} ist Kurator:in mit dem Schwerpunkt ${f.focus.de}. Seit ${f.since} entstehen gemeinsam mit der Galerie Ausstellungen, die Werke aus unterschiedlichen Generationen ins Gespräch bringen.`,
      `Zuvor arbeitete ${f.lastName} ${f.venue.atDe} und veröffentlichte Texte zu Farbe, Serie und Wiederholung.`,
    ],
    en: [
      `${f.name} is a curator focusing on ${f.focus.en}. Since ${f.since}, ${f.lastName} has developed exhibitions with the gallery that bring works from different generations into conversation.`,
      `Before that, ${f.lastName} worked at the ${f.venue.name.en} and published essays on colour, series and repetition.`,
    ],
  }
}
