import type { Endpoint, PayloadRequest, Where } from 'payload'

import { galleryDayKey } from '@/base/dates'
import { notStaff, refuse, say, type Message } from '@/base/refusals'
import { administers } from '@/base/roles'

import { catalogueCsv, catalogueXlsx } from './exportCatalogue'
import { CatalogueFileError, importCatalogue, type ImportSummary } from './importCatalogue'
import { notAdministrator } from './messages'
import { readImportForm, type ImportForm } from './upload'

/** Largest catalogue file the admin takes (a 2,000-work CSV is about 1 MB). */
export const maxCatalogueBytes = 25 * 1024 * 1024
/** Largest pictures archive the admin takes; a larger one goes through `npm run import -- … --images`. */
export const maxPicturesBytes = 1024 * 1024 * 1024

const refuseSignedOut = () => refuse(403, notStaff)

/**
 * The list's filter as the admin's artworks list holds it in its address: `where` (the filter
 * builder) and `search` (the search box, which looks in the title and the inventory number).
 */
export function listFilter(query: Record<string, unknown>): Where {
  const parts: Where[] = []
  if (query.where && typeof query.where === 'object') parts.push(query.where as Where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) parts.push({ or: [{ title: { like: search } }, { inventory: { like: search } }] })
  return parts.length === 0 ? {} : parts.length === 1 ? parts[0] : { and: parts }
}

/** `GET /api/artworks/catalogue/export?format=csv|xlsx[&where…][&search…]`: the catalogue as the list shows it. */
const exportEndpoint: Endpoint = {
  path: '/catalogue/export',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return refuseSignedOut()
    if (!administers(req.user)) return refuse(403, notAdministrator)
    const format = req.query?.format === 'xlsx' ? 'xlsx' : 'csv'
    let body: Buffer | string
    try {
      const where = listFilter(req.query ?? {})
      body = format === 'xlsx' ? await catalogueXlsx(req.payload, where) : await catalogueCsv(req.payload, where)
    } catch (error) {
      req.payload.logger.warn(`catalogue export refused: ${(error as Error).message}`)
      return refuse(400, say('Dieser Filter lässt sich nicht exportieren. Bitte den Filter der Liste prüfen.', 'This filter cannot be exported. Please check the list’s filter.'))
    }
    // The gallery's day (an export at 00:30 in Berlin is named for that day, not UTC's).
    const day = galleryDayKey(new Date())
    return new Response(new Uint8Array(typeof body === 'string' ? Buffer.from(body, 'utf8') : body), {
      headers: {
        'content-type': format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="katalog-${day}.${format}"`,
        'cache-control': 'no-store',
      },
    })
  },
}

/** One line of the import's answer: progress while it runs, then the outcome (or why the file was refused). */
export type ImportEvent = { progress: { done: number; total: number } } | { summary: ImportSummary; dryRun: boolean; publish: boolean } | { error: Message }

/**
 * `POST /api/artworks/catalogue/import` (multipart: `file`, optional `images` ZIP, `publish`,
 * `dryRun`, `force`): answers a line of JSON per step (NDJSON) — progress while it runs, so the admin shows
 * a bar, then the outcome row by row. Rows are imported one by one and an unchanged row is left
 * alone, so an interrupted import is resumed by sending the file again.
 */
const importEndpoint: Endpoint = {
  path: '/catalogue/import',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!req.user) return refuseSignedOut()
    if (!administers(req.user)) return refuse(403, notAdministrator)
    const length = Number(req.headers.get('content-length') || 0)
    if (length > maxCatalogueBytes + maxPicturesBytes)
      return refuse(
        413,
        say(
          'Die Dateien sind zu groß für das Hochladen (höchstens 1 GB Bilder). Größere Bestände bitte mit „npm run import“ einlesen.',
          'The files are too large to upload (at most 1 GB of pictures). Please import larger collections with "npm run import".',
        ),
      )
    let form: ImportForm
    try {
      // Read as it arrives: the pictures archive straight to a temporary file (./upload.ts).
      form = await readImportForm(req as unknown as Request, { file: maxCatalogueBytes, images: maxPicturesBytes })
    } catch {
      return refuse(400, say('Das Formular kam nicht vollständig an. Bitte erneut versuchen.', 'The form did not arrive complete. Please try again.'))
    }
    const refused = (() => {
      if (form.fileTooLarge) return refuse(413, say('Die Katalogdatei ist größer als 25 MB.', 'The catalogue file is larger than 25 MB.'))
      if (!form.file) return refuse(400, say('Bitte eine CSV- oder XLSX-Datei wählen.', 'Please choose a CSV or XLSX file.'))
      if (form.imagesTooLarge)
        return refuse(
          413,
          say(
            'Das Bilder-Archiv ist größer als 1 GB. Bitte mit „npm run import -- … --images Ordner“ einlesen.',
            'The pictures archive is larger than 1 GB. Please import it with "npm run import -- … --images folder".',
          ),
        )
      return null
    })()
    if (refused) {
      await form.discard()
      return refused
    }
    const bytes = form.file as Buffer
    const images = form.images ?? undefined
    const dryRun = form.fields.dryRun === 'true'
    const publish = form.fields.publish === 'true'
    const force = form.fields.force === 'true'
    const encoder = new TextEncoder()
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (event: ImportEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`))
        let shownAt = 0
        try {
          const summary = await importCatalogue(req.payload, bytes, {
            dryRun,
            publish,
            force,
            images,
            onProgress: (done, total) => {
              // At most ten lines a second, and always the last.
              if (done < total && Date.now() - shownAt < 100) return
              shownAt = Date.now()
              send({ progress: { done, total } })
            },
          })
          send({ summary, dryRun, publish })
        } catch (error) {
          if (error instanceof CatalogueFileError) send({ error: error.reason })
          else {
            req.payload.logger.error({ err: error, msg: 'catalogue import failed' })
            send({
              error: say(
                'Der Import wurde unterbrochen. Bereits eingelesene Zeilen bleiben; dieselbe Datei erneut einlesen setzt ihn fort.',
                'The import was interrupted. Rows already imported stay; importing the same file again resumes it.',
              ),
            })
          }
        } finally {
          await form.discard().catch(() => undefined)
          controller.close()
        }
      },
    })
    // no-transform: no compression that would hold the progress lines back.
    return new Response(stream, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store, no-transform' } })
  },
}

export const catalogueEndpoints: Endpoint[] = [exportEndpoint, importEndpoint]
