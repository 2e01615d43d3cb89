export type ExhibitionPhase = 'current' | 'upcoming' | 'past'

/** Whether an exhibition runs now, opens later or has closed; the closing day still counts as running. */
export function exhibitionPhase({ startDate, endDate }: { startDate: string; endDate: string }, now: Date): ExhibitionPhase {
  const start = new Date(startDate)
  const end = new Date(endDate)
  end.setUTCHours(23, 59, 59, 999)
  if (now < start) return 'upcoming'
  if (now > end) return 'past'
  return 'current'
}
