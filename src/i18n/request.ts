import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { dateFormats, siteTimeZone } from './dates'
import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return {
    locale,
    // Every date next-intl formats is the day it is at the gallery (./dates.ts).
    timeZone: siteTimeZone,
    formats: dateFormats,
    messages: (await import(`./messages/${locale}.json`)).default,
  }
})
