/**
 * CSV as spreadsheets read and write it (RFC 4180): fields separated by commas, a field with a
 * comma, quote or line break in double quotes, a quote inside doubled, lines ended by CRLF. A UTF-8
 * byte-order mark first, so Excel opens umlauts correctly.
 */

const needsQuotes = /[",\r\n]|^\s|\s$/

function field(value: string): string {
  return needsQuotes.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/**
 * A cell starting with =, +, - or @ is read as a formula by spreadsheets; a text from the
 * catalogue (a title, a description) never is one, so it gets a leading apostrophe. Numbers
 * ("-5" never occurs: prices and sizes are not negative) pass through as they are.
 */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return `\uFEFF${rows.map((row) => row.map((value) => field(safeCell(value))).join(',')).join('\r\n')}\r\n`
}
