import { endOfGalleryDay } from '@/base/dates'

export type ExhibitionPhase = 'current' | 'upcoming' | 'past'

/** Whether an exhibition runs now, opens later or has closed; the closing day, to its end in Berlin, still counts as running. */
export function exhibitionPhase({ startDate, endDate }: { startDate: string; endDate: string }, now: Date): ExhibitionPhase {
  const start = new Date(startDate)
  const end = new Date(endOfGalleryDay(endDate) ?? endDate)
  if (now < start) return 'upcoming'
  if (now > end) return 'past'
  return 'current'
}
