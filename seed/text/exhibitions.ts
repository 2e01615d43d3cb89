/** Exhibition titles and texts, both languages. */

import type { TextBlock } from '../richtext'
import type { Localized } from './types'

export type ExhibitionText = { title: Localized; subtitle: Localized; teaser: Localized; idea: Localized }

/** Oldest first: the first six become past shows, then two current, then four upcoming. */
export const exhibitionTexts: ExhibitionText[] = [
  {
    title: { de: 'Farbe als Ort', en: 'Colour as Place' },
    subtitle: { de: 'Malerei aus drei Generationen', en: 'Painting from three generations' },
    teaser: { de: 'Wie wird eine Farbe zu einem Ort, an den man zurückkehren kann?', en: 'How does a colour become a place one can return to?' },
    idea: { de: 'Farbe hier nicht beschrieben, sondern bewohnt wird', en: 'colour is not described here but inhabited' },
  },
  {
    title: { de: 'Das leise Raster', en: 'The Quiet Grid' },
    subtitle: { de: 'Ordnung und Abweichung', en: 'Order and deviation' },
    teaser: {
      de: 'Raster, Reihen, Wiederholungen – und die kleinen Fehler, die sie lebendig machen.',
      en: 'Grids, rows, repetitions – and the small errors that bring them to life.',
    },
    idea: { de: 'jede Ordnung erst durch ihre Störung sichtbar wird', en: 'every order only becomes visible through its disturbance' },
  },
  {
    title: { de: 'Papierarbeiten', en: 'Works on Paper' },
    subtitle: { de: 'Zeichnung, Aquarell, Druck', en: 'Drawing, watercolour, print' },
    teaser: {
      de: 'Eine Ausstellung über das leichteste Material der Kunst und seine schweren Themen.',
      en: 'An exhibition about art’s lightest material and its weighty subjects.',
    },
    idea: { de: 'das Papier als Gedächtnis jeder Bewegung der Hand dient', en: 'paper serves as a memory of every movement of the hand' },
  },
  {
    title: { de: 'Nordlicht', en: 'Northern Light' },
    subtitle: { de: 'Positionen aus Skandinavien', en: 'Positions from Scandinavia' },
    teaser: { de: 'Lange Nächte, kurze Sommer: Künstlerinnen und Künstler aus dem Norden.', en: 'Long nights, short summers: artists from the north.' },
    idea: { de: 'Licht dort knapp ist, wo es am meisten bedeutet', en: 'light is scarcest where it means the most' },
  },
  {
    title: { de: 'Körper im Raum', en: 'Bodies in Space' },
    subtitle: { de: 'Skulptur und Fotografie', en: 'Sculpture and photography' },
    teaser: {
      de: 'Was bleibt vom Körper, wenn er nur noch als Umriss, Schatten oder Abdruck erscheint?',
      en: 'What remains of the body when it appears only as outline, shadow or imprint?',
    },
    idea: { de: 'der Körper immer zugleich Maß und Material ist', en: 'the body is always both measure and material' },
  },
  {
    title: { de: 'Stadt, Land, Fluss', en: 'City, Country, River' },
    subtitle: { de: 'Landschaften der Gegenwart', en: 'Landscapes of the present' },
    teaser: { de: 'Landschaft heute: Baustelle, Sehnsuchtsort, Datensatz.', en: 'Landscape today: construction site, place of longing, data set.' },
    idea: { de: 'Landschaft nie unberührt, sondern immer schon gestaltet ist', en: 'landscape is never untouched but always already shaped' },
  },
  {
    title: { de: 'Zwischen den Farben', en: 'Between the Colours' },
    subtitle: { de: 'Neue Arbeiten', en: 'New works' },
    teaser: {
      de: 'Übergänge, Mischungen, Zwischentöne: neue Arbeiten aus den Ateliers der Galerie.',
      en: 'Transitions, mixtures, in-between tones: new works from the gallery’s studios.',
    },
    idea: { de: 'das Entscheidende oft an den Rändern der Farbflächen geschieht', en: 'the decisive things often happen at the edges of colour fields' },
  },
  {
    title: { de: 'Werkstattberichte', en: 'Studio Reports' },
    subtitle: { de: 'Aus dem Werkstattpalast', en: 'From the Werkstattpalast' },
    teaser: { de: 'Die Stipendiatinnen und Stipendiaten des Werkstattpalasts zeigen, woran sie arbeiten.', en: 'The Werkstattpalast’s residents show what they are working on.' },
    idea: {
      de: 'Unfertiges oft mehr über eine künstlerische Haltung verrät als das fertige Werk',
      en: 'unfinished work often reveals more about an artistic stance than the finished piece',
    },
  },
  {
    title: { de: 'Gezeiten', en: 'Tides' },
    subtitle: { de: 'Malerei und Zeit', en: 'Painting and time' },
    teaser: { de: 'Bilder, die sich Zeit nehmen – und sie den Betrachtenden zurückgeben.', en: 'Pictures that take their time – and give it back to the viewer.' },
    idea: { de: 'Malerei Zeit speichert wie kaum ein anderes Medium', en: 'painting stores time like hardly any other medium' },
  },
  {
    title: { de: 'Schwarz auf Weiß', en: 'Black on White' },
    subtitle: { de: 'Grafik der Gegenwart', en: 'Contemporary graphic art' },
    teaser: { de: 'Von der Tuschezeichnung bis zum Siebdruck: eine Ausstellung ohne Farbe.', en: 'From ink drawing to screen print: an exhibition without colour.' },
    idea: { de: 'der Verzicht auf Farbe den Blick für Struktur schärft', en: 'doing without colour sharpens the eye for structure' },
  },
  {
    title: { de: 'Offene Ateliers', en: 'Open Studios' },
    subtitle: { de: 'Jahresausstellung', en: 'Annual exhibition' },
    teaser: { de: 'Einmal im Jahr öffnen alle Künstlerinnen und Künstler der Galerie ihre Mappen.', en: 'Once a year, all of the gallery’s artists open their portfolios.' },
    idea: { de: 'eine Galerie vor allem eine Gemeinschaft von Ateliers ist', en: 'a gallery is above all a community of studios' },
  },
  {
    title: { de: 'Fernweh', en: 'Wanderlust' },
    subtitle: { de: 'Reisen in der Kunst', en: 'Travel in art' },
    teaser: { de: 'Aufbruch, Ankunft und das Dazwischen: Arbeiten über das Unterwegssein.', en: 'Departure, arrival and everything in between: works about being on the move.' },
    idea: { de: 'jede Reise auch eine Bewegung im Bild ist', en: 'every journey is also a movement within the picture' },
  },
]

export const exhibitionVenues: Localized[] = [
  { de: 'Galerie Vernissage, Auguststraße 42, Berlin', en: 'Vernissage Gallery, Auguststraße 42, Berlin' },
  { de: 'Werkstattpalast, Halle 2', en: 'Werkstattpalast, Hall 2' },
  { de: 'Galerie Vernissage, Projektraum im Hof', en: 'Vernissage Gallery, courtyard project space' },
]

/** The exhibition text: what it is about, who is in it, who made it. */
export function exhibitionBody(text: ExhibitionText, artists: string[], curators: string[]): Localized<TextBlock[]> {
  const names = (list: string[], and: string) => (list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} ${and} ${list[list.length - 1]}`)
  return {
    de: [
      `„${text.title.de}“ geht von der Beobachtung aus, dass ${text.idea.de}. Die Ausstellung versammelt Arbeiten von ${names(artists, 'und')}.`,
      { heading: 'Zur Ausstellung', tag: 'h2' },
      `Die Werke stammen aus den vergangenen Jahren; viele werden hier zum ersten Mal gezeigt. Sie sind in Gruppen gehängt, die quer zu Entstehungszeit und Technik verlaufen, damit Verwandtschaften sichtbar werden, die eine chronologische Hängung verdecken würde.`,
      `Kuratiert von ${names(curators, 'und')}. Zur Ausstellung erscheint ein Heft mit Texten und Abbildungen aller Arbeiten; Führungen finden jeden Samstag um 15 Uhr statt.`,
    ],
    en: [
      `“${text.title.en}” starts from the observation that ${text.idea.en}. The exhibition brings together works by ${names(artists, 'and')}.`,
      { heading: 'About the exhibition', tag: 'h2' },
      `The works date from recent years; many are shown here for the first time. They hang in groups that cut across date and technique, so that kinships become visible that a chronological hang would hide.`,
      `Curated by ${names(curators, 'and')}. A booklet with texts and images of every work accompanies the exhibition; guided tours take place every Saturday at 3 pm.`,
    ],
  }
}
