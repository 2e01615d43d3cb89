/** The Werkstattpalast: the gallery's studio building, its landing text and sub-pages. */

import type { TextBlock } from '../richtext'
import { newsletterCallToAction, type BlockText } from './pages'
import type { Localized } from './types'

export const werkstattpalastText: { title: Localized; intro: Localized; body: Localized<TextBlock[]>; imageArtwork: number } = {
  title: { de: 'Werkstattpalast', en: 'Werkstattpalast' },
  intro: {
    de: 'Ateliers, Werkstätten und ein Saal für Veranstaltungen in einer ehemaligen Maschinenfabrik.',
    en: 'Studios, workshops and an event hall in a former machine factory.',
  },
  body: {
    de: [
      'Im Werkstattpalast arbeiten Stipendiatinnen und Stipendiaten der Galerie Tür an Tür mit Druckerei, Schreinerei und Gießerei. Hier entstehen Werke, bevor sie in der Galerie zu sehen sind.',
      { heading: 'Offen für alle', tag: 'h2' },
      'Einmal im Monat öffnen die Ateliers für Besucherinnen und Besucher. Führungen, Workshops und Konzerte finden im großen Saal statt.',
    ],
    en: [
      'At the Werkstattpalast, the gallery’s residents work next door to the print shop, the joinery and the foundry. Works are made here before they are shown at the gallery.',
      { heading: 'Open to everyone', tag: 'h2' },
      'Once a month the studios open to visitors. Guided tours, workshops and concerts take place in the great hall.',
    ],
  },
  imageArtwork: 21,
}

export type WerkstattpalastPageText = { slug: Localized; title: Localized; intro: Localized; layout: BlockText[] }

const text = (de: TextBlock[], en: TextBlock[]): BlockText => ({ blockType: 'richText', content: { de, en } })

export const werkstattpalastPageTexts: WerkstattpalastPageText[] = [
  {
    slug: { de: 'ateliers', en: 'studios' },
    title: { de: 'Ateliers', en: 'Studios' },
    intro: { de: 'Zwölf Ateliers zwischen 30 und 90 Quadratmetern, hell und beheizt.', en: 'Twelve studios between 30 and 90 square metres, bright and heated.' },
    layout: [
      text(
        ['Die Ateliers liegen im ersten und zweiten Stock der alten Montagehalle. Große Fenster nach Norden sorgen für gleichmäßiges Licht.'],
        ['The studios are on the first and second floors of the old assembly hall. Large north-facing windows provide even light.'],
      ),
      { blockType: 'gallery', artworks: [30, 31, 32] },
    ],
  },
  {
    slug: { de: 'residenz', en: 'residency' },
    title: { de: 'Residenzprogramm', en: 'Residency programme' },
    intro: { de: 'Jedes Jahr vergeben wir vier Stipendien für zwölf Monate.', en: 'Every year we award four twelve-month residencies.' },
    layout: [
      text(
        [
          'Das Stipendium umfasst ein Atelier, einen monatlichen Zuschuss und eine Ausstellung zum Abschluss. Bewerbungsschluss ist jedes Jahr der 31. März.',
          { list: ['Portfolio als PDF', 'Kurzes Motivationsschreiben', 'Lebenslauf'] },
        ],
        [
          'The residency includes a studio, a monthly grant and a final exhibition. The deadline is 31 March every year.',
          { list: ['Portfolio as a PDF', 'Short letter of motivation', 'CV'] },
        ],
      ),
      { blockType: 'artistTeaser', heading: { de: 'Ehemalige Stipendiat:innen', en: 'Former residents' }, artists: [5, 9, 14] },
    ],
  },
  {
    slug: { de: 'veranstaltungen', en: 'events' },
    title: { de: 'Veranstaltungen', en: 'Events' },
    intro: { de: 'Konzerte, Lesungen, Workshops – im großen Saal des Werkstattpalasts.', en: 'Concerts, readings, workshops – in the Werkstattpalast’s great hall.' },
    layout: [
      text(['Der Saal fasst bis zu 200 Gäste und kann für eigene Veranstaltungen gemietet werden.'], ['The hall holds up to 200 guests and can be rented for your own events.']),
      { blockType: 'exhibitionTeaser', exhibition: 7 },
      newsletterCallToAction,
    ],
  },
  {
    slug: { de: 'geschichte', en: 'history' },
    title: { de: 'Geschichte des Hauses', en: 'History of the building' },
    intro: { de: 'Von der Maschinenfabrik zum Atelierhaus.', en: 'From machine factory to studio building.' },
    layout: [
      text(
        ['1898 als Maschinenfabrik errichtet, stand das Gebäude nach 1990 lange leer. 2015 übernahm die Galerie die Halle und baute sie behutsam um.'],
        ['Built as a machine factory in 1898, the building stood empty for years after 1990. In 2015 the gallery took over the hall and carefully converted it.'],
      ),
      {
        blockType: 'quote',
        quote: { de: 'Ein Palast für die Arbeit, nicht für den Prunk.', en: 'A palace for work, not for show.' },
        attribution: { de: 'aus der Eröffnungsrede 2015', en: 'from the opening speech, 2015' },
      },
    ],
  },
]
