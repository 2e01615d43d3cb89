/**
 * Where browsers report what the Content-Security-Policy blocked (issue 50 point 2): the policy
 * names it twice, `report-to csp` (Reporting-Endpoints, the Reporting API's batched JSON) and
 * `report-uri` (older browsers, one JSON object each). Counted per page and directive
 * (src/features/security/violations.mjs); staff read the counts here (GET) and in the admin.
 */
import { readBodyWithin } from '@/base/readBody'
import { getPayloadClient } from '@/cms/client'
import { recordViolations, violationCounts, violationsOf } from '@/features/security/violations.mjs'

export const dynamic = 'force-dynamic'

/** A report is a few hundred bytes; a batch of the Reporting API a few of them. */
const maxBodyBytes = 64 * 1024

export async function POST(request: Request) {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/(?:reports\+json|csp-report|json)\b/i.test(type)) return new Response(null, { status: 415 })
  const text = await readBodyWithin(request, maxBodyBytes)
  if (text === null) return new Response(null, { status: 413 })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return new Response(null, { status: 400 })
  }
  await recordViolations(violationsOf(body, new URL(request.url).origin))
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}

export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return Response.json({ error: 'staff only' }, { status: 403, headers: { 'cache-control': 'no-store' } })
  return Response.json({ violations: await violationCounts() }, { headers: { 'cache-control': 'no-store' } })
}
