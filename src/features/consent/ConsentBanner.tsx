import type { Locale } from '@/base/locales'

import { admitInlineScript } from '@/features/security/pageScripts.mjs'

import { ConsentManager } from './ConsentManager'
import { consentScript } from './consentScript'
import { getConsentSetup } from './loaders'

/**
 * The inline script for <head>. The page is cached and shared by every visitor, so the HTML is the
 * same for all: this script decides from the visitor's cookies, before <body> is parsed, whether the
 * banner shows. In <head> (not beside the banner) so no paint can come before it: in <body> it
 * waits for the stylesheets, and Chromium may paint in between (no flash for returning visitors,
 * none of a missing banner for new ones; no shift either: the banner is a fixed sheet).
 */
export async function ConsentScript({ locale }: { locale: Locale }) {
  const setup = await getConsentSetup(locale)
  return <script id="consent-script" dangerouslySetInnerHTML={{ __html: admitInlineScript(consentScript(setup.optional.map((cookie) => cookie.id))) }} />
}

/** The cookie banner for the root layout, placed first in <body>. */
export async function ConsentBanner({ locale }: { locale: Locale }) {
  return <ConsentManager setup={await getConsentSetup(locale)} />
}
