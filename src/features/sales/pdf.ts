/**
 * Price lists and wall labels as PDF (issue 36), made on the server with pdfkit. The text is real
 * text in an embedded font (DejaVu Sans, subset into each file: umlauts, accents, €, × and the
 * marks print everywhere); the labels' QR codes are drawn as vector squares from `qrcode`'s
 * matrix, sharp at any printer's resolution.
 */
import path from 'node:path'

import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'

import { formatDate } from '@/base/dates'
import { formatPrice } from '@/base/price'
import type { Locale } from '@/base/locales'

import type { PrintSet, PrintWork } from './printWorks'
import { printTexts as t } from './texts'

const fontDir = path.join(process.cwd(), 'src/features/sales/fonts')
const regular = path.join(fontDir, 'DejaVuSans.ttf')
const bold = path.join(fontDir, 'DejaVuSans-Bold.ttf')

const mm = (value: number) => (value * 72) / 25.4

function newDocument(title: string, locale: Locale, margin: number): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    font: regular,
    lang: locale === 'de' ? 'de-DE' : 'en-GB',
    info: { Title: title, Author: t.gallery[locale], Creator: 'Vernissage' },
    bufferPages: true,
  })
  doc.registerFont('regular', regular)
  doc.registerFont('bold', bold)
  doc.font('regular')
  return doc
}

function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}

/** The line under a work's title: medium, size, edition, as far as known (the edition written out by ./printWorks.ts). */
function detailLine(work: PrintWork): string {
  return [work.medium, work.size, work.edition].filter(Boolean).join(' · ')
}

/** How a price list is printed: sold works without their price when `hideSold`; the VAT line under the head. */
export type PriceListOptions = { hideSold?: boolean; vatNote?: string }

export function priceText(work: PrintWork, locale: Locale, options: PriceListOptions = {}): string {
  if (work.sold && options.hideSold) return ''
  return work.price === null ? t.onRequest[locale] : formatPrice(work.price)
}

export function markText(work: PrintWork, locale: Locale): string {
  return work.sold ? `● ${t.sold[locale]}` : work.reserved ? `○ ${t.reserved[locale]}` : ''
}

/**
 * The price list: a head with the exhibition (or "Selection") and the date, then one block per
 * work in order — number, artist, title and year, medium, size and edition, the price or "Preis
 * auf Anfrage", and the mark for sold and reserved — with page numbers at the foot.
 */
export async function priceListPdf(set: PrintSet, locale: Locale, now = new Date(), options: PriceListOptions = {}): Promise<Buffer> {
  const doc = newDocument(`${t.priceList[locale]} – ${set.title}`, locale, mm(18))
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const day = formatDate(now, locale)

  doc.font('bold').fontSize(18).text(`${t.priceList[locale]}: ${set.title}`, { width })
  if (set.subtitle) doc.font('regular').fontSize(10).text(set.subtitle, { width })
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#555')
    .text(`${t.gallery[locale]} · ${t.printed[locale]} ${day} · ${set.works.length} ${t.works[locale]} · ${t.legend[locale]}`, { width })
  if (options.vatNote) doc.text(options.vatNote, { width })
  doc.fillColor('black').moveDown(1)

  const numberWidth = mm(10)
  const priceWidth = mm(42)
  const textWidth = width - numberWidth - priceWidth - mm(4)
  for (const work of set.works) {
    const title = work.year ? `${work.title}, ${work.year}` : work.title
    // The gallery's inventory number ends the line of details.
    const details = [detailLine(work), work.inventory ? `${t.inventory[locale]} ${work.inventory}` : ''].filter(Boolean).join(' · ')
    doc.fontSize(10)
    const height =
      doc.font('bold').heightOfString(work.artist || ' ', { width: textWidth }) +
      doc.font('regular').heightOfString(title, { width: textWidth }) +
      (details ? doc.fontSize(8.5).heightOfString(details, { width: textWidth }) : 0) +
      mm(4)
    if (doc.y + height > doc.page.height - doc.page.margins.bottom - mm(8)) doc.addPage()
    const top = doc.y
    doc.font('bold').fontSize(10).text(String(work.number), left, top, { width: numberWidth })
    doc.text(work.artist || ' ', left + numberWidth, top, { width: textWidth })
    doc.font('regular').text(title, { width: textWidth })
    if (details) doc.fontSize(8.5).fillColor('#333').text(details, { width: textWidth }).fillColor('black')
    const bottom = doc.y
    doc.fontSize(10).text(priceText(work, locale, options) || ' ', left + width - priceWidth, top, { width: priceWidth, align: 'right' })
    const mark = markText(work, locale)
    if (mark)
      doc
        .fontSize(9)
        .fillColor(work.sold ? '#c0201a' : '#333')
        .text(mark, { width: priceWidth, align: 'right' })
        .fillColor('black')
    doc.y = Math.max(bottom, doc.y) + mm(2)
    doc.x = left
    doc
      .moveTo(left, doc.y - mm(1))
      .lineTo(left + width, doc.y - mm(1))
      .lineWidth(0.3)
      .strokeColor('#bbb')
      .stroke()
  }

  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const bottomMargin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#555')
      .text(`${t.page[locale]} ${i + 1} / ${range.count}`, left, doc.page.height - mm(12), { width, align: 'center' })
    doc.page.margins.bottom = bottomMargin
  }
  return finish(doc)
}

/** Avery Zweckform L7165 / 3427 and the like: 99.1 × 67.7 mm, 2 × 4 on an A4 sheet. */
export const labelSheet = { width: 99.1, height: 67.7, columns: 2, rows: 4, top: 13.1, left: 4.65, gapX: 2.5, gapY: 0 } as const

/** A QR code as filled squares, `size` points wide, from the top left corner (x, y), with its quiet zone inside. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const count = qr.modules.size
  const quiet = 2
  const cell = size / (count + quiet * 2)
  doc.save().fillColor('black')
  for (let row = 0; row < count; row++) {
    let run = -1
    for (let column = 0; column <= count; column++) {
      const dark = column < count && qr.modules.data[row * count + column] === 1
      if (dark && run < 0) run = column
      if (!dark && run >= 0) {
        // One rectangle per run of dark modules: no seams between neighbours when printed or rendered.
        doc.rect(x + (quiet + run) * cell, y + (quiet + row) * cell, (column - run) * cell, cell)
        run = -1
      }
    }
  }
  doc.fill()
  doc.restore()
}

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
  const doc = newDocument(`${t.labels[locale]} – ${set.title}`, locale, 0)
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
