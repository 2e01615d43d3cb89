/**
 * robots.txt: the sitemap, and the admin, Payload's API and the draft preview kept out of search
 * engines (the preview's pages are /preview/… in German and /en/preview/… in English).
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api', 'Disallow: /preview', 'Disallow: /en/preview', '', `Sitemap: ${origin.replace(/\/$/, '')}/sitemap.xml`, ''].join(
    '\n',
  )
}
