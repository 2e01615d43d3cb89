import { admitInlineScript } from '@/features/security/pageScripts.mjs'

import { themeScript } from './theme'

/** Sets data-theme on <html> before first paint (no flash); goes first in <head>. Admitted by hash for the page rendered now. */
export function ThemeScript() {
  return <script id="theme-script" dangerouslySetInnerHTML={{ __html: admitInlineScript(themeScript) }} />
}
