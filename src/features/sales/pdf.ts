/**
 * Price lists and wall labels as PDF (issue 36, issue 49 point 5), made on the server with pdfkit:
 * real text in an embedded font, the letterhead and a thumbnail of each work on the price lists,
 * vector QR codes on the labels (./pdfDocument.ts). Work sheets: ./workSheet.ts.
 */
import { formatDate } from '@/base/dates'
import { formatPrice } from '@/base/price'
import type { Locale } from '@/base/locales'

import type { Letterhead } from './letterhead'
import { drawLetterhead, drawPageNumbers, drawPicture, drawQr, finish, mm, newDocument } from './pdfDocument'
import type { PrintSet, PrintWork } from './printWorks'
import { printTexts as t } from './texts'

/** The line under a work's title: medium, size, edition, as far as known (the edition written out by ./printWorks.ts). */
function detailLine(work: PrintWork): string {
  return [work.medium, work.size, work.edition].filter(Boolean).join(' · ')
}

/**
 * How a price list is printed: sold works without their price when `hideSold`; the VAT line under
 * the head; the letterhead (./letterhead.ts) and the works' thumbnails by work id (./pictures.ts).
 */
export type PriceListOptions = { hideSold?: boolean; vatNote?: string; letterhead?: Letterhead; pictures?: Map<number, Buffer> }

export function priceText(work: PrintWork, locale: Locale, options: PriceListOptions = {}): string {
  if (work.sold && options.hideSold) return ''
  return work.price === null ? t.onRequest[locale] : formatPrice(work.price)
}

export function markText(work: PrintWork, locale: Locale): string {
  return work.sold ? `● ${t.sold[locale]}` : work.reserved ? `○ ${t.reserved[locale]}` : ''
}

/** The gallery's name as the paper gives it: the letterhead's, else the default. */
export const galleryName = (locale: Locale, letterhead?: Letterhead) => letterhead?.name ?? t.gallery[locale]

/**
 * The price list: the letterhead, a head with the exhibition (or "Selection") and the date, then
 * one block per work in order — number, thumbnail, artist, title and year, medium, size and
 * edition, the price or "Preis auf Anfrage", and the mark for sold and reserved — with page
 * numbers at the foot. A work without a picture keeps its thumbnail's space empty.
 */
export async function priceListPdf(set: PrintSet, locale: Locale, now = new Date(), options: PriceListOptions = {}): Promise<Buffer> {
  const gallery = galleryName(locale, options.letterhead)
  const doc = newDocument(`${t.priceList[locale]} – ${set.title}`, locale, mm(18), gallery)
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const day = formatDate(now, locale)

  if (options.letterhead) drawLetterhead(doc, options.letterhead)
  doc.font('bold').fontSize(18).text(`${t.priceList[locale]}: ${set.title}`, left, doc.y, { width })
  if (set.subtitle) doc.font('regular').fontSize(10).text(set.subtitle, { width })
  doc.font('regular').fontSize(9).fillColor('#555').text(`${gallery} · ${t.printed[locale]} ${day} · ${set.works.length} ${t.works[locale]} · ${t.legend[locale]}`, { width })
  if (options.vatNote) doc.text(options.vatNote, { width })
  doc.fillColor('black').moveDown(1)

  const numberWidth = mm(8)
  const thumbnail = mm(20)
  const priceWidth = mm(42)
  const textLeft = left + numberWidth + thumbnail + mm(4)
  const textWidth = width - numberWidth - thumbnail - mm(4) - priceWidth - mm(4)
  for (const work of set.works) {
    const title = work.year ? `${work.title}, ${work.year}` : work.title
    // The gallery's inventory number on a line of its own under the details, never broken apart.
    const details = [detailLine(work), work.inventory ? `${t.inventory[locale]} ${work.inventory}` : ''].filter(Boolean).join('\n')
    doc.fontSize(10)
    const textHeight =
      doc.font('bold').heightOfString(work.artist || ' ', { width: textWidth }) +
      doc.font('regular').heightOfString(title, { width: textWidth }) +
      (details ? doc.fontSize(8.5).heightOfString(details, { width: textWidth }) : 0)
    const height = Math.max(textHeight, thumbnail) + mm(4)
    if (doc.y + height > doc.page.height - doc.page.margins.bottom - mm(8)) doc.addPage()
    const top = doc.y
    drawPicture(doc, options.pictures?.get(work.id), left + numberWidth, top, thumbnail, thumbnail)
    doc.font('bold').fontSize(10).text(String(work.number), left, top, { width: numberWidth })
    doc.text(work.artist || ' ', textLeft, top, { width: textWidth })
    doc.font('regular').text(title, { width: textWidth })
    if (details) doc.fontSize(8.5).fillColor('#333').text(details, { width: textWidth }).fillColor('black')
    const bottom = Math.max(doc.y, top + thumbnail)
    doc.fontSize(10).text(priceText(work, locale, options) || ' ', left + width - priceWidth, top, { width: priceWidth, align: 'right' })
    const mark = markText(work, locale)
    if (mark)
      doc
        .fontSize(9)
        .fillColor(work.sold ? '#c0201a' : '#333')
        .text(mark, { width: priceWidth, align: 'right' })
        .fillColor('black')
    doc.y = Math.max(bottom, doc.y) + mm(3)
    doc.x = left
    doc
      .moveTo(left, doc.y - mm(1.5))
      .lineTo(left + width, doc.y - mm(1.5))
      .lineWidth(0.3)
      .strokeColor('#bbb')
      .stroke()
  }

  drawPageNumbers(doc, t.page[locale])
  return finish(doc)
}

/** Avery Zweckform L7165 / 3427 and the like: 99.1 × 67.7 mm, 2 × 4 on an A4 sheet. */
export const labelSheet = { width: 99.1, height: 67.7, columns: 2, rows: 4, top: 13.1, left: 4.65, gapX: 2.5, gapY: 0 } as const

/** Where the first label goes on a partly used sheet (1 = top left, row by row), and whether to draw cutting outlines (for plain paper). */
export type LabelOptions = { start?: number; outlines?: boolean }

/**
 * Wall labels, one per work, eight to an A4 sheet at a standard label size: artist, title (up
 * to three lines, then cut) with the year on a line of its own so it is never cut, medium, size,
 * edition, and a QR code to the work's page in the language of the labels. The first label can
 * go on any position of a partly used sheet; outlines are off unless asked for (a label sheet
 * needs none, plain paper does).
 */
export async function labelsPdf(set: PrintSet, locale: Locale, options: LabelOptions = {}): Promise<Buffer> {
  const doc = newDocument(`${t.labels[locale]} – ${set.title}`, locale, 0, t.gallery[locale])
  const perSheet = labelSheet.columns * labelSheet.rows
  const skip = Math.min(Math.max(Math.trunc(options.start ?? 1), 1), perSheet) - 1
  const padding = mm(5)
  const qrSize = mm(24)
  set.works.forEach((work, order) => {
    const index = order + skip
    if (order > 0 && index % perSheet === 0) doc.addPage()
    const slot = index % perSheet
    const column = slot % labelSheet.columns
    const row = Math.floor(slot / labelSheet.columns)
    const x = mm(labelSheet.left + column * (labelSheet.width + labelSheet.gapX))
    const y = mm(labelSheet.top + row * (labelSheet.height + labelSheet.gapY))
    const w = mm(labelSheet.width)
    const h = mm(labelSheet.height)
    // A hairline to cut along when printed on plain paper.
    if (options.outlines) doc.rect(x, y, w, h).lineWidth(0.2).strokeColor('#cccccc').stroke()
    const textWidth = w - padding * 3 - qrSize
    doc.x = x + padding
    doc.y = y + padding
    doc
      .font('bold')
      .fontSize(11)
      .fillColor('black')
      .text(work.artist || ' ', { width: textWidth, lineBreak: true, height: mm(10), ellipsis: true })
    doc
      .font('regular')
      .fontSize(10)
      .text(work.title, { width: textWidth, height: mm(13), ellipsis: true })
    if (work.year) doc.text(String(work.year), { width: textWidth })
    doc.moveDown(0.3).fontSize(8.5).fillColor('#333')
    for (const line of [work.medium, work.size, work.edition]) if (line) doc.text(line, { width: textWidth, height: mm(8), ellipsis: true })
    doc.fillColor('black')
    drawQr(doc, work.url, x + w - padding - qrSize, y + (h - qrSize) / 2, qrSize)
  })
  if (set.works.length === 0) doc.font('regular').fontSize(12).text(t.labels[locale], mm(20), mm(20))
  return finish(doc)
}
