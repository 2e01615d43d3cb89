/**
 * Where each public collection's documents live on the site. One table for the XML and HTML
 * sitemaps, the preview entry (which redirects to a document's page) and the collections'
 * revalidation paths. Pure data: safe to import from the CMS config.
 */

/** Collections whose documents have a public page of their own, with their table in the database. */
export const publicCollections = {
  artworks: { base: '/artworks', table: 'artworks', localizedSlug: true },
  artists: { base: '/artists', table: 'artists', localizedSlug: false },
  curators: { base: '/curator', table: 'curators', localizedSlug: false },
  crew: { base: '/crew', table: 'crew', localizedSlug: false },
  exhibitions: { base: '/exhibitions', table: 'exhibitions', localizedSlug: true },
  magazine: { base: '/magazine', table: 'magazine', localizedSlug: true },
  leasing: { base: '/leasing', table: 'leasing', localizedSlug: true },
  'inquiry-topics': { base: '/inquiry', table: 'inquiry_topics', localizedSlug: true },
  pages: { base: '', table: 'pages', localizedSlug: true },
  'werkstattpalast-pages': { base: '/werkstattpalast', table: 'werkstattpalast_pages', localizedSlug: true },
} as const

export type PublicCollection = keyof typeof publicCollections

export function isPublicCollection(value: unknown): value is PublicCollection {
  return typeof value === 'string' && Object.hasOwn(publicCollections, value)
}

/** The page of a document, without locale: ('magazine', 'abendrot') → '/magazine/abendrot'. */
export function documentPath(collection: PublicCollection, slug: string): string {
  return `${publicCollections[collection].base}/${slug}`
}

/**
 * CMS pages that must not be indexed (their routes say `noindex`): the preview's explanation,
 * the inquiry list and the subscription confirmation. They stay out of both sitemaps.
 */
export const unlistedPages = ['preview', 'addtocart', 'thank-you-for-subscribing']

/**
 * CMS pages shown at a fixed route (src/app/(site)/[locale]/…/{slug}/page.tsx): the route is the
 * same in both languages whatever slug the English text has.
 */
export const fixedRoutePages = ['contact', 'search', 'sitemap', 'upgrade-browser', 'preview', 'addtocart', 'thank-you-for-subscribing']

/**
 * Fixed routes that are not a CMS page, each with the collections whose newest change dates it
 * (the home page shows works, artists, exhibitions and articles).
 */
export const fixedRoutes: Array<{ path: string; navKey: string | null; datedBy: Array<PublicCollection | 'faq'> }> = [
  { path: '/', navKey: null, datedBy: ['artworks', 'artists', 'exhibitions', 'magazine'] },
  { path: '/artworks', navKey: 'artworks', datedBy: ['artworks'] },
  { path: '/artists', navKey: 'artists', datedBy: ['artists'] },
  { path: '/exhibitions', navKey: 'exhibitions', datedBy: ['exhibitions', 'curators'] },
  { path: '/magazine', navKey: 'magazine', datedBy: ['magazine'] },
  { path: '/crew', navKey: 'crew', datedBy: ['crew'] },
  { path: '/leasing', navKey: 'leasing', datedBy: ['leasing', 'artworks'] },
  { path: '/inquiry', navKey: 'inquiry', datedBy: ['inquiry-topics'] },
  { path: '/faq', navKey: 'faq', datedBy: ['faq'] },
  { path: '/werkstattpalast', navKey: 'werkstattpalast', datedBy: ['werkstattpalast-pages'] },
]
