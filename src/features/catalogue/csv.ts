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

/**
 * The rows of a CSV text: a byte-order mark is dropped; commas or semicolons (what German Excel
 * writes) separate fields, whichever the header line uses outside quotes; quoted fields may hold
 * separators, doubled quotes and line breaks; CRLF, LF or CR end a row; blank lines are skipped.
 * An unclosed quote is an error naming its line.
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '')
  const headerEnd = source.search(/[\r\n]/)
  const header = (headerEnd < 0 ? source : source.slice(0, headerEnd)).replace(/"[^"]*"/g, '')
  const separator = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ','
  const rows: string[][] = []
  let row: string[] = []
  let value = ''
  let quoted = false
  let line = 1
  let quoteLine = 0
  const endRow = () => {
    row.push(value)
    if (row.length > 1 || row[0] !== '') rows.push(row)
    row = []
    value = ''
  }
  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        value += '"'
        i++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line++
        value += char
      }
    } else if (char === '"' && value === '') {
      quoted = true
      quoteLine = line
    } else if (char === separator) {
      row.push(value)
      value = ''
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i++
      line++
      endRow()
    } else value += char
  }
  if (quoted) throw new Error(`unclosed quote from line ${quoteLine}`)
  if (value !== '' || row.length > 0) endRow()
  return rows
}
