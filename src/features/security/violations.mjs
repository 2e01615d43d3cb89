// Content-Security-Policy violations the browsers report (issue 50 point 2), counted per page and
// directive: the policy's `report-to` (Reporting-Endpoints) and `report-uri` for browsers without
// the Reporting API both post to /csp-reports (src/app/csp-reports/route.ts). With REDIS_URL the
// counts live in one Redis hash every instance adds to (docs/architecture.md: nothing that must be
// shared lives in one process when several run); without it (one process) in this process, bounded.
// Plain JavaScript: the production server's headers name the route (./headers.mjs).
import { sharedRedis } from '../../base/redis.mjs'
import { slot } from '../../base/processState.mjs'

const redisKey = 'vernissage:csp-violations'
/** Distinct (page, directive) pairs kept: anyone may post a report, so their number is bounded. */
const maxPairs = 2000
const memory = slot('cspViolations', () => new Map())

/**
 * The (page, directive) pairs of a report body: `application/reports+json` (an array of
 * Reporting API reports of type csp-violation) or `application/csp-report` (report-uri's
 * `{"csp-report": {…}}`). Only pages of `origin` count; the page is its path, without the query.
 */
export function violationsOf(body, origin) {
  const reports = Array.isArray(body) ? body.filter((report) => report?.type === 'csp-violation').map((report) => report.body) : [body?.['csp-report']]
  const found = []
  for (const report of reports) {
    if (!report || typeof report !== 'object') continue
    const documentUrl = report.documentURL ?? report['document-uri']
    const directive = String(report.effectiveDirective ?? report['effective-directive'] ?? report['violated-directive'] ?? '').split(' ')[0]
    let page
    try {
      const url = new URL(String(documentUrl))
      if (url.origin !== origin) continue
      page = url.pathname.slice(0, 200)
    } catch {
      continue
    }
    if (/^[a-z-]{1,40}$/.test(directive)) found.push({ page, directive })
  }
  return found
}

const field = ({ page, directive }) => `${page} ${directive}`

/** Adds one to the count of each pair. */
export async function recordViolations(pairs) {
  if (pairs.length === 0) return
  const redis = await sharedRedis().catch(() => null)
  if (redis) {
    try {
      if ((await redis.hLen(redisKey)) >= maxPairs) return
      const multi = redis.multi()
      for (const pair of pairs) multi.hIncrBy(redisKey, field(pair), 1)
      await multi.exec()
      return
    } catch {
      // Redis away: counted in this process below rather than lost.
    }
  }
  for (const pair of pairs) {
    const key = field(pair)
    if (!memory.has(key) && memory.size >= maxPairs) continue
    memory.set(key, (memory.get(key) ?? 0) + 1)
  }
}

/** Every count, most first: `{ page, directive, count }`. */
export async function violationCounts() {
  const counts = new Map(memory)
  const redis = await sharedRedis().catch(() => null)
  if (redis) {
    try {
      for (const [key, value] of Object.entries(await redis.hGetAll(redisKey))) counts.set(key, (counts.get(key) ?? 0) + Number(value))
    } catch {
      // Redis away: this process's counts only.
    }
  }
  return [...counts]
    .map(([key, count]) => {
      const at = key.lastIndexOf(' ')
      return { page: key.slice(0, at), directive: key.slice(at + 1), count }
    })
    .sort((a, b) => b.count - a.count || a.page.localeCompare(b.page))
}
