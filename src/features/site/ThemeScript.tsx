import { themeScript } from './theme'

/** Sets data-theme on <html> before first paint (no flash); goes first in <head>. */
export function ThemeScript() {
  return <script id="theme-script" dangerouslySetInnerHTML={{ __html: themeScript }} />
}
