/**
 * A work sheet (issue 49 points 2 and 5, docs/sales.md#price-lists-and-wall-labels): one A4 page
 * per work to hand out or attach to a reply — the letterhead, the work's picture as large as the
 * page allows, artist, title and year, medium, size, edition and inventory number, the price
 * ("Preis auf Anfrage" when on request: the amount is never printed) with the mark for sold and
 * reserved, and the address of the work's page as text and QR code, in the sheet's language.
 */
import { formatDate } from '@/base/dates'
import type { Locale } from '@/base/locales'

import type { Letterhead } from './letterhead'
import { galleryName, markText, priceText } from './pdf'
import { drawLetterhead, drawPicture, drawQr, finish, mm, newDocument } from './pdfDocument'
import type { PrintWork } from './printWorks'
import { printTexts as t } from './texts'

export type WorkSheetOptions = { letterhead?: Letterhead; picture?: Buffer; now?: Date }

/** The sheet's file name: `werkblatt-<slug>.pdf` / `work-sheet-<slug>.pdf`, the slug in the sheet's language. */
export function workSheetName(work: Pick<PrintWork, 'slug'>, locale: Locale): string {
  return `${locale === 'de' ? 'werkblatt' : 'work-sheet'}-${work.slug}.pdf`
}

export async function workSheetPdf(work: PrintWork, locale: Locale, options: WorkSheetOptions = {}): Promise<Buffer> {
  const gallery = galleryName(locale, options.letterhead)
  const doc = newDocument(`${t.workSheet[locale]} – ${[work.artist, work.title].filter(Boolean).join(': ')}`, locale, mm(18), gallery)
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  if (options.letterhead) drawLetterhead(doc, options.letterhead)

  // The picture's box: the page's width, and the height that leaves room for the details below.
  const pictureTop = doc.y
  const pictureHeight = mm(125)
  drawPicture(doc, options.picture, left, pictureTop, width, pictureHeight)
  doc.x = left
  doc.y = pictureTop + pictureHeight + mm(8)

  const qrSize = mm(30)
  const textWidth = width - qrSize - mm(6)
  const top = doc.y
  doc
    .font('bold')
    .fontSize(16)
    .fillColor('black')
    .text(work.artist || ' ', left, top, { width: textWidth })
  doc
    .font('regular')
    .fontSize(13)
    .text(work.year ? `${work.title}, ${work.year}` : work.title, { width: textWidth })
    .moveDown(0.5)
  doc.fontSize(10).fillColor('#333')
  for (const line of [work.medium, work.size, work.edition, work.inventory ? `${t.inventory[locale]} ${work.inventory}` : '']) if (line) doc.text(line, { width: textWidth })
  doc.moveDown(0.6).fillColor('black')
  doc.font('bold').fontSize(12).text(priceText(work, locale), { width: textWidth })
  const mark = markText(work, locale)
  if (mark)
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(work.sold ? '#c0201a' : '#333')
      .text(mark, { width: textWidth })
  drawQr(doc, work.url, left + width - qrSize, top, qrSize)

  doc.x = left
  doc.y = Math.max(doc.y, top + qrSize) + mm(6)
  doc.font('regular').fontSize(9).fillColor('#333').text(`${t.online[locale]}: ${work.url}`, left, doc.y, { width, link: work.url })
  // The foot sits in the bottom margin: pdfkit would start a second page for it.
  doc.page.margins.bottom = 0
  doc
    .fontSize(8)
    .fillColor('#555')
    .text(`${t.workSheet[locale]} · ${gallery} · ${t.printed[locale]} ${formatDate(options.now ?? new Date(), locale)}`, left, doc.page.height - mm(14), {
      width,
      align: 'center',
      lineBreak: false,
    })
  return finish(doc)
}
