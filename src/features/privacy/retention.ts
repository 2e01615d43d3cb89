/**
 * How long a sold case is kept as a business record (issue 45 point 4): invoices and the records
 * of a sale ten years (AO §147 Abs. 3, HGB §257 Abs. 4), counted from the end of the calendar
 * year in which the sale was made (HGB §257 Abs. 5, AO §147 Abs. 4). What is kept is what an
 * invoice needs to be traced: the works, the sale price and date (on the works), the buyer's
 * name, the case's number and dates; the address, the messages, notes and mails go.
 */
export const retentionYears = 10

/** The last day (ISO date) a sale made at `soldAt` must be kept. */
export function keptUntil(soldAt: Date | string): string {
  const year = new Date(soldAt).getUTCFullYear()
  return `${year + retentionYears}-12-31`
}
