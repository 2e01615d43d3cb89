/**
 * The posts a room's page makes (issue 51 points 5 and 6), each only for an open link with its
 * passcode cookie:
 * - POST …/ask: a work's form (work, message, reserve), without JavaScript; answered 303 back to
 *   the work with `?asked=<work id>` or `?asked=limit` (10 an hour per link);
 * - POST …/seen: what the page's script saw (JSON `{ kind, work, seconds }`), answered 204.
 */
import { defaultLocale, isLocale, type Locale } from '@/base/locales'
import { getPayloadClient } from '@/cms/client'
import { payloadSecret } from '@/cms/secret'
import { hashAddress } from '@/features/forms/abuse'
import { clientAddress } from '@/features/security/clientAddress.mjs'
import { createLimit } from '@/features/security/counters'

import { hasAccess } from './access'
import { askFromRoom } from './ask'
import { interestKinds, recordInterest, type InterestKind } from './interest'
import { visitRoom } from './loaders'
import { roomPath } from './rules'

type Context = { params: Promise<{ locale: string; token: string }> }

const asks = createLimit('viewing-room-ask', { points: 10, windowMs: 60 * 60 * 1000 })

async function openVisit(request: Request, params: Context['params']) {
  const { locale: raw, token } = await params
  const locale: Locale = isLocale(raw) ? raw : defaultLocale
  const payload = await getPayloadClient()
  const visit = await visitRoom(payload, token, locale)
  const open = visit.state === 'open' && hasAccess(request.headers.get('cookie'), token, visit.recipient.passcodeHash) ? visit : null
  return { payload, locale, token, open }
}

export async function askRoute(request: Request, { params }: Context): Promise<Response> {
  const { payload, locale, token, open } = await openVisit(request, params)
  const back = (query: string, anchor = '') =>
    new Response(null, { status: 303, headers: { location: `${roomPath(token, locale)}${query}${anchor}`, 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } })
  if (!open) return back('')
  const form = await request.formData().catch(() => null)
  const workId = Number(form?.get('work'))
  const work = open.works.find((entry) => Number(entry.artwork.id) === workId)
  if (!work) return back('')
  const anchor = `#work-${work.artwork.slug}`
  if (!(await asks.consume(token)).allowed) return back('?asked=limit', anchor)
  const message = String(form?.get('message') ?? '')
    .trim()
    .slice(0, 5000)
  await askFromRoom(payload, {
    room: { id: Number(open.room.id), title: open.room.title },
    recipient: open.recipient,
    work,
    message,
    reserve: form?.get('reserve') === '1',
    locale,
    ipHash: hashAddress(clientAddress(request.headers), payloadSecret()),
    userAgent: request.headers.get('user-agent') ?? '',
  })
  return back(`?asked=${work.artwork.id}`, anchor)
}

export async function seenRoute(request: Request, { params }: Context): Promise<Response> {
  const { payload, open } = await openVisit(request, params)
  const none = new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  if (!open) return none
  const body = (await request.json().catch(() => null)) as { kind?: unknown; work?: unknown; seconds?: unknown } | null
  const kind = interestKinds.find((value) => value === body?.kind && value !== 'opened') as InterestKind | undefined
  const work = open.works.find((entry) => Number(entry.artwork.id) === Number(body?.work))
  if (!kind || !work) return none
  const seconds = typeof body?.seconds === 'number' && Number.isFinite(body.seconds) ? body.seconds : null
  await recordInterest(payload, { room: Number(open.room.id), recipient: open.recipient, kind, work: Number(work.artwork.id), seconds })
  return none
}
