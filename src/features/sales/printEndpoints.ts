/**
 * The printed matter's addresses (issue 36), staff only (a signed-out browser is sent to the sign-in page and back, anyone else gets 403);
 * labels take `start=1…8` (the first free position of a partly used sheet) and `outlines=1`, price lists `hideSold=1`:
 * - `GET /api/exhibitions/:id/price-list.pdf?locale=de|en` and `…/labels.pdf`: an exhibition's works in its order;
 * - `GET /api/artworks/price-list.pdf?ids=1,2,3&locale=de|en` and `…/labels.pdf?ids=…`: a selection, in the order given;
 * - `GET /api/artworks/:id/sheet.pdf?locale=de|en`: one work's sheet (picture, details, price; ./workSheet.ts).
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { galleryDayKey } from '@/base/dates'
import { isLocale, type Locale } from '@/base/locales'
import { refuse } from '@/base/refusals'

import { labelsPdf } from './pdf'
import { printPriceList, printWorkSheet } from './printing'
import { exhibitionPrintSet, maxPrintWorks, printWorks, type PrintSet } from './printWorks'
import { caseErrors, printTexts } from './texts'
import { workSheetName } from './workSheet'

type Kind = 'price-list' | 'labels'

/** `ids=1,2,3` (or repeated `ids`): distinct ids in their order, or null when malformed or too many. */
export function parseIds(value: unknown): number[] | null {
  const raw = (Array.isArray(value) ? value : [value]).filter((part) => typeof part === 'string').join(',')
  if (!raw) return null
  const parts = raw.split(',').map((part) => part.trim())
  if (parts.some((part) => !/^\d{1,12}$/.test(part))) return null
  const ids = [...new Set(parts.map(Number))]
  return ids.length > maxPrintWorks ? null : ids
}

function localeOf(req: PayloadRequest): Locale | null {
  const value = req.query?.locale ?? 'de'
  return isLocale(value) ? value : null
}

/**
 * A signed-out browser that opens a PDF link (a bookmark, a link sent by mail) is taken to the
 * sign-in page and back to the PDF; a client that is no browser gets the 403 in both languages.
 */
function notSignedIn(req: PayloadRequest): Response {
  const wantsPage = (req.headers.get('accept') ?? '').includes('text/html')
  if (!wantsPage) return refuse(403, caseErrors.notStaff)
  const url = new URL(req.url ?? 'http://localhost/')
  const back = `${url.pathname}${url.search}`
  return new Response(null, { status: 302, headers: { location: `${req.payload.config.routes.admin}/login?redirect=${encodeURIComponent(back)}`, 'cache-control': 'no-store' } })
}

async function answer(req: PayloadRequest, set: PrintSet, kind: Kind, locale: Locale): Promise<Response> {
  const flag = (name: string) => req.query?.[name] === '1' || req.query?.[name] === 'true'
  const body =
    kind === 'labels'
      ? await labelsPdf(set, locale, { start: Number(req.query?.start ?? 1) || 1, outlines: flag('outlines') })
      : await printPriceList(req.payload, set, locale, new Date(), { hideSold: flag('hideSold') })
  return pdfResponse(body, `${kind === 'labels' ? (locale === 'de' ? 'wandbeschriftungen' : 'wall-labels') : locale === 'de' ? 'preisliste' : 'price-list'}-${set.name}.pdf`)
}

function pdfResponse(body: Buffer, file: string): Response {
  return new Response(new Uint8Array(body), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${file}"`, 'cache-control': 'private, no-store' },
  })
}

/** A door for printed matter: signed-in staff only, in the language asked for; `print` makes the answer. */
function printDoor(path: string, print: (req: PayloadRequest, locale: Locale) => Promise<Response>): Endpoint {
  return {
    path,
    method: 'get',
    handler: async (req) => {
      if (!req.user) return notSignedIn(req)
      const locale = localeOf(req)
      return locale ? print(req, locale) : refuse(400, caseErrors.badLocale)
    },
  }
}

/** The address's `:id`, when it is one. */
function routeId(req: PayloadRequest): number | null {
  const id = String(req.routeParams?.id ?? '')
  return /^\d{1,12}$/.test(id) ? Number(id) : null
}

const exhibitionEndpoint = (kind: Kind): Endpoint =>
  printDoor(`/:id/${kind}.pdf`, async (req, locale) => {
    const id = routeId(req)
    const set = id === null ? null : await exhibitionPrintSet(req.payload, id, locale)
    return set ? answer(req, set, kind, locale) : refuse(404, caseErrors.badExhibition)
  })

const selectionEndpoint = (kind: Kind): Endpoint =>
  printDoor(`/${kind}.pdf`, async (req, locale) => {
    const ids = parseIds(req.query?.ids)
    if (!ids) return refuse(400, caseErrors.badIds)
    const works = await printWorks(req.payload, ids, locale)
    if (works.length === 0) return refuse(404, caseErrors.noWorks)
    const name = `${printTexts.selection[locale].toLowerCase()}-${galleryDayKey(new Date())}`
    return answer(req, { title: printTexts.selection[locale], subtitle: '', works, name }, kind, locale)
  })

/** One work's sheet, in the language asked for; a work the site does not know is 404. */
const sheetEndpoint = printDoor('/:id/sheet.pdf', async (req, locale) => {
  const id = routeId(req)
  const [work] = id === null ? [] : await printWorks(req.payload, [id], locale)
  return work ? pdfResponse(await printWorkSheet(req.payload, work, locale), workSheetName(work, locale)) : refuse(404, caseErrors.badWork)
})

export const exhibitionPrintEndpoints: Endpoint[] = [exhibitionEndpoint('price-list'), exhibitionEndpoint('labels')]
export const artworkPrintEndpoints: Endpoint[] = [selectionEndpoint('price-list'), selectionEndpoint('labels'), sheetEndpoint]
