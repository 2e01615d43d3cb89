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
  // A sale settles the case: it is closed, as sold (issue 49 point 3).
  sold: { de: 'Abgeschlossen (verkauft)', en: 'Closed (sold)' },
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

/** Why a case may not go from one status to another (in the admin's language), or null when it may. */
export const refusedChange = {
  soldToClosed: {
    de: 'Ein verkaufter Fall wird nicht „ohne Verkauf“ abgeschlossen: Er ist schon abgeschlossen (verkauft), und seine Werke sind verkauft. Ist der Verkauf geplatzt: bei den Werken „verkauft“ zurücknehmen und den Fall auf „In Bearbeitung“ setzen.',
    en: 'A sold case is not closed "without sale": it is closed already (sold), and its works are sold. If the sale fell through: take back "sold" on the works and set the case to "In progress".',
  },
} as const

export function statusChangeRefusal(before: unknown, after: unknown): keyof typeof refusedChange | null {
  return before === 'sold' && after === 'closed' ? 'soldToClosed' : null
}
