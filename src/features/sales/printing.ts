/**
 * The printed matter with everything it reads besides its works (docs/sales.md#price-lists-and-wall-labels):
 * the letterhead and the VAT line from the site settings, in the paper's language, and the works'
 * pictures. The PDF endpoints (./printEndpoints.ts) and the attachments of a reply (./attachments.ts)
 * both print through here, so a price list reads the same downloaded or mailed.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/base/locales'

import { readLetterhead } from './letterhead'
import { priceListPdf, type PriceListOptions } from './pdf'
import { pictureFor, picturesOf, pictureWidths } from './pictures'
import type { PrintSet, PrintWork } from './printWorks'
import { workSheetPdf } from './workSheet'

/** The VAT line of the price lists, in the sheet's language (site settings; empty: none). */
async function vatNote(payload: Payload, locale: Locale): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: false, depth: 0, overrideAccess: true })
  return (settings as { vatNote?: string | null }).vatNote?.trim() ?? ''
}

export async function printPriceList(payload: Payload, set: PrintSet, locale: Locale, now = new Date(), options: Pick<PriceListOptions, 'hideSold'> = {}): Promise<Buffer> {
  const [letterhead, note, pictures] = await Promise.all([readLetterhead(payload, locale), vatNote(payload, locale), picturesOf(set.works, pictureWidths.thumbnail)])
  return priceListPdf(set, locale, now, { ...options, vatNote: note, letterhead, pictures })
}

export async function printWorkSheet(payload: Payload, work: PrintWork, locale: Locale, now = new Date()): Promise<Buffer> {
  const [letterhead, picture] = await Promise.all([readLetterhead(payload, locale), pictureFor(work.picture, pictureWidths.sheet)])
  return workSheetPdf(work, locale, { letterhead, picture: picture ?? undefined, now })
}
