/**
 * The case's actions for the admin (issue 36), for sales and administrators (docs/roles.md):
 * - `POST /api/inquiries/:id/reply` (JSON `{ subject?, text, attach? }`): a reply to the visitor,
 *   `attach: ['price-list' | 'sheets']` the PDFs it carries (./attachments.ts);
 * - `POST /api/inquiries/:id/anonymise`: the GDPR erasure;
 * - `GET /api/inquiries/:id/works?locale=de|en`: the works with their current price and status.
 * Refusals carry their reason in both languages; the admin shows the editor's.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { isLocale, defaultLocale } from '@/base/locales'
import { noStore, refuse } from '@/base/refusals'
import { sellsWorks } from '@/base/roles'

import { parseAttach } from './attachments'
import { anonymiseCase, caseWorks, replyToCase } from './cases'
import { caseErrors } from './texts'

function caseId(req: PayloadRequest): string | null {
  const id = String(req.routeParams?.id ?? '')
  return /^\d{1,12}$/.test(id) ? id : null
}

async function jsonBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body = await req.json?.()
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export const caseEndpoints: Endpoint[] = [
  {
    path: '/:id/reply',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return refuse(403, caseErrors.notStaff)
      if (!sellsWorks(req.user)) return refuse(403, caseErrors.notSales)
      const id = caseId(req)
      if (!id) return refuse(404, caseErrors.notFound)
      const body = await jsonBody(req)
      const attach = parseAttach(body.attach)
      if (!attach) return refuse(400, caseErrors.badAttach)
      const outcome = await replyToCase(
        req.payload,
        id,
        { subject: typeof body.subject === 'string' ? body.subject : undefined, text: typeof body.text === 'string' ? body.text : undefined, attach },
        req.user.id,
      )
      if (!outcome.ok) return refuse(outcome.reason === 'notFound' ? 404 : outcome.reason === 'anonymised' ? 409 : 400, caseErrors[outcome.reason])
      return Response.json({ mailId: outcome.mailId, delivery: outcome.delivery }, { headers: noStore })
    },
  },
  {
    path: '/:id/anonymise',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return refuse(403, caseErrors.notStaff)
      if (!sellsWorks(req.user)) return refuse(403, caseErrors.notSales)
      const id = caseId(req)
      if (!id || !(await anonymiseCase(req.payload, id))) return refuse(404, caseErrors.notFound)
      return Response.json({ anonymised: true }, { headers: noStore })
    },
  },
  {
    path: '/:id/works',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return refuse(403, caseErrors.notStaff)
      if (!sellsWorks(req.user)) return refuse(403, caseErrors.notSales)
      const id = caseId(req)
      const locale = isLocale(req.query?.locale) ? req.query.locale : defaultLocale
      const works = id ? await caseWorks(req.payload, id, locale) : null
      if (!works) return refuse(404, caseErrors.notFound)
      return Response.json({ works }, { headers: noStore })
    },
  },
]
