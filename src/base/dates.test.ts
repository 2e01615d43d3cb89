import { afterEach, describe, expect, it } from 'vitest'

import { endOfGalleryDay, formatDate, fromPicker, galleryDayKey, galleryMoment, galleryMonthKey, galleryMonths, galleryTimeZone, pickerDate } from './dates'

const serverZone = process.env.TZ
afterEach(() => {
  if (serverZone === undefined) delete process.env.TZ
  else process.env.TZ = serverZone
})

/** Runs the same checks with the process in several zones: none of them may show. */
function inZones(check: () => void) {
  for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Europe/Berlin']) {
    process.env.TZ = zone
    check()
  }
}

describe('the end of a gallery day', () => {
  it('is 23:59:59.999 in Berlin: 22:59:59.999Z in winter, 21:59:59.999Z in summer', () => {
    inZones(() => {
      expect(galleryTimeZone).toBe('Europe/Berlin')
      expect(endOfGalleryDay('2030-12-12')).toBe('2030-12-12T22:59:59.999Z')
      expect(endOfGalleryDay('2030-07-12')).toBe('2030-07-12T21:59:59.999Z')
    })
  })

  it('names the day the value names: a date alone, 00:00 UTC, noon UTC (the day picker), Berlin midnight, the end itself', () => {
    inZones(() => {
      for (const value of [
        '2030-12-12',
        '2030-12-12T00:00:00.000Z',
        '2030-12-12T12:00:00.000Z',
        '2030-12-11T23:00:00.000Z',
        '2030-12-12T22:59:59.999Z',
        new Date('2030-12-12T18:00:00Z'),
      ]) {
        expect(endOfGalleryDay(value), String(value)).toBe('2030-12-12T22:59:59.999Z')
      }
      // One millisecond later it is the 13th in Berlin.
      expect(endOfGalleryDay('2030-12-12T23:00:00.000Z')).toBe('2030-12-13T22:59:59.999Z')
      expect(endOfGalleryDay(null)).toBeNull()
      expect(endOfGalleryDay('')).toBeNull()
      expect(endOfGalleryDay('nonsense')).toBeNull()
    })
  })

  it('follows the switch to summer time (29 March 2026, a day of 23 hours) and back (25 October 2026, 25 hours)', () => {
    inZones(() => {
      expect(endOfGalleryDay('2026-03-28')).toBe('2026-03-28T22:59:59.999Z')
      expect(endOfGalleryDay('2026-03-29')).toBe('2026-03-29T21:59:59.999Z')
      expect(endOfGalleryDay('2026-03-29T00:00:00.000Z')).toBe('2026-03-29T21:59:59.999Z')
      expect(endOfGalleryDay('2026-03-30')).toBe('2026-03-30T21:59:59.999Z')
      expect(endOfGalleryDay('2026-10-24')).toBe('2026-10-24T21:59:59.999Z')
      expect(endOfGalleryDay('2026-10-25')).toBe('2026-10-25T22:59:59.999Z')
      expect(endOfGalleryDay('2026-10-25T00:00:00.000Z')).toBe('2026-10-25T22:59:59.999Z')
      expect(endOfGalleryDay('2026-10-26')).toBe('2026-10-26T22:59:59.999Z')
      // The hour that happens twice, and the one that never does.
      expect(galleryMoment({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }).toISOString()).toMatch(/^2026-10-25T0[01]:30:00\.000Z$/)
      expect(galleryMoment({ year: 2026, month: 3, day: 29, hour: 1, minute: 59 }).toISOString()).toBe('2026-03-29T00:59:00.000Z')
      expect(galleryMoment({ year: 2026, month: 3, day: 29, hour: 3 }).toISOString()).toBe('2026-03-29T01:00:00.000Z')
    })
  })

  it('keeps the year and month boundaries', () => {
    inZones(() => {
      expect(endOfGalleryDay('2030-12-31')).toBe('2030-12-31T22:59:59.999Z')
      expect(endOfGalleryDay('2028-02-29')).toBe('2028-02-29T22:59:59.999Z')
      expect(galleryDayKey('2030-12-31T23:30:00Z')).toBe('2031-01-01')
      expect(galleryMonthKey('2030-10-31T23:30:00Z')).toBe('2030-11')
      expect(galleryMonths(new Date('2030-12-31T23:30:00Z'), 3)).toEqual(['2031-01', '2030-12', '2030-11'])
    })
  })
})

describe('the one formatter', () => {
  it('writes the Berlin day in German and English, whatever zone the process runs in', () => {
    inZones(() => {
      // 3 March, 00:30 in Berlin: still 2 March in UTC and New York.
      const lateNight = '2025-03-02T23:30:00.000Z'
      expect(formatDate(lateNight, 'de')).toBe('3. März 2025')
      expect(formatDate(lateNight, 'en')).toBe('3 March 2025')
      expect(formatDate(lateNight, 'de', 'dayTime')).toBe('3. März 2025 um 00:30')
      expect(formatDate(lateNight, 'en', 'dayTime')).toBe('3 March 2025 at 00:30')
      expect(formatDate(lateNight, 'de', 'numeric')).toBe('03.03.2025')
      expect(formatDate(lateNight, 'en', 'numeric')).toBe('03/03/2025')
      expect(formatDate(lateNight, 'de', 'numericTime')).toBe('03.03.2025, 00:30')
      expect(formatDate('2030-10-31T23:30:00Z', 'de', 'month')).toBe('November 2030')
      expect(formatDate('2030-10-31T23:30:00Z', 'en', 'month')).toBe('November 2030')
      // A hold's end reads as its day, in summer and winter.
      expect(formatDate(endOfGalleryDay('2030-12-12'), 'de')).toBe('12. Dezember 2030')
      expect(formatDate(endOfGalleryDay('2030-07-12'), 'en', 'dayTime')).toBe('12 July 2030 at 23:59')
    })
  })

  it('writes nothing for no date, and takes a Date and milliseconds', () => {
    expect(formatDate(null, 'de')).toBe('')
    expect(formatDate(undefined, 'en')).toBe('')
    expect(formatDate('kein Datum', 'de')).toBe('')
    expect(formatDate(new Date('2030-12-12T12:00:00Z'), 'de')).toBe('12. Dezember 2030')
    expect(formatDate(Date.parse('2030-12-12T12:00:00Z'), 'en')).toBe('12 December 2030')
  })
})

describe('the admin date picker, in any browser zone', () => {
  it('shows the Berlin day and time, and reads the choice back as Berlin', () => {
    inZones(() => {
      const end = endOfGalleryDay('2030-12-12')!
      const shown = pickerDate(end)!
      expect([shown.getFullYear(), shown.getMonth() + 1, shown.getDate(), shown.getHours(), shown.getMinutes()]).toEqual([2030, 12, 12, 23, 59])
      expect(fromPicker(shown, false)).toBe(end)
      // Summer: 14:30 in Berlin is 12:30 UTC.
      const summer = pickerDate('2030-07-12T12:30:00.000Z')!
      expect([summer.getDate(), summer.getHours(), summer.getMinutes()]).toEqual([12, 14, 30])
      expect(fromPicker(summer, false)).toBe('2030-07-12T12:30:00.000Z')
      // The day picker's choice (noon UTC of the day picked) is that day in Berlin, and a hold to its end.
      expect(fromPicker(new Date('2030-12-12T12:00:00.000Z'), true)).toBe('2030-12-12T11:00:00.000Z')
      expect(endOfGalleryDay(fromPicker(new Date('2030-12-12T12:00:00.000Z'), true))).toBe(end)
      expect(pickerDate(null)).toBeNull()
    })
  })
})
