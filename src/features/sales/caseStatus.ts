/**
 * The states of a case (an inquiry, issue 36) and the order the admin's list shows them in: new
 * cases first, then those being worked on, then the settled ones. `archived` of earlier versions
 * became `closed` (closed without sale) in the migration of issue 36.
 */
export const caseStatuses = ['new', 'in-progress', 'answered', 'reserved', 'sold', 'closed'] as const
export type CaseStatus = (typeof caseStatuses)[number]

export const caseStatusLabels: Record<CaseStatus, { de: string; en: string }> = {
  new: { de: 'Neu', en: 'New' },
  'in-progress': { de: 'In Bearbeitung', en: 'In progress' },
  answered: { de: 'Beantwortet', en: 'Answered' },
  reserved: { de: 'Reserviert', en: 'Reserved' },
  sold: { de: 'Verkauft', en: 'Sold' },
  closed: { de: 'Abgeschlossen ohne Verkauf', en: 'Closed without sale' },
}

export function isCaseStatus(value: unknown): value is CaseStatus {
  return typeof value === 'string' && (caseStatuses as readonly string[]).includes(value)
}

/** The list's order: new first, settled last (stored beside the status, so the database sorts by it). */
export function statusRank(status: unknown): number {
  const index = isCaseStatus(status) ? caseStatuses.indexOf(status) : 0
  return index
}

/** How long a case's reservation holds when staff set none: two weeks. */
export const defaultReservationDays = 14

/** What a change of a case's status does to its works. */
export type WorkEffect = 'reserve' | 'sell' | 'release' | 'none'

export function workEffect(before: unknown, after: unknown): WorkEffect {
  if (after === 'sold' && before !== 'sold') return 'sell'
  if (after === 'reserved') return 'reserve'
  if (before === 'reserved' && after !== 'reserved') return 'release'
  return 'none'
}
