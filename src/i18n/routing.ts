import { defineRouting } from 'next-intl/routing'

import { defaultLocale, localeCookieMaxAge, localeCookieName, locales } from '../base/locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: localeCookieName, maxAge: localeCookieMaxAge, sameSite: 'lax' },
  // The proxy writes the hreflang `Link` header itself, from the pages' own language versions
  // (next-intl's would swap the prefix only: /en/exhibitions/fernweh for /exhibitions/fernweh).
  alternateLinks: false,
})
