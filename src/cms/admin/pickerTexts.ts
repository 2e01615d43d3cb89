/**
 * The date picker's own texts (react-datepicker writes "Time", "Previous Month", "Choose Date and
 * Time" … unless told) in the admin's language (issue 49 point 7, docs/admin.md#languages). Our
 * date fields hand them to the picker (./GalleryDate.tsx); the pickers Payload renders itself, in
 * a list's filter, take no texts from outside and are rewritten as they appear (./FixedTexts.tsx).
 */
type Language = 'de' | 'en'

export const pickerTexts = {
  de: {
    timeCaption: 'Uhrzeit',
    previousMonthAriaLabel: 'Voriger Monat',
    previousMonthButtonLabel: 'Voriger Monat',
    nextMonthAriaLabel: 'Nächster Monat',
    nextMonthButtonLabel: 'Nächster Monat',
    previousYearAriaLabel: 'Voriges Jahr',
    previousYearButtonLabel: 'Voriges Jahr',
    nextYearAriaLabel: 'Nächstes Jahr',
    nextYearButtonLabel: 'Nächstes Jahr',
    chooseDayAriaLabelPrefix: 'Wählen:',
    disabledDayAriaLabelPrefix: 'Nicht verfügbar:',
    monthAriaLabelPrefix: 'Monat',
    weekAriaLabelPrefix: 'Woche',
  },
  en: {
    timeCaption: 'Time',
    previousMonthAriaLabel: 'Previous month',
    previousMonthButtonLabel: 'Previous month',
    nextMonthAriaLabel: 'Next month',
    nextMonthButtonLabel: 'Next month',
    previousYearAriaLabel: 'Previous year',
    previousYearButtonLabel: 'Previous year',
    nextYearAriaLabel: 'Next year',
    nextYearButtonLabel: 'Next year',
    chooseDayAriaLabelPrefix: 'Choose',
    disabledDayAriaLabelPrefix: 'Not available:',
    monthAriaLabelPrefix: 'Month',
    weekAriaLabelPrefix: 'Week',
  },
} as const

/** The picker's dialog, by what it lets staff choose. */
export const dialogNames = {
  de: { time: 'Uhrzeit wählen', date: 'Datum wählen', dateAndTime: 'Datum und Uhrzeit wählen' },
  en: { time: 'Choose a time', date: 'Choose a date', dateAndTime: 'Choose a date and time' },
} as const

/** react-datepicker's own English (its default props and its dialog), as it writes them. */
const whole: Record<string, (language: Language) => string> = {
  Time: (language) => pickerTexts[language].timeCaption,
  'Previous Month': (language) => pickerTexts[language].previousMonthAriaLabel,
  'Next Month': (language) => pickerTexts[language].nextMonthAriaLabel,
  'Previous Year': (language) => pickerTexts[language].previousYearAriaLabel,
  'Next Year': (language) => pickerTexts[language].nextYearAriaLabel,
  'Choose Time': (language) => dialogNames[language].time,
  'Choose Date': (language) => dialogNames[language].date,
  'Choose Date and Time': (language) => dialogNames[language].dateAndTime,
}

/** Its prefixes before a day, a week or a month ("Choose Sonntag, 29. November 2026"). */
const prefixes: Array<[string, (language: Language) => string]> = [
  ['Choose ', (language) => pickerTexts[language].chooseDayAriaLabelPrefix],
  ['Not available ', (language) => pickerTexts[language].disabledDayAriaLabelPrefix],
  ['month ', (language) => pickerTexts[language].monthAriaLabelPrefix],
  ['week ', (language) => pickerTexts[language].weekAriaLabelPrefix],
]

/** A text of the picker in `language` when it is one of the picker's own English ones; otherwise null. */
export function rewritePickerText(text: string, language: string): string | null {
  const lang: Language = language === 'en' ? 'en' : 'de'
  const exact = whole[text]?.(lang)
  if (exact !== undefined) return exact === text ? null : exact
  for (const [prefix, say] of prefixes) {
    if (text.startsWith(prefix)) {
      const rewritten = `${say(lang)} ${text.slice(prefix.length)}`
      return rewritten === text ? null : rewritten
    }
  }
  return null
}
