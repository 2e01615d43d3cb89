/**
 * No cross-site writes with a staff session (issue 30 point 4). A write (POST, PATCH, PUT, DELETE)
 * to the admin's API (/api/**) or GraphQL (/graphql, /api/graphql) that carries the staff session
 * cookie must come from the site's own origin; otherwise a page elsewhere — another port of the
 * same host is "same site", so SameSite=Lax sends the cookie — could act as a signed-in editor
 * (create staff accounts, publish, delete). Payload's own check (`csrf`, from `serverURL`) only
 * drops the cookie, and checks nothing at all without PUBLIC_URL; this one answers 403 in every
 * configuration.
 *
 * The site's origin is PUBLIC_URL's; without it (development: `next dev` on whatever host the
 * developer opens) the request's own Host. In production the server refuses to start without
 * PUBLIC_URL (src/server/server.mjs), and the Host fallback fails closed behind a proxy that
 * rewrites Host. A browser names where a request comes from in Sec-Fetch-Site, Origin (sent on
 * every cross-origin write; "null" from a sandbox or a no-referrer page counts as foreign) and
 * Referer; a request without any of the three is no browser's, and so no forgery by a page:
 * scripts and `Authorization` headers are left alone.
 */
import { toLocale, type Locale } from '@/base/locales'

import { hasCookie, readCookie } from './cookies.mjs'
import { config, readConfig } from '../../config/env.mjs'

const writeMethods = new Set(['POST', 'PATCH', 'PUT', 'DELETE'])

/** The origin a staff write must come from: PUBLIC_URL's, else null (then the request's Host decides). */
export function siteOrigin(source?: Record<string, string | undefined>): string | null {
  const configured = (source ? readConfig(source) : config()).PUBLIC_URL
  if (!configured) return null
  try {
    return new URL(configured).origin
  } catch {
    return null
  }
}

function originOf(value: string): URL | null {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/**
 * Whether this request is a write carrying the staff session from somewhere other than the site
 * itself. Only writes with the session cookie are judged; everything else passes.
 */
export function crossSiteWrite(request: Request, source?: Record<string, string | undefined>): boolean {
  if (!writeMethods.has(request.method.toUpperCase())) return false
  if (!hasCookie(request.headers.get('cookie'), 'payload-token')) return false
  const fetchSite = request.headers.get('sec-fetch-site')
  // 'same-site' is exactly the other-port (or sibling subdomain) page; 'none' is no page at all.
  if (fetchSite && fetchSite !== 'same-origin') return true
  const claimed = request.headers.get('origin') ?? (request.headers.get('referer') || null)
  if (claimed === null) return false
  const from = originOf(claimed)
  if (!from) return true
  const own = siteOrigin(source)
  if (own) return from.origin !== own
  const host = request.headers.get('host')
  return !host || from.host !== host.toLowerCase()
}

const refusal: Record<Locale, string> = {
  de: 'Diese Änderung kam nicht von der Website der Galerie selbst und wurde abgelehnt. Bitte öffnen Sie den Admin unter der Adresse der Website.',
  en: "This change did not come from the gallery's own website and was refused. Please open the admin at the website's address.",
}

/** The staff member's language: the admin's own language cookie, else Accept-Language. */
function languageOf(request: Request): Locale {
  const chosen = readCookie(request.headers.get('cookie'), 'payload-lng')
  return toLocale(chosen || request.headers.get('accept-language'))
}

/** The 403 a cross-site staff write gets, in Payload's error shape and the staff member's language. */
export function crossSiteRefusal(request: Request): Response {
  return Response.json({ errors: [{ message: refusal[languageOf(request)] }] }, { status: 403, headers: { 'cache-control': 'no-store', vary: 'Origin' } })
}

/** A route handler that first refuses cross-site staff writes. */
export function sameOriginWrites<Rest extends unknown[]>(handler: (request: Request, ...rest: Rest) => Promise<Response> | Response) {
  return (request: Request, ...rest: Rest): Promise<Response> | Response => (crossSiteWrite(request) ? crossSiteRefusal(request) : handler(request, ...rest))
}
