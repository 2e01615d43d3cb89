/**
 * Numbers as people type them in a catalogue file (issue 45 point 7): German ("3.400 €",
 * "1.200,50", "EUR 3400", "3400,-") and English ("€3,400.00", "3,400").
 *
 * The rule, German first because the gallery is German:
 * - spaces (also non-breaking and thin ones), "€" and "EUR" anywhere, and a closing ",-" / ".-" /
 *   ",--" (whole euros) are left out;
 * - with both "." and ",", the last of them is the decimal separator and the other groups thousands
 *   ("1.200,50", "3,400.00");
 * - one kind of separator more than once groups thousands ("1.200.000", "1,200,000");
 * - one separator once, followed by exactly three digits, groups thousands: "3.400" and "3,400" are
 *   both 3400 (nobody writes a price to a tenth of a cent), followed by one or two digits it is the
 *   decimal separator ("1200,5", "1200.50");
 * - thousands groups have exactly three digits, the first one to three; at most two decimals; no
 *   sign. Anything else is not a number ("12.34.5", "1.2345", "zwölfhundert", "-5").
 */
export type ParsedNumber = { value: number } | { error: true }

const noise = /[\s\u00a0\u202f€]|eur/gi

export function parseAmount(input: string): ParsedNumber | null {
  const text = input.replace(noise, '').replace(/[.,]-{1,2}$/, '')
  if (text === '') return input.trim() === '' ? null : { error: true }
  if (!/^\d[\d.,]*$/.test(text) || /[.,]$/.test(text)) return { error: true }
  const lastDot = text.lastIndexOf('.')
  const lastComma = text.lastIndexOf(',')
  const separators = (text.match(/[.,]/g) ?? []).length
  // Which separator (if any) marks the decimals, and which groups thousands.
  let decimal: string | null = null
  let grouping: string | null = null
  if (lastDot >= 0 && lastComma >= 0) {
    decimal = lastComma > lastDot ? ',' : '.'
    grouping = decimal === ',' ? '.' : ','
  } else if (separators > 0) {
    const separator = lastDot >= 0 ? '.' : ','
    if (separators > 1 || text.length - text.lastIndexOf(separator) - 1 === 3) grouping = separator
    else decimal = separator
  }
  const at = decimal ? text.lastIndexOf(decimal) : text.length
  const decimals = text.slice(at + 1)
  let whole = text.slice(0, at)
  if (decimal && !/^\d{1,2}$/.test(decimals)) return { error: true }
  if (grouping) {
    const groups = whole.split(grouping)
    if (!/^\d{1,3}$/.test(groups[0]) || !groups.slice(1).every((group) => /^\d{3}$/.test(group))) return { error: true }
    whole = groups.join('')
  }
  if (!/^\d+$/.test(whole)) return { error: true }
  // Counted in cents, so 1200,50 is exactly 1200.5 and not 1200.4999….
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0') || 0)
  return Number.isSafeInteger(cents) ? { value: cents / 100 } : { error: true }
}
