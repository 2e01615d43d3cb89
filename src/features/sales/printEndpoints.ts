/**
 * The printed matter's addresses (issue 36), staff only (403 for anyone else):
 * - `GET /api/exhibitions/:id/price-list.pdf?locale=de|en` and `…/labels.pdf`: an exhibition's works in its order;
 * - `GET /api/artworks/price-list.pdf?ids=1,2,3&locale=de|en` and `…/labels.pdf?ids=…`: a selection, in the order given.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { isLocale, type Locale } from '@/base/locales'

import { refuse } from './caseEndpoints'
import { labelsPdf, priceListPdf } from './pdf'
import { exhibitionPrintSet, maxPrintWorks, printWorks, type PrintSet } from './printWorks'
import { caseErrors, printTexts } from './texts'

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

async function answer(set: PrintSet, kind: Kind, locale: Locale, name: string): Promise<Response> {
  const body = kind === 'labels' ? await labelsPdf(set, locale) : await priceListPdf(set, locale)
  const file = `${kind === 'labels' ? (locale === 'de' ? 'wandbeschriftungen' : 'wall-labels') : locale === 'de' ? 'preisliste' : 'price-list'}-${name}.pdf`
  return new Response(new Uint8Array(body), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${file}"`, 'cache-control': 'private, no-store' },
  })
}

function exhibitionEndpoint(kind: Kind): Endpoint {
  return {
    path: `/:id/${kind}.pdf`,
    method: 'get',
    handler: async (req) => {
      if (!req.user) return refuse(403, caseErrors.notStaff)
      const locale = localeOf(req)
      if (!locale) return refuse(400, caseErrors.badLocale)
      const id = String(req.routeParams?.id ?? '')
      const set = /^\d{1,12}$/.test(id) ? await exhibitionPrintSet(req.payload, Number(id), locale) : null
      if (!set) return refuse(404, caseErrors.badExhibition)
      return answer(set, kind, locale, id)
    },
  }
}

function selectionEndpoint(kind: Kind): Endpoint {
  return {
    path: `/${kind}.pdf`,
    method: 'get',
    handler: async (req) => {
      if (!req.user) return refuse(403, caseErrors.notStaff)
      const locale = localeOf(req)
      if (!locale) return refuse(400, caseErrors.badLocale)
      const ids = parseIds(req.query?.ids)
      if (!ids) return refuse(400, caseErrors.badIds)
      const works = await printWorks(req.payload, ids, locale)
      if (works.length === 0) return refuse(404, caseErrors.noWorks)
      return answer({ title: printTexts.selection[locale], subtitle: '', works }, kind, locale, printTexts.selection[locale].toLowerCase())
    },
  }
}

export const exhibitionPrintEndpoints: Endpoint[] = [exhibitionEndpoint('price-list'), exhibitionEndpoint('labels')]
export const artworkPrintEndpoints: Endpoint[] = [selectionEndpoint('price-list'), selectionEndpoint('labels')]
