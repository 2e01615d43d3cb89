/**
 * Which link addresses editors' rich text may carry (issue 46 point 13): web addresses (http,
 * https), mail (mailto), telephone (tel) and the site's own paths (`/artworks`, `#top`, `?q=x`,
 * `artworks/x`). Any other scheme — `javascript:`, `data:text/html`, `vbscript:`, `file:` — could
 * run a script or show a page in the site's name, so it is refused at save (the link field's
 * validation, src/cms/richText.ts) and dropped at render (src/features/content/RichText.tsx).
 *
 * The scheme is read as a browser reads it: leading spaces and control characters skipped, tabs
 * and line breaks inside it ignored (`java\tscript:` is `javascript:` to a browser).
 */
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel'])

export function isSafeHref(href: unknown): boolean {
  if (typeof href !== 'string') return false
  // eslint-disable-next-line no-control-regex
  const url = href.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]
  // No scheme: a path, query or fragment on the site itself.
  if (scheme === undefined) return !url.includes(':') || /^[^:]*[/?#]/.test(url)
  return allowedSchemes.has(scheme.toLowerCase())
}

export function unsafeHrefMessage(language: string | undefined): string {
  return language === 'en'
    ? 'This link address is not allowed. Use a web address (https://…), mailto:, tel: or a path on this site (/…).'
    : 'Diese Link-Adresse ist nicht erlaubt. Bitte eine Web-Adresse (https://…), mailto:, tel: oder einen Pfad dieser Website (/…) angeben.'
}
