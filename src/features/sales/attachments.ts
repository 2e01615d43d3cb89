/**
 * PDFs attached to a reply from a case (issue 49 point 2, docs/sales.md#cases-the-inquiries-collection):
 * the price list of the works asked about and/or a work sheet per work, in the case's language.
 * The outbox row keeps only what to attach (this small spec, `mail-outbox.attachments`); the files
 * are printed when the mail is sent (src/features/forms/mail.ts), so a retried delivery attaches the
 * same files — dated and named by the day the reply was written — without the outbox holding bytes.
 */
import type { Payload } from 'payload'

import { galleryDayKey } from '@/base/dates'
import { isLocale, type Locale } from '@/base/locales'
import type { MailAttachment } from '@/features/forms/mail'

import { printPriceList, printWorkSheet } from './printing'
import { printWorks } from './printWorks'
import { printTexts } from './texts'
import { workSheetName } from './workSheet'

export const attachmentKinds = ['price-list', 'sheets'] as const
export type AttachmentKind = (typeof attachmentKinds)[number]

/** What to attach: which PDF, of which works (in the case's order), in which language, as of which moment. */
export type AttachmentSpec = { kind: AttachmentKind; works: number[]; locale: Locale; asOf: string }

/** Most work sheets one reply carries (each about a page with a picture); more works: the price list. */
export const maxSheets = 20

/** `attach` of a reply's body: the kinds asked for, each once, or null for anything else (unknown kinds, not a list). */
export function parseAttach(value: unknown): AttachmentKind[] | null {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.some((kind) => typeof kind !== 'string' || !(attachmentKinds as readonly string[]).includes(kind))) return null
  return [...new Set(value as AttachmentKind[])]
}

export function attachmentSpecs(kinds: AttachmentKind[], works: number[], locale: Locale, now = new Date()): AttachmentSpec[] {
  return kinds.map((kind) => ({ kind, works, locale, asOf: now.toISOString() }))
}

function isSpec(value: unknown): value is AttachmentSpec {
  const spec = value as AttachmentSpec
  return (
    Boolean(spec) &&
    (attachmentKinds as readonly string[]).includes(spec.kind) &&
    Array.isArray(spec.works) &&
    spec.works.every((id) => Number.isInteger(id)) &&
    isLocale(spec.locale) &&
    !Number.isNaN(Date.parse(spec.asOf))
  )
}

/**
 * The files of the specs, printed now (a work deleted since is left out; a spec that is no spec is
 * an error, so the delivery fails and says so rather than sending without it). The renderer the
 * outbox is handed in the Payload config (src/payload.config.ts, `custom.mailAttachments`).
 */
export async function renderAttachments(payload: Payload, specs: unknown[]): Promise<MailAttachment[]> {
  const files: MailAttachment[] = []
  for (const spec of specs) {
    if (!isSpec(spec)) throw new Error(`unknown attachment: ${JSON.stringify(spec).slice(0, 200)}`)
    const asOf = new Date(spec.asOf)
    const works = await printWorks(payload, spec.works, spec.locale, asOf.getTime())
    if (works.length === 0) continue
    if (spec.kind === 'price-list') {
      const title = printTexts.selection[spec.locale]
      const name = `${title.toLowerCase()}-${galleryDayKey(asOf)}`
      const content = await printPriceList(payload, { title, subtitle: '', works, name }, spec.locale, asOf)
      files.push({ filename: `${spec.locale === 'de' ? 'preisliste' : 'price-list'}-${name}.pdf`, content, contentType: 'application/pdf' })
    } else {
      for (const work of works.slice(0, maxSheets))
        files.push({ filename: workSheetName(work, spec.locale), content: await printWorkSheet(payload, work, spec.locale, asOf), contentType: 'application/pdf' })
    }
  }
  return files
}
