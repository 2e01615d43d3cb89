/** Magazine articles: 20 titles and teasers, bodies built around the artists they mention. */

import type { TextBlock } from '../richtext'
import type { Localized } from './types'

export type ArticleKind = 'interview' | 'essay' | 'report' | 'guide'

export type ArticleText = { kind: ArticleKind; title: Localized; teaser: Localized }

/** Newest first. */
export const articleTexts: ArticleText[] = [
  {
    kind: 'interview',
    title: { de: 'Im Atelier: Farbe bis zum Morgengrauen', en: 'In the Studio: Colour until Dawn' },
    teaser: { de: 'Ein Besuch bei einer Malerin, die nachts arbeitet.', en: 'A visit to a painter who works at night.' },
  },
  {
    kind: 'guide',
    title: { de: 'Kunst leasen: So funktioniert es', en: 'Leasing Art: How It Works' },
    teaser: { de: 'Laufzeit, Rate, Versicherung – die wichtigsten Fragen zum Kunstleasing.', en: 'Term, rate, insurance – the key questions about leasing art.' },
  },
  {
    kind: 'essay',
    title: { de: 'Warum wir Raster lieben', en: 'Why We Love Grids' },
    teaser: { de: 'Über Ordnung, Kontrolle und den Reiz der kleinen Abweichung.', en: 'On order, control and the appeal of the small deviation.' },
  },
  {
    kind: 'report',
    title: { de: 'Rückblick: Offene Ateliers', en: 'Looking Back: Open Studios' },
    teaser: { de: 'Drei Tage, elf Ateliers, über zweitausend Besucherinnen und Besucher.', en: 'Three days, eleven studios, over two thousand visitors.' },
  },
  {
    kind: 'interview',
    title: { de: '„Papier verzeiht nichts“', en: '“Paper Forgives Nothing”' },
    teaser: { de: 'Ein Gespräch über Aquarell, Geduld und verworfene Blätter.', en: 'A conversation about watercolour, patience and discarded sheets.' },
  },
  {
    kind: 'guide',
    title: { de: 'Die erste eigene Sammlung', en: 'Your First Collection' },
    teaser: { de: 'Fünf Ratschläge für alle, die zum ersten Mal Kunst kaufen.', en: 'Five pieces of advice for first-time art buyers.' },
  },
  {
    kind: 'essay',
    title: { de: 'Die Farbe Ultramarin', en: 'The Colour Ultramarine' },
    teaser: { de: 'Vom Lapislazuli zum Pigment aus dem Labor: eine kleine Geschichte des Blaus.', en: 'From lapis lazuli to lab-made pigment: a short history of blue.' },
  },
  {
    kind: 'report',
    title: { de: 'Neu im Werkstattpalast', en: 'New at the Werkstattpalast' },
    teaser: { de: 'Vier Stipendiatinnen und Stipendiaten beziehen ihre Ateliers.', en: 'Four residents move into their studios.' },
  },
  {
    kind: 'interview',
    title: { de: 'Bronze und Geduld', en: 'Bronze and Patience' },
    teaser: { de: 'Wie eine Skulptur entsteht – vom Wachsmodell bis zur Patina.', en: 'How a sculpture is made – from wax model to patina.' },
  },
  {
    kind: 'essay',
    title: { de: 'Kunst im Büro', en: 'Art in the Office' },
    teaser: { de: 'Was Bilder mit Räumen machen, in denen gearbeitet wird.', en: 'What pictures do to the rooms people work in.' },
  },
  {
    kind: 'report',
    title: { de: 'Messebericht: Herbstsaison', en: 'Fair Report: Autumn Season' },
    teaser: { de: 'Was wir auf den Messen gesehen haben – und was wir mitgebracht haben.', en: 'What we saw at the fairs – and what we brought back.' },
  },
  {
    kind: 'guide',
    title: { de: 'Kunst richtig hängen', en: 'How to Hang Art' },
    teaser: { de: 'Höhe, Abstand, Licht: praktische Tipps aus unserem Aufbauteam.', en: 'Height, spacing, light: practical tips from our installation team.' },
  },
  {
    kind: 'interview',
    title: { de: 'Fotografieren, was verschwindet', en: 'Photographing What Disappears' },
    teaser: { de: 'Ein Fotograf über Brachen, Baustellen und Erinnerung.', en: 'A photographer on wasteland, building sites and memory.' },
  },
  {
    kind: 'essay',
    title: { de: 'Über das Unfertige', en: 'On the Unfinished' },
    teaser: { de: 'Warum Skizzen manchmal mehr erzählen als Meisterwerke.', en: 'Why sketches sometimes tell more than masterpieces.' },
  },
  {
    kind: 'report',
    title: { de: 'Zu Gast in Göteborg', en: 'Guests in Gothenburg' },
    teaser: { de: 'Unser Austausch mit einem Projektraum an der Westküste Schwedens.', en: 'Our exchange with a project space on Sweden’s west coast.' },
  },
  {
    kind: 'guide',
    title: { de: 'Was kostet Kunst?', en: 'What Does Art Cost?' },
    teaser: { de: 'Wie Preise entstehen und warum manche „auf Anfrage“ sind.', en: 'How prices come about and why some are “on request”.' },
  },
  {
    kind: 'interview',
    title: { de: 'Zwischen Code und Leinwand', en: 'Between Code and Canvas' },
    teaser: { de: 'Ein Gespräch über Algorithmen, Zufall und Handarbeit.', en: 'A conversation about algorithms, chance and handwork.' },
  },
  { kind: 'essay', title: { de: 'Das Schwarz der Nacht', en: 'The Black of Night' }, teaser: { de: 'Warum Schwarz nie nur Schwarz ist.', en: 'Why black is never just black.' } },
  {
    kind: 'report',
    title: { de: 'Zehn Jahre Galerie', en: 'Ten Years of the Gallery' },
    teaser: { de: 'Ein Rückblick in Bildern, Zahlen und Anekdoten.', en: 'A look back in pictures, figures and anecdotes.' },
  },
  {
    kind: 'guide',
    title: { de: 'Kunst verschenken', en: 'Giving Art as a Gift' },
    teaser: { de: 'Gutscheine, Editionen und kleine Formate für besondere Anlässe.', en: 'Vouchers, editions and small formats for special occasions.' },
  },
]

export function articleBody(kind: ArticleKind, artists: string[], works: Localized[]): Localized<TextBlock[]> {
  const artist = artists[0] ?? 'die Künstlerin'
  const work = works[0] ?? { de: 'Ohne Titel', en: 'Untitled' }
  const second = works[1] ?? work
  switch (kind) {
    case 'interview':
      return {
        de: [
          `Wir treffen ${artist} an einem grauen Vormittag im Atelier. Auf dem Tisch liegen Skizzen, an der Wand lehnt „${work.de}“, noch nicht ganz trocken.`,
          { heading: 'Wie beginnt ein neues Bild?', tag: 'h3' },
          '„Meistens mit einer Farbe, die mich stört. Ich male so lange dagegen an, bis sie richtig wird – oder bis ich merke, dass ich mich geirrt habe.“',
          { heading: 'Und wann ist es fertig?', tag: 'h3' },
          `„Wenn ich es nicht mehr verbessern kann, ohne es zu verschlechtern. Bei „${second.de}“ hat das fast ein Jahr gedauert.“`,
        ],
        en: [
          `We meet ${artist} in the studio on a grey morning. Sketches lie on the table; “${work.en}”, not quite dry yet, leans against the wall.`,
          { heading: 'How does a new picture begin?', tag: 'h3' },
          '“Usually with a colour that bothers me. I paint against it until it becomes right – or until I notice I was wrong.”',
          { heading: 'And when is it finished?', tag: 'h3' },
          `“When I can no longer improve it without making it worse. With “${second.en}” that took almost a year.”`,
        ],
      }
    case 'essay':
      return {
        de: [
          `Kaum ein Werk zeigt es so deutlich wie „${work.de}“ von ${artist}: Was wir sehen, ist nie nur das, was da ist.`,
          'Die Kunstgeschichte kennt viele Versuche, Bilder zu ordnen – nach Epochen, Techniken, Schulen. Doch im Ausstellungsraum zählt zuerst die Begegnung: ein Bild, ein Mensch, ein Moment.',
          { heading: 'Sehen braucht Zeit', tag: 'h2' },
          `Wer vor „${second.de}“ stehen bleibt, bemerkt nach einigen Minuten Dinge, die beim ersten Blick verborgen waren. Diese Zeit ist keine verlorene, sondern die eigentliche Arbeit des Betrachtens.`,
        ],
        en: [
          `Hardly any work shows it as clearly as “${work.en}” by ${artist}: what we see is never only what is there.`,
          'Art history knows many attempts to order pictures – by period, technique, school. But in the exhibition space the encounter comes first: a picture, a person, a moment.',
          { heading: 'Seeing takes time', tag: 'h2' },
          `Anyone who stops in front of “${second.en}” will, after a few minutes, notice things hidden at first glance. That time is not lost; it is the actual work of looking.`,
        ],
      }
    case 'report':
      return {
        de: [
          `Es war voll, es war laut, und es war wunderbar. Besonders viele Gespräche entstanden vor den Arbeiten von ${artists.join(' und ') || artist}.`,
          `„${work.de}“ fand noch am ersten Abend ein neues Zuhause; andere Werke sind weiterhin in der Galerie zu sehen.`,
          { list: ['Führungen mit den Künstlerinnen und Künstlern', 'Workshops für Kinder im Werkstattpalast', 'Ein Konzert im Hof zum Abschluss'] },
          'Wir danken allen Gästen und freuen uns auf das nächste Mal.',
        ],
        en: [
          `It was crowded, it was loud, and it was wonderful. The works by ${artists.join(' and ') || artist} started especially many conversations.`,
          `“${work.en}” found a new home on the very first evening; other works can still be seen at the gallery.`,
          { list: ['Guided tours with the artists', 'Workshops for children at the Werkstattpalast', 'A closing concert in the courtyard'] },
          'We thank all our guests and look forward to next time.',
        ],
      }
    default:
      return {
        de: [
          `Viele Fragen erreichen uns immer wieder. Hier beantworten wir die wichtigsten – am Beispiel von „${work.de}“ von ${artist}.`,
          {
            list: ['Lassen Sie sich Zeit und sehen Sie Werke im Original an.', 'Fragen Sie nach Provenienz und Zustand.', 'Sprechen Sie mit uns über Leasing und Ratenzahlung.'],
            ordered: true,
          },
          'Unser Team berät Sie gerne persönlich in der Galerie oder per Telefon.',
        ],
        en: [
          `We are asked many questions again and again. Here we answer the most important ones – using “${work.en}” by ${artist} as an example.`,
          { list: ['Take your time and see works in the original.', 'Ask about provenance and condition.', 'Talk to us about leasing and instalments.'], ordered: true },
          'Our team is happy to advise you in person at the gallery or by phone.',
        ],
      }
  }
}
