import createMiddleware from 'next-intl/middleware'
import type { NextRequest } from 'next/server'

import { isBot } from './i18n/chooseLocale'
import { routing } from './i18n/routing'

/** Visitors: the URL prefix, then the i18n_redirected cookie, then Accept-Language, then de. */
const forVisitors = createMiddleware(routing)
/** Crawlers index each URL in its own language: never redirected by cookie or Accept-Language. */
const forCrawlers = createMiddleware({ ...routing, localeDetection: false })

export default function proxy(request: NextRequest) {
  return isBot(request.headers.get('user-agent')) ? forCrawlers(request) : forVisitors(request)
}

export const config = {
  // Payload's admin and API, the GraphQL endpoint, media variants, the build id, Next's own files and anything
  // with a file extension stay outside the locale routing.
  matcher: ['/((?!admin|api|graphql|media|build-version|_next|_vercel|.*\\..*).*)'],
}
