import { defineRouting } from 'next-intl/routing'

import { defaultLocale, localeCookieMaxAge, localeCookieName, locales } from './locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: localeCookieName, maxAge: localeCookieMaxAge, sameSite: 'lax' },
})
