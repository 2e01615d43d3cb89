import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Payload's admin and API, the GraphQL endpoint, media variants, Next's own files and anything
  // with a file extension stay outside the locale routing.
  matcher: ['/((?!admin|api|graphql|media|_next|_vercel|.*\\..*).*)'],
}
