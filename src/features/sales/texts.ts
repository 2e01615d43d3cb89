/**
 * The texts of selling (issue 36) that the admin, the printed matter and the replies use, in both
 * languages, as the catalogue's are (src/features/catalogue/messages.ts): they are written outside
 * a page, for staff or on paper. The public site's words ("Reserviert"/"Reserved") are in
 * src/i18n/messages.
 */
import type { Locale } from '@/base/locales'

import { notStaff, onlyForSales, say, type Message } from '@/base/refusals'

export const printTexts = {
  priceList: say('Preisliste', 'Price list'),
  workSheet: say('Werkblatt', 'Work sheet'),
  online: say('Online', 'Online'),
  labels: say('Wandbeschriftungen', 'Wall labels'),
  selection: say('Auswahl', 'Selection'),
  number: say('Nr.', 'No.'),
  artist: say('Künstler:in', 'Artist'),
  title: say('Titel', 'Title'),
  year: say('Jahr', 'Year'),
  medium: say('Technik', 'Medium'),
  size: say('Maße', 'Size'),
  edition: say('Edition', 'Edition'),
  // "2/12" on a work: the copy and the edition's size (printTexts.copy).
  copy: say('Exemplar {copy} von {of}', 'Edition {copy} of {of}'),
  // A text the work has in German only, printed in an English sheet: marked, never passed off as English.
  germanOnly: say('', ' (German only)'),
  inventory: say('Inv.-Nr.', 'Inv. no.'),
  price: say('Preis', 'Price'),
  onRequest: say('Preis auf Anfrage', 'Price on request'),
  sold: say('verkauft', 'sold'),
  reserved: say('reserviert', 'reserved'),
  legend: say('● verkauft   ○ reserviert', '● sold   ○ reserved'),
  printed: say('Stand', 'As of'),
  page: say('Seite', 'Page'),
  works: say('Werke', 'works'),
  gallery: say('Galerie Vernissage', 'Galerie Vernissage'),
} as const

export const replyTexts = {
  subject: say('Ihre Anfrage bei Galerie Vernissage: {subject}', 'Your inquiry to Galerie Vernissage: {subject}'),
  noSubject: say('Ihre Anfrage bei Galerie Vernissage', 'Your inquiry to Galerie Vernissage'),
  quote: say('Ihre Nachricht vom {date}:', 'Your message of {date}:'),
  // {name}: the staff member who replies (an empty line goes when they have none).
  signature: say('Mit freundlichen Grüßen\n{name}\nGalerie Vernissage', 'Kind regards\n{name}\nGalerie Vernissage'),
} as const

export const caseErrors = {
  notStaff,
  notSales: onlyForSales(say('Ihre Rolle bearbeitet keine Fälle.', 'your role does not handle cases.')),
  notFound: say('Diese Anfrage gibt es nicht.', 'This case does not exist.'),
  emptyReply: say('Bitte einen Antworttext schreiben.', 'Please write the text of the reply.'),
  tooLong: say('Der Antworttext ist zu lang (höchstens 20.000 Zeichen).', 'The reply is too long (at most 20,000 characters).'),
  anonymised: say('Diese Anfrage ist anonymisiert: Es gibt keine Adresse mehr, an die geantwortet werden kann.', 'This case is anonymised: there is no address left to reply to.'),
  badIds: say('Bitte Werke über ihre Nummern wählen (ids=1,2,3; höchstens 500).', 'Please choose works by their ids (ids=1,2,3; at most 500).'),
  badExhibition: say('Diese Ausstellung gibt es nicht.', 'This exhibition does not exist.'),
  badLocale: say('Sprache: de oder en.', 'Language: de or en.'),
  noWorks: say('Keine Werke gewählt.', 'No works chosen.'),
  badWork: say('Dieses Werk gibt es nicht.', 'This work does not exist.'),
  badAttach: say(
    'Anhänge: „price-list“ (Preisliste der angefragten Werke) und/oder „sheets“ (Werkblatt je Werk).',
    'Attachments: "price-list" (price list of the works asked about) and/or "sheets" (work sheet per work).',
  ),
  nothingToAttach: say('Diese Anfrage nennt keine Werke: Es gibt nichts anzuhängen.', 'This case names no works: there is nothing to attach.'),
  tooManySheets: say('Höchstens 20 Werkblätter je Antwort; bitte die Preisliste anhängen.', 'At most 20 work sheets per reply; please attach the price list instead.'),
} as const

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match)
}

export function inLocale(message: Message, locale: Locale): string {
  return message[locale]
}
