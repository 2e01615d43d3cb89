import { describe, expect, it } from 'vitest'

import { rewritePickerText } from './pickerTexts'

describe('the date picker’s own English, in the admin’s language', () => {
  it('rewrites its caption, its buttons and its dialog, whole', () => {
    expect(rewritePickerText('Time', 'de')).toBe('Uhrzeit')
    expect(rewritePickerText('Next Month', 'de')).toBe('Nächster Monat')
    expect(rewritePickerText('Choose Date and Time', 'de')).toBe('Datum und Uhrzeit wählen')
    expect(rewritePickerText('Choose Date and Time', 'en')).toBe('Choose a date and time')
    expect(rewritePickerText('Previous Month', 'en')).toBe('Previous month')
  })

  it('rewrites its prefix before a day, and leaves the day as the locale wrote it', () => {
    expect(rewritePickerText('Choose Sonntag, 29. November 2026', 'de')).toBe('Wählen: Sonntag, 29. November 2026')
    expect(rewritePickerText('Not available Montag, 30. November 2026', 'de')).toBe('Nicht verfügbar: Montag, 30. November 2026')
    expect(rewritePickerText('month  2026-11', 'de')).toBe('Monat  2026-11')
  })

  it('leaves what is already in the language, and anything else, alone', () => {
    expect(rewritePickerText('Uhrzeit', 'de')).toBeNull()
    expect(rewritePickerText('Time', 'en')).toBeNull()
    expect(rewritePickerText('Choose Sunday, 29 November 2026', 'en')).toBeNull()
    expect(rewritePickerText('Wählen: Sonntag', 'de')).toBeNull()
    expect(rewritePickerText('Reserviert bis', 'de')).toBeNull()
  })
})
