/**
 * Dates as the gallery means them (issue 45 point 6): every date staff, visitors, mails and paper
 * see is the day and time it is in the gallery's time zone, whatever zone the server or the
 * editor's browser runs in. The CMS stores moments in UTC; this module is the one place that turns
 * them into days, months and text (the site's pages through ../i18n/dates.ts, the admin, the
 * replies, the PDFs and the sales dashboard directly), and that says when a day ends: a hold
 * "reserviert bis 12.12." lasts to the end of 12 December in Berlin.
 */
import type { Locale } from './locales'

/**
 * The gallery's time zone: one constant, not an environment variable, because the browser's admin
 * screens format with it too and the gallery does not move. Every other module reads it from here.
 */
export const galleryTimeZone = 'Europe/Berlin'

/** How a date is written: the day; the day and the time; the month; the day in digits (lists). */
export type DateStyle = 'day' | 'dayTime' | 'month' | 'numeric' | 'numericTime'

const styles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  dayTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  month: { month: 'long', year: 'numeric' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  numericTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
}

/** German as Germans write it; English the British way (day first, as in German: "12 December 2030", "12/12/2030"). */
const languageTags: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(locale: Locale, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}:${style}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(languageTags[locale], { ...styles[style], timeZone: galleryTimeZone })
    formatters.set(key, found)
  }
  return found
}

/** A stored date (ISO text, a Date, milliseconds) as a moment, or null when there is none or it is unreadable. */
export function toMoment(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value))
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * The one formatter: a stored date in the gallery's time zone, in German or English ('' when
 * there is none). "12. Dezember 2030" / "12 December 2030"; with `dayTime` "12. Dezember 2030 um
 * 14:30" / "12 December 2030 at 14:30"; `month` "Dezember 2030"; `numeric` "12.12.2030" / "12/12/2030".
 */
export function formatDate(value: unknown, locale: string, style: DateStyle = 'day'): string {
  const date = toMoment(value)
  return date ? formatter(locale === 'en' ? 'en' : 'de', style).format(date) : ''
}

/** A day in the gallery's calendar. */
export type CalendarDay = { year: number; month: number; day: number }
/** A wall-clock time in the gallery's time zone. */
export type WallTime = CalendarDay & { hour: number; minute: number; second: number; millisecond: number }

const wallParts = new Intl.DateTimeFormat('en-US', {
  timeZone: galleryTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** What the clock on the gallery's wall says at this moment. */
export function wallTime(moment: Date): WallTime {
  const parts: Record<string, number> = {}
  for (const part of wallParts.formatToParts(moment)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second, millisecond: moment.getUTCMilliseconds() }
}

/** How far the gallery's clock is ahead of UTC at this moment, in milliseconds (1 h in winter, 2 h in summer). */
function offsetAt(time: number): number {
  const wall = wallTime(new Date(time))
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond) - time
}

/**
 * The moment the gallery's clock shows this wall time. Twice, for the offset can change between the
 * first guess and the answer (a time near the switch to or from summer time); a time the switch
 * skips (2:30 on the last Sunday of March) reads as the hour after.
 */
export function galleryMoment(wall: Partial<WallTime> & CalendarDay): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0, wall.millisecond ?? 0)
  const first = asUtc - offsetAt(asUtc)
  return new Date(asUtc - offsetAt(first))
}

/** The gallery's calendar day of a moment; a date alone ("2030-12-12") is that day. */
export function galleryDay(value: unknown): CalendarDay | null {
  if (typeof value === 'string') {
    const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
    if (plain) return { year: Number(plain[1]), month: Number(plain[2]), day: Number(plain[3]) }
  }
  const moment = toMoment(value)
  if (!moment) return null
  const { year, month, day } = wallTime(moment)
  return { year, month, day }
}

/** "2030-12-12": the gallery's day of a moment as ISO text, or null. */
export function galleryDayKey(value: unknown): string | null {
  const day = galleryDay(value)
  return day ? `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}` : null
}

/** "2030-12": the gallery's month of a moment, or null. */
export function galleryMonthKey(value: unknown): string | null {
  return galleryDayKey(value)?.slice(0, 7) ?? null
}

/**
 * The last moment of the gallery's day that holds this date: 23:59:59.999 in Berlin (22:59:59.999Z
 * in winter, 21:59:59.999Z in summer), as ISO text; null for none. The day is the gallery's day of
 * the moment given, so 00:00 UTC (a date typed into a REST call), noon UTC (Payload's day picker)
 * and the end itself all name the same day: saving a hold twice never moves it.
 */
export function endOfGalleryDay(value: unknown): string | null {
  const day = galleryDay(value)
  if (!day) return null
  // The next day's midnight, less a millisecond: Berlin changes its clocks at 2 and 3 o'clock, never at midnight.
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1))
  const midnight = galleryMoment({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() })
  return new Date(midnight.getTime() - 1).toISOString()
}

/** The months before and with this moment's, newest first, as "YYYY-MM" in the gallery's calendar. */
export function galleryMonths(now: Date, count: number): string[] {
  const { year, month } = wallTime(now)
  const months: string[] = []
  for (let i = 0; i < count; i++) {
    const first = new Date(Date.UTC(year, month - 1 - i, 1))
    months.push(`${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`)
  }
  return months
}

/**
 * For the admin's date picker, which shows a date in the browser's own time zone: a Date whose
 * local clock reads what the gallery's clock reads at this moment, so an editor in Lisbon or Tokyo
 * sees the day and time it is in Berlin. null for none.
 */
export function pickerDate(value: unknown): Date | null {
  const moment = toMoment(value)
  if (!moment) return null
  const wall = wallTime(moment)
  return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond)
}

/**
 * What the picker's choice means, back as a stored moment (ISO): the local clock of `picked` read
 * as the gallery's clock. A day picker (Payload pins its choice to 12:00 UTC of the day picked)
 * gives noon of that day in Berlin.
 */
export function fromPicker(picked: Date, dayOnly: boolean): string {
  if (dayOnly) return galleryMoment({ year: picked.getUTCFullYear(), month: picked.getUTCMonth() + 1, day: picked.getUTCDate(), hour: 12 }).toISOString()
  return galleryMoment({
    year: picked.getFullYear(),
    month: picked.getMonth() + 1,
    day: picked.getDate(),
    hour: picked.getHours(),
    minute: picked.getMinutes(),
    second: picked.getSeconds(),
    millisecond: picked.getMilliseconds(),
  }).toISOString()
}
