import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { peek } from './base/processState.mjs'
import { archivePath, archiveQuery, archiveRoute } from './features/routing/magazineArchive'
import { magazineHref, parseMagazineQuery } from './features/routing/magazineQuery'
import { isErrorPageAddress, type ErrorStatus } from './features/routing/errorPageAddress.mjs'
import { completeErrorPageHeader, errorPageWantedHeader, statusPageWantedHeader } from './features/routing/completeErrorPage.mjs'
import { statusOfKind, statusPageAddress } from './base/statusPages.mjs'
import { withQuery, type RouteDecision } from './features/routing/resolve'
import { setAsideQueryHeader } from './features/routing/queryFree.mjs'
import { siteUrl } from './features/seo/siteUrl'
import { isBot } from './i18n/chooseLocale'
import { linkHeader } from './i18n/alternates'
import { localeCookieMaxAge, localeCookieName } from './base/locales'
import { routing } from './i18n/routing'
import { switchedLocale } from './i18n/switchRequest.mjs'
import { switchCookieName } from './features/site/languageSwitch'
import { readCookie } from './features/security/cookies.mjs'

/** Visitors: the URL prefix, then the i18n_redirected cookie, then Accept-Language, then de. */
const forVisitors = createMiddleware(routing)
/**
 * Crawlers index each URL in its own language: never redirected by cookie or Accept-Language, and
 * given no locale cookie, which would only make their next request look like a returning visitor's.
 */
const forCrawlers = createMiddleware({ ...routing, localeDetection: false, localeCookie: false })

export default async function proxy(request: NextRequest) {
  readLocaleCookieOnce(request)
  const unreadable = await unreadableForm(request)
  if (unreadable) return unreadable
  return inOneHop(request, await answer(request))
}

/** What the site answers at a request's address: a redirect, a rewrite to the page, or the page. */
async function answer(request: NextRequest): Promise<Response> {
  // /EN/Crew and /de/crew: one permanent redirect to /en/crew and /crew, before the locale routing
  // reads "EN" as a prefix or answers /de/… with a temporary redirect.
  const { pathname } = request.nextUrl
  if (pathname !== pathname.toLowerCase() || /^\/de(?:\/|$)/.test(pathname)) {
    const decision = await resolve(request)
    if (decision?.action === 'redirect') return NextResponse.redirect(new URL(decision.location, request.url), decision.status)
  }
  // The language switch (with or without JavaScript): the chosen language is shown, not sent back
  // by a stored one, and stored in both cookies (docs/behaviour.md#locale-choice).
  const switching = switchedLocale(request.method, pathname, {
    host: request.headers.get('host'),
    referer: request.headers.get('referer'),
    'sec-fetch-site': request.headers.get('sec-fetch-site'),
    'sec-fetch-dest': request.headers.get('sec-fetch-dest'),
  })
  const response = withSetAsideQuery(request, isBot(request.headers.get('user-agent')) || switching ? forCrawlers(request) : forVisitors(request))
  if (switching) for (const name of [localeCookieName, switchCookieName]) response.cookies.set(name, switching, { path: '/', maxAge: localeCookieMaxAge, sameSite: 'lax' })
  return withAlternates(request, internalRoute(request, response) ?? (await resolvedRoute(request, response)) ?? response)
}

/** Redirects followed on the server before one leaves: a chain of them is a loop past this. */
const maxHops = 4

/**
 * Every redirect in one hop (issue 48): where the address a redirect leads to would itself be
 * redirected for this visitor — an English browser at a German slug, at an editor's redirect or at
 * /Crew, first sent to its language, then to the page's own address — the visitor is sent to the
 * last address at once, with the query, the cookies every step set, and a permanent status only
 * when every step was permanent (the locale routing's depends on the visitor).
 */
async function inOneHop(request: NextRequest, first: Response): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return first
  const seen = new Set([request.nextUrl.href])
  const steps = [first]
  let target = siteLocation(request, first)
  while (target && steps.length <= maxHops && !seen.has(target.href)) {
    seen.add(target.href)
    const headers = new Headers(request.headers)
    headers.delete(setAsideQueryHeader)
    const next = await answer(new NextRequest(target, { headers, method: request.method }))
    if (!next.headers.has('location')) break
    steps.push(next)
    target = siteLocation(request, next)
  }
  if (steps.length === 1) return first
  const last = steps[steps.length - 1]
  const permanent = steps.every((step) => step.status === 308 || step.status === 301)
  const redirect = NextResponse.redirect(new URL(last.headers.get('location')!, request.url), permanent ? 308 : 307)
  for (const step of steps) for (const cookie of step.headers.getSetCookie()) redirect.headers.append('set-cookie', cookie)
  return redirect
}

/** Where a redirect of ours leads, when it stays on this site; null for any other answer. */
function siteLocation(request: NextRequest, response: Response): URL | null {
  const location = response.headers.get('location')
  if (!location) return null
  const target = new URL(location, request.url)
  return target.origin === request.nextUrl.origin ? target : null
}

/**
 * A redirect of the locale routing (an English browser at `/?utm_source=x`) with the query the
 * production server set aside for a page that does not read it (src/features/routing/queryFree.mjs):
 * the visitor arrives at the other language's address with the query they came with.
 */
function withSetAsideQuery<R extends Response>(request: NextRequest, response: R): R {
  const query = request.headers.get(setAsideQueryHeader)
  const location = response.headers.get('location')
  if (query && location) response.headers.set('location', withQuery(location, query))
  return response
}

/**
 * The stored language as every cache in front reads it (src/features/security/cookies.mjs, the
 * site's one cookie reader), put where next-intl looks for it. Next's own reader takes the last of
 * two equal names and keeps a space before `=` in the name; the front cache's key and nginx's
 * would then stand for another choice than the one this proxy made (issue 46 point 8).
 */
function readLocaleCookieOnce(request: NextRequest) {
  const stored = readCookie(request.headers.get('cookie'), localeCookieName)
  if ((request.cookies.get(localeCookieName)?.value ?? null) === stored) return
  if (stored === null) request.cookies.delete(localeCookieName)
  else request.cookies.set(localeCookieName, stored)
}

/**
 * The hreflang `Link` header of a page, from the same source as its head, the sitemaps and the
 * language switch (src/features/routing/resolve.ts languageVersions), with the site's public
 * origin (PUBLIC_URL; the Host header a client sends is never used). Redirects and error pages
 * have none: a missing address has no language versions.
 */
async function withAlternates(request: NextRequest, response: Response): Promise<Response> {
  if (response.headers.has('location') || response.status >= 400) return response
  const resolver = peek('routeResolver')
  const versions = await resolver?.versions(request.nextUrl.pathname, request.nextUrl.search).catch(() => null)
  if (versions) response.headers.set('link', linkHeader(versions, siteUrl()))
  return response
}

/**
 * A form post (a server action without JavaScript) whose body cannot be read as a form — broken
 * multipart, a wrong boundary — is answered 400 here, with the site's page for it in the visitor's
 * language (put in by the production server);
 * Next would answer it with a bare 500.
 */
async function unreadableForm(request: NextRequest): Promise<Response | null> {
  if (request.method !== 'POST') return null
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) return null
  try {
    await request.clone().formData()
    return null
  } catch {
    // The production server puts in the page for it (src/base/statusPages.mjs, kind `form`).
    return new Response(null, { status: 400, headers: { [statusPageWantedHeader]: 'form', 'cache-control': 'no-store' } })
  }
}

function resolve(request: NextRequest): Promise<RouteDecision | null> {
  const resolver = peek('routeResolver')
  if (!resolver) return Promise.resolve(null)
  return resolver.resolve(request.nextUrl.pathname, request.nextUrl.search).catch(() => null)
}

/** The response's headers and cookies (the locale routing's) on another response. */
function keepHeaders(from: Response, to: NextResponse): NextResponse {
  from.headers.forEach((value, key) => {
    if (key !== 'x-middleware-rewrite' && key !== 'x-middleware-next' && key !== 'set-cookie') to.headers.set(key, value)
  })
  for (const cookie of from.headers.getSetCookie()) to.headers.append('set-cookie', cookie)
  return to
}

/**
 * Addresses no page answers, decided before anything renders (src/features/routing/resolve.ts):
 * an editor's redirect, the page's own URL for another case or the other language's slug, the
 * list fallbacks of docs/behaviour.md#unknown-document — each one redirect with one Location header — or the not-found page, rendered in
 * full with status 404. The resolver lives in the app (src/instrumentation.ts puts it in
 * the process's slots, src/base/processState.mjs); without it (a build worker) and in the staff's draft mode the pages decide.
 */
async function resolvedRoute(request: NextRequest, response: Response): Promise<Response | null> {
  if (response.headers.has('location') || request.cookies.has('__prerender_bypass')) return null
  const decision = await resolve(request)
  if (!decision || decision.action === 'pass') return null
  if (decision.action === 'redirect') return NextResponse.redirect(new URL(decision.location, request.url), decision.status)
  const { pathname, search } = request.nextUrl
  if (decision.action === 'statusPage') {
    // The page of an answer given before any page renders, at its own address only (src/base/statusPages.mjs).
    if (search !== '' || pathname !== statusPageAddress(decision.kind, decision.locale)) return errorStatus(request, response, 404)
    const rewrite = keepHeaders(response, NextResponse.rewrite(new URL(`/${decision.locale}/status-page/${decision.kind}`, request.url), { status: statusOfKind(decision.kind) }))
    rewrite.headers.set(completeErrorPageHeader, '1')
    return rewrite
  }
  const [page, status] = decision.action === 'notFound' ? (['not-found-page', 404] as const) : (['error-page', 500] as const)
  if (!isErrorPageAddress(pathname, search, status, decision.locale)) return errorStatus(request, response, status)
  // Next answers with this status: the prerendered error page for 500, its not-found boundary
  // (src/app/(site)/[locale]/not-found.tsx) for 404, each rendered in full: the server sends it as it is.
  const rewrite = keepHeaders(response, NextResponse.rewrite(new URL(`/${decision.locale}/${page}`, request.url), { status }))
  rewrite.headers.set(completeErrorPageHeader, '1')
  return rewrite
}

/**
 * Any other address no page answers gets the status alone, with the locale routing's headers and
 * cookies but none of its instructions to Next (x-middleware-…), and for a page load a note that
 * the error page goes in (errorPageWantedHeader): the production server puts in its kept copy,
 * rendered by Next for the page's own fixed address (/404, /en/404 …; src/server/errorPages.mjs),
 * since Next writes the address it renders a page for into the page, and keeps that render for
 * everyone (issue 29). Next's client requests (RSC,
 * prefetch) get the same bare status, on which its router loads the address as a page.
 */
function errorStatus(request: NextRequest, response: Response, status: ErrorStatus): NextResponse {
  const answer = keepHeaders(response, new NextResponse(null, { status }))
  for (const name of [...answer.headers.keys()]) if (name.startsWith('x-middleware-')) answer.headers.delete(name)
  const client = request.headers.has('rsc') || request.headers.has('next-router-prefetch') || request.headers.has('next-action')
  if (!client) answer.headers.set(errorPageWantedHeader, '1')
  return answer
}

/**
 * Lists whose plain address is prerendered while their query strings are answered by a route
 * behind them: the magazine's pages and tags by a cached route (src/features/routing/magazineArchive.ts),
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
  return keepHeaders(response, NextResponse.rewrite(new URL(internal, request.url)))
}

export const config = {
  // Payload's admin and API, the GraphQL endpoint, the explorer's JSON pages, the search suggestions, media variants, the build id,
  // the sitemaps, Next's own files and static files by their extension (robots.txt, sitemap.xml, icons, the manifest) stay outside
  // the locale routing. Other addresses with a dot (/wp-login.php) are pages that do not exist: the not-found page answers them.
  matcher: [
    '/((?!(?:admin|api|graphql|explorer|search-suggest|csp-reports|media|build-version|sitemaps|_next|_vercel)(?:/|$)|.*\\.(?:svg|png|jpe?g|gif|webp|avif|ico|css|js|map|woff2?|txt|xml|webmanifest)$).*)',
  ],
}
