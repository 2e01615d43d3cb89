/**
 * What every printed sheet of the gallery shares (docs/sales.md#price-lists-and-wall-labels): an
 * A4 pdfkit document with DejaVu Sans embedded (umlauts, accents, €, × and the marks print
 * everywhere), its bytes once ended, the letterhead at the top of a first page, and QR codes drawn
 * as vector squares from `qrcode`'s matrix, sharp at any printer's resolution.
 */
import path from 'node:path'

import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'

import type { Locale } from '@/base/locales'

import type { Letterhead } from './letterhead'

const fontDir = path.join(process.cwd(), 'src/features/sales/fonts')
const regular = path.join(fontDir, 'DejaVuSans.ttf')
const bold = path.join(fontDir, 'DejaVuSans-Bold.ttf')

export const mm = (value: number) => (value * 72) / 25.4

export function newDocument(title: string, locale: Locale, margin: number, author: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    font: regular,
    lang: locale === 'de' ? 'de-DE' : 'en-GB',
    info: { Title: title, Author: author, Creator: 'Vernissage' },
    bufferPages: true,
  })
  doc.registerFont('regular', regular)
  doc.registerFont('bold', bold)
  doc.font('regular')
  return doc
}

export function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}

/** The gallery's mark, as src/app/icon.svg and the admin's logo (src/cms/admin/GalleryLogo.tsx) draw it, on a 512 square. */
const markPath = 'M118 136h114v14h-18l60 184 56-184h-30v-14h94v14h-26l-102 234h-22L140 150h-22z'

/** The mark, `size` points square, with its top left corner at (x, y): cream on black. */
export function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  const scale = size / 512
  doc.save().translate(x, y).scale(scale)
  doc.roundedRect(0, 0, 512, 512, 48).fill('#000000')
  doc.path(markPath).fill('#F1EADB')
  doc.restore()
}

/**
 * The letterhead across the top of the page: the mark, the gallery's name beside it and its
 * address and ways to reach it under the name, then a hairline. Leaves the cursor under it, at the
 * left margin.
 */
export function drawLetterhead(doc: PDFKit.PDFDocument, letterhead: Letterhead): void {
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const top = doc.page.margins.top
  const size = mm(14)
  drawMark(doc, left, top, size)
  const textLeft = left + size + mm(4)
  const textWidth = width - size - mm(4)
  doc.font('bold').fontSize(14).fillColor('black').text(letterhead.name, textLeft, top, { width: textWidth })
  doc.font('regular').fontSize(8.5).fillColor('#444')
  for (const line of letterhead.lines) doc.text(line, textLeft, doc.y, { width: textWidth })
  const bottom = Math.max(doc.y, top + size) + mm(3)
  doc
    .moveTo(left, bottom)
    .lineTo(left + width, bottom)
    .lineWidth(0.5)
    .strokeColor('#999')
    .stroke()
  doc.fillColor('black').strokeColor('black')
  doc.x = left
  doc.y = bottom + mm(5)
}

/** A QR code as filled squares, `size` points wide, from the top left corner (x, y), with its quiet zone inside. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
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

/** A picture fitted and centred in a box; nothing when there is none (the box stays empty). A picture pdfkit cannot read leaves it empty too. */
export function drawPicture(doc: PDFKit.PDFDocument, picture: Buffer | undefined, x: number, y: number, width: number, height: number): void {
  if (!picture) return
  const { x: cursorX, y: cursorY } = doc
  try {
    doc.image(picture, x, y, { fit: [width, height], align: 'center', valign: 'center' })
  } catch {
    // A damaged file: the space stays empty (src/features/sales/pictures.ts).
  }
  doc.x = cursorX
  doc.y = cursorY
}

/** "Seite 1 / 3" at the foot of every page. */
export function drawPageNumbers(doc: PDFKit.PDFDocument, label: string): void {
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const bottomMargin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#555')
      .text(`${label} ${i + 1} / ${range.count}`, left, doc.page.height - mm(12), { width, align: 'center' })
    doc.page.margins.bottom = bottomMargin
  }
}
