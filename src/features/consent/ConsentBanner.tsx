import type { Locale } from '@/i18n/locales'

import { ConsentManager } from './ConsentManager'
import { consentScript } from './consentScript'
import { getConsentSetup } from './loaders'

/**
 * The cookie banner for the root layout, placed first in <body>. The page is cached and shared by
 * every visitor, so the HTML is the same for all: the inline script decides from the visitor's
 * cookies, before the rest of the page is parsed, whether the banner shows (no flash for returning
 * visitors, no shift: the banner is a fixed sheet).
 */
export async function ConsentBanner({ locale }: { locale: Locale }) {
  const setup = await getConsentSetup(locale)
  return (
    <>
      <script id="consent-script" dangerouslySetInnerHTML={{ __html: consentScript(setup.optional.map((cookie) => cookie.id)) }} />
      <ConsentManager setup={setup} />
    </>
  )
}
