/** What the person's-data screen and its endpoints say, in German (the admin's default) and English. */
import { notStaff, onlyForSales, say } from '@/base/refusals'

export const personErrors = {
  notStaff,
  notSales: onlyForSales(say('Ihre Rolle sieht keine Personendaten.', 'your role does not see personal data.')),
  badEmail: say('Bitte eine gültige E-Mail-Adresse eingeben.', 'Please enter a valid email address.'),
} as const

export const personDataViewPath = '/person-data'

const de = {
  nav: 'Personendaten',
  title: 'Personendaten: Auskunft und Löschung',
  intro:
    'Eine E-Mail-Adresse eingeben: Hier steht alles, was die Galerie darunter speichert. Als Datei für eine Auskunft (Art. 15 DSGVO) exportieren oder in einem Schritt löschen (Art. 17 DSGVO).',
  email: 'E-Mail-Adresse',
  find: 'Suchen',
  finding: 'Sucht …',
  nothing: 'Unter dieser Adresse ist nichts gespeichert.',
  contacts: 'Kontakt',
  cases: 'Anfragen und Fälle',
  subscriptions: 'Newsletter-Abos und Einwilligungen',
  mails: 'Mails im Postausgang',
  documents: 'Seiten der Website',
  versions: 'Frühere Fassungen',
  searchEntries: 'Einträge in der Suche',
  staffAccounts: 'Konto als Mitarbeiter:in',
  roomRecipients: 'Einladungen in private Räume',
  roomViews: 'Interesse in privaten Räumen',
  validUntil: (at: string) => `gültig bis ${at}`,
  revoked: 'gesperrt',
  seconds: (n: number) => `${n} s`,
  consent: (text: string, at: string) => `Einwilligung „${text}“ am ${at}`,
  confirmedAt: (at: string) => `bestätigt am ${at}`,
  unsubscribedAt: (at: string) => `abgemeldet am ${at}`,
  export: 'Als Datei exportieren (Auskunft, JSON)',
  erase: 'Alles löschen …',
  ask: 'Diese Daten unwiderruflich löschen?',
  willRemove:
    'Gelöscht werden: der Kontakt mit allen Adressen, Name, Adresse, Nachrichten, Notizen und Mails der Anfragen, die Newsletter-Abos mit ihren Einwilligungen, alle Mails an, von oder über die Adresse, Seiten mit der Adresse samt früheren Fassungen und ihren Einträgen in der Suche, die Einladungen in private Räume (der persönliche Link funktioniert danach nicht mehr) und alles, was dort über die Person aufgezeichnet wurde.',
  willKeep: (count: number) =>
    `${count === 1 ? 'Ein verkaufter Fall bleibt' : `${count} verkaufte Fälle bleiben`} als Geschäftsbeleg zehn Jahre erhalten (HGB §257, AO §147), nur mit dem, was die Rechnung braucht: Name der Käufer:in, Werke, Verkaufspreis und -datum. Adresse, Nachrichten, Notizen und Mails werden auch dort gelöscht.`,
  staffKept: 'Das Konto als Mitarbeiter:in bleibt; es wird unter „Mitarbeitende“ gelöscht.',
  confirm: 'Endgültig löschen',
  cancel: 'Abbrechen',
  erasing: 'Löscht …',
  receipt: 'Löschprotokoll',
  receiptIntro: (email: string, at: string) => `Gelöscht am ${at} für ${email}:`,
  removed: 'Entfernt',
  kept: 'Aufbewahrt',
  keptCase: (title: string, until: string) => `Fall ${title}: reduziert auf Name der Käufer:in, Werke, Preis und Datum, aufbewahrt bis ${until}`,
  keptAccount: (title: string) => `Konto ${title} (unter „Mitarbeitende“ zu löschen)`,
  kinds: {
    contact: 'Kontakt',
    case: 'Anfrage',
    subscription: 'Newsletter-Abo',
    mail: 'Mail',
    document: 'Seite',
    version: 'Fassung',
    searchEntry: 'Sucheintrag',
    roomRecipient: 'Einladung in einen privaten Raum',
    roomView: 'Raumbesuch',
  } as Record<string, string>,
  failed: 'Das hat nicht geklappt. Bitte erneut versuchen.',
}

type Texts = Omit<typeof de, 'kinds'> & { kinds: Record<string, string> }

const en: Texts = {
  nav: 'Personal data',
  title: 'Personal data: access and erasure',
  intro: 'Enter an email address to see everything the gallery holds under it. Export it as a file for an access request (GDPR Art. 15) or erase it in one step (Art. 17).',
  email: 'Email address',
  find: 'Search',
  finding: 'Searching …',
  nothing: 'Nothing is held under this address.',
  contacts: 'Contact',
  cases: 'Inquiries and cases',
  subscriptions: 'Newsletter subscriptions and consent',
  mails: 'Mails in the outbox',
  documents: 'Pages of the site',
  versions: 'Earlier versions',
  searchEntries: 'Entries in the search',
  staffAccounts: 'Staff account',
  roomRecipients: 'Invitations to viewing rooms',
  roomViews: 'Interest in viewing rooms',
  validUntil: (at: string) => `valid until ${at}`,
  revoked: 'revoked',
  seconds: (n: number) => `${n} s`,
  consent: (text: string, at: string) => `consent “${text}” on ${at}`,
  confirmedAt: (at: string) => `confirmed on ${at}`,
  unsubscribedAt: (at: string) => `unsubscribed on ${at}`,
  export: 'Export as a file (access request, JSON)',
  erase: 'Erase everything …',
  ask: 'Erase this data for good?',
  willRemove:
    'Erased: the contact with all its addresses, the name, address, messages, notes and mails of the cases, the newsletter subscriptions with their consent, every mail to, from or about the address, pages carrying the address with their earlier versions and their entries in the search, the invitations to viewing rooms (the personal link stops working) and everything recorded of the person there.',
  willKeep: (count: number) =>
    `${count === 1 ? 'One sold case is' : `${count} sold cases are`} kept for ten years as a business record (HGB §257, AO §147), with only what the invoice needs: the buyer's name, the works, sale price and date. Address, messages, notes and mails are erased there too.`,
  staffKept: 'The staff account stays; delete it under “Staff”.',
  confirm: 'Erase for good',
  cancel: 'Cancel',
  erasing: 'Erasing …',
  receipt: 'Erasure receipt',
  receiptIntro: (email: string, at: string) => `Erased on ${at} for ${email}:`,
  removed: 'Removed',
  kept: 'Kept',
  keptCase: (title: string, until: string) => `Case ${title}: reduced to the buyer's name, works, price and date, kept until ${until}`,
  keptAccount: (title: string) => `Account ${title} (delete it under “Staff”)`,
  kinds: {
    contact: 'Contact',
    case: 'Case',
    subscription: 'Newsletter subscription',
    mail: 'Mail',
    document: 'Page',
    version: 'Version',
    searchEntry: 'Search entry',
    roomRecipient: 'Invitation to a viewing room',
    roomView: 'Room view',
  },
  failed: 'That did not work. Please try again.',
}

export function personTextsFor(language: string | undefined): Texts {
  return language === 'en' ? en : de
}
