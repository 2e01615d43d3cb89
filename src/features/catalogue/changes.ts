import { parseAmount } from './amounts'
import { catalogueColumns, type CatalogueColumn, type CatalogueRow } from './columns'
import { say, type Message } from '@/base/refusals'
import { key } from './vocabulary'

/**
 * What a catalogue row changes in the work it names (issue 45 point 7): each changed column as
 * old → new, and whether the row was exported before the work's last change (a conflict).
 */

export const yes = new Set(['yes', 'ja', 'true', 'wahr', '1', 'x'])
export const no = new Set(['no', 'nein', 'false', 'falsch', '0', ''])

/** A column whose value a row changes: what the work holds and what the row says, as the export writes them. */
export type FieldChange = { column: CatalogueColumn; old: string; new: string }

/** A cell as far as a spreadsheet's rewriting (spaces, 1200 vs 1.200,00, ja vs yes, a name's case) goes. */
function normal(column: CatalogueColumn, value: string): string {
  const text = value.trim().normalize('NFC')
  if (column === 'sold' || column === 'price_on_request') return yes.has(key(text)) ? 'yes' : 'no'
  if (/_cm$|^price$|^year$/.test(column)) {
    const parsed = parseAmount(text)
    return parsed && 'value' in parsed ? String(parsed.value) : text
  }
  // Names are found whatever their case, so "lena vogt" is the stored "Lena Vogt".
  if (column === 'artist' || column === 'medium_de') return key(text)
  if (column === 'colors' || column === 'tags')
    return text
      .split(/\s*;\s*/)
      .filter(Boolean)
      .map(key)
      .join(';')
  return text.replace(/\r\n/g, '\n')
}

/** How a changed value is shown: numbers and flags as the import reads them, the rest as written. */
function shown(column: CatalogueColumn, value: string): string {
  if (/_cm$|^price$|^year$|^sold$|^price_on_request$/.test(column)) return normal(column, value)
  return value.trim().replace(/\r\n/g, '\n')
}

/**
 * The columns the file has whose value differs from the stored work's (none: the row says what the
 * work holds). `medium_en` follows `medium_de` (one medium, named in two languages), and
 * `updated_at` is the export's time, not the work's content.
 */
export function changedColumns(imported: CatalogueRow, stored: CatalogueRow, present: ReadonlySet<CatalogueColumn>): FieldChange[] {
  return catalogueColumns
    .filter((column) => column !== 'medium_en' && column !== 'updated_at' && present.has(column))
    .filter((column) => normal(column, imported[column]) !== normal(column, stored[column]))
    .map((column) => ({ column, old: shown(column, stored[column]), new: shown(column, imported[column]) }))
}

/** A time as the report shows it: day and minute, in UTC as the export writes it. */
const moment = (time: number) => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** The `updated_at` cell as a time (null when empty), or the reason it is none. */
export function exportTime(cell: string): { time: number | null; reason?: Message } {
  if (!cell) return { time: null }
  const time = Date.parse(cell)
  if (!Number.isNaN(time)) return { time }
  return {
    time: null,
    reason: say(
      `Zuletzt geändert ist kein Zeitpunkt: „${cell}“ (wie im Export, z. B. 2026-11-28T09:30:00.000Z)`,
      `Last changed is not a time: "${cell}" (as in the export, e.g. 2026-11-28T09:30:00.000Z)`,
    ),
  }
}

/**
 * A row exported (`exported`) before the work's last change (`changed`, the stored `updated_at`):
 * not applied unless forced, and said either way; null when the row is not older (or says no time).
 */
export function laterChange(exported: number | null, changed: string, force: boolean): { applied: boolean; reason: Message } | null {
  const changedAt = changed ? Date.parse(changed) : NaN
  if (exported === null || !(changedAt > exported)) return null
  const when = { exported: moment(exported), changed: moment(changedAt) }
  return force
    ? {
        applied: true,
        reason: say(
          `überschreibt eine spätere Änderung (exportiert ${when.exported}, zuletzt geändert ${when.changed})`,
          `overwrites a later change (exported ${when.exported}, last changed ${when.changed})`,
        ),
      }
    : {
        applied: false,
        reason: say(
          `Das Werk wurde nach dem Export geändert (exportiert ${when.exported}, zuletzt geändert ${when.changed}); nicht übernommen. Bitte neu exportieren, oder erzwingen (--force, im Admin „Konflikte trotzdem übernehmen“).`,
          `The work was changed after the export (exported ${when.exported}, last changed ${when.changed}); not applied. Please export again, or force it (--force, in the admin "Apply conflicts anyway").`,
        ),
      }
}
