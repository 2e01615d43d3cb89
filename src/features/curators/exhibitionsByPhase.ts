import { exhibitionPhase, type ExhibitionPhase } from '@/features/exhibitions/phase'

type Dated = { startDate: string; endDate: string }

const time = (value: string) => new Date(value).getTime()

/**
 * A person's exhibitions as a visitor wants them: what runs now (closing soonest first), what
 * opens next (soonest first), then the past (most recent first). Empty phases are left out.
 */
export function exhibitionsByPhase<T extends Dated>(exhibitions: T[], now: Date): Array<{ phase: ExhibitionPhase; items: T[] }> {
  const order: Record<ExhibitionPhase, (a: T, b: T) => number> = {
    current: (a, b) => time(a.endDate) - time(b.endDate),
    upcoming: (a, b) => time(a.startDate) - time(b.startDate),
    past: (a, b) => time(b.endDate) - time(a.endDate),
  }
  return (['current', 'upcoming', 'past'] as const)
    .map((phase) => ({ phase, items: exhibitions.filter((e) => exhibitionPhase(e, now) === phase).sort(order[phase]) }))
    .filter((group) => group.items.length > 0)
}
