/**
 * The gallery's numbers on the admin's dashboard (issue 36 point 4), staff only: per exhibition
 * and per month, the works shown, reserved and sold and the sum of the sale prices. Pure
 * arithmetic over three small reads; `salesNumbers` does the reading.
 */
import type { Payload } from 'payload'

import { galleryDayKey, galleryMonthKey, galleryMonths } from '@/base/dates'
import { relationIds } from '@/cms/relations'

import { isReserved } from '../../base/reservation'

export type WorkFacts = { id: number; sold: boolean; soldAt: string | null; soldPrice: number | null; reservedUntil: string | null; reservedAt: string | null }
export type ExhibitionFacts = { id: number; title: string; startDate: string | null; endDate: string | null; works: number[] }
export type Numbers = { shown: number; reserved: number; sold: number; soldSum: number }
export type ExhibitionNumbers = Numbers & { id: number; title: string; startDate: string | null; endDate: string | null }
export type MonthNumbers = Numbers & { month: string }
export type SalesNumbers = { newCases: number; exhibitions: ExhibitionNumbers[]; months: MonthNumbers[] }

/** A sale or reservation counts in the month it was made in Berlin (src/base/dates.ts), not in UTC. */
const monthOf = (iso: string | null) => galleryMonthKey(iso)

/** The last `count` months, newest first, as "YYYY-MM" of the gallery's calendar. */
export function lastMonths(now: Date, count: number): string[] {
  return galleryMonths(now, count)
}

/** Per exhibition: its works; of them, reserved now and sold (with the sum of their sale prices). */
export function exhibitionNumbers(exhibitions: ExhibitionFacts[], works: Map<number, WorkFacts>, now = Date.now()): ExhibitionNumbers[] {
  return exhibitions.map((exhibition) => {
    const shown = exhibition.works.map((id) => works.get(id)).filter((work): work is WorkFacts => work !== undefined)
    const sold = shown.filter((work) => work.sold)
    return {
      id: exhibition.id,
      title: exhibition.title,
      startDate: exhibition.startDate,
      endDate: exhibition.endDate,
      shown: shown.length,
      reserved: shown.filter((work) => isReserved(work, now)).length,
      sold: sold.length,
      soldSum: sold.reduce((sum, work) => sum + (work.soldPrice ?? 0), 0),
    }
  })
}

/**
 * Per month: the works in exhibitions open in that month, the reservations made and the sales
 * made in it, and the sum of those sales.
 */
export function monthNumbers(months: string[], exhibitions: ExhibitionFacts[], works: WorkFacts[]): MonthNumbers[] {
  return months.map((month) => {
    const start = `${month}-01`
    const [year, m] = month.split('-').map(Number)
    const end = new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10)
    const shown = new Set<number>()
    for (const exhibition of exhibitions) {
      // The exhibition's days in Berlin: one picked to open on 1 November is stored as 31 October, 23:00 UTC.
      const opens = galleryDayKey(exhibition.startDate) ?? ''
      const closes = galleryDayKey(exhibition.endDate) ?? opens
      if (opens && opens < end && closes >= start) for (const id of exhibition.works) shown.add(id)
    }
    const sold = works.filter((work) => work.sold && monthOf(work.soldAt) === month)
    return {
      month,
      shown: shown.size,
      reserved: works.filter((work) => monthOf(work.reservedAt) === month).length,
      sold: sold.length,
      soldSum: sold.reduce((sum, work) => sum + (work.soldPrice ?? 0), 0),
    }
  })
}

export async function salesNumbers(payload: Payload, now = new Date()): Promise<SalesNumbers> {
  const [cases, exhibitionDocs, workDocs] = await Promise.all([
    payload.count({ collection: 'inquiries', where: { status: { equals: 'new' } }, overrideAccess: true }),
    payload.find({
      collection: 'exhibitions',
      depth: 0,
      limit: 24,
      sort: '-startDate',
      locale: 'de',
      overrideAccess: true,
      select: { title: true, startDate: true, endDate: true, artworks: true },
    }),
    payload.find({
      collection: 'artworks',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { sold: true, soldAt: true, soldPrice: true, reservedUntil: true, reservedAt: true },
    }),
  ])
  const works: WorkFacts[] = workDocs.docs.map((doc) => ({
    id: doc.id,
    sold: Boolean(doc.sold),
    soldAt: doc.soldAt ?? null,
    soldPrice: typeof doc.soldPrice === 'number' ? doc.soldPrice : null,
    reservedUntil: doc.reservedUntil ?? null,
    reservedAt: doc.reservedAt ?? null,
  }))
  const exhibitions: ExhibitionFacts[] = exhibitionDocs.docs.map((doc) => ({
    id: doc.id,
    title: doc.title ?? '',
    startDate: doc.startDate ?? null,
    endDate: doc.endDate ?? null,
    works: relationIds(doc.artworks).map(Number),
  }))
  return {
    newCases: cases.totalDocs,
    exhibitions: exhibitionNumbers(exhibitions, new Map(works.map((work) => [work.id, work])), now.getTime()),
    months: monthNumbers(lastMonths(now, 12), exhibitions, works),
  }
}
