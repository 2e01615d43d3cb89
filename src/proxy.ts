import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { archivePath, archiveQuery, archiveRoute } from './features/magazine/archive'
import { magazineHref, parseMagazineQuery } from './features/magazine/listing'
import { isBot } from './i18n/chooseLocale'
import { routing } from './i18n/routing'

/** Visitors: the URL prefix, then the i18n_redirected cookie, then Accept-Language, then de. */
const forVisitors = createMiddleware(routing)
/** Crawlers index each URL in its own language: never redirected by cookie or Accept-Language. */
const forCrawlers = createMiddleware({ ...routing, localeDetection: false })

export default function proxy(request: NextRequest) {
  const response = isBot(request.headers.get('user-agent')) ? forCrawlers(request) : forVisitors(request)
  return internalRoute(request, response) ?? response
}

/**
 * Lists whose plain address is prerendered while their query strings are answered by a route
 * behind them: the magazine's pages and tags by a cached route (src/features/magazine/archive.ts),
 * the explorer's filters by a per-request route. The rewrite happens once the locale routing has
 * decided: its redirects stand, its headers and cookies are kept. The routes' own addresses
 * redirect to the public ones.
 */
function internalRoute(request: NextRequest, response: Response): Response | null {
  const { pathname, searchParams, search } = request.nextUrl
  const prefix = (match: RegExpExecArray) => (match[1] ? '/en' : '')

  const archive = new RegExp(`^(?:/(en))?${archiveRoute}/([^/]+)/([^/]+)/?$`).exec(pathname)
  if (archive) {
    const query = parseMagazineQuery(archiveQuery(archive[2], archive[3]))
    return NextResponse.redirect(new URL(`${prefix(archive)}${query ? magazineHref(query) : '/magazine'}`, request.url), 308)
  }
  const explore = /^(?:\/(en))?\/artworks-explore\/?$/.exec(pathname)
  if (explore) return NextResponse.redirect(new URL(`${prefix(explore)}/artworks${search}`, request.url), 308)

  if (response.headers.has('location')) return null
  const magazine = /^(?:\/(en))?\/magazine\/?$/.exec(pathname)
  const internal = magazine
    ? archivePath(magazine[1] ?? 'de', searchParams)
    : /^(?:\/(en))?\/artworks\/?$/.test(pathname) && search
      ? `/${pathname.startsWith('/en') ? 'en' : 'de'}/artworks-explore${search}`
      : null
  if (!internal) return null
  const rewrite = NextResponse.rewrite(new URL(internal, request.url))
  response.headers.forEach((value, key) => {
    if (key !== 'x-middleware-rewrite' && key !== 'x-middleware-next' && key !== 'set-cookie') rewrite.headers.set(key, value)
  })
  for (const cookie of response.headers.getSetCookie()) rewrite.headers.append('set-cookie', cookie)
  return rewrite
}

export const config = {
  // Payload's admin and API, the GraphQL endpoint, the explorer's JSON pages, the search suggestions, media variants, the build id, Next's
  // own files and anything with a file extension stay outside the locale routing.
  matcher: ['/((?!admin|api|graphql|explorer|search-suggest|media|build-version|_next|_vercel|.*\\..*).*)'],
}
