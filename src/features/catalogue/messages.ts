import { say, type Message } from '@/base/refusals'

/** The catalogue file carries a work's texts and its prices: only administrators read or write it whole (docs/roles.md). */
export const notAdministrator = say('Nur für die Administration: Die Katalogdatei enthält Texte und Preise.', 'Only for administrators: the catalogue file holds texts and prices.')

/** The file as a whole cannot be imported (no header, no inventory column, unreadable). */
export class CatalogueFileError extends Error {
  constructor(readonly reason: Message) {
    super(reason.en)
  }
}
