/**
 * Which public addresses the site answers, as a pure description of the route folders under
 * src/app/(site)/[locale]/ (routes.test.ts reads the folders, so a new route cannot be forgotten).
 * The route resolver (resolve.ts) uses it to tell an address that exists from one that must be
 * redirected or answered 404 before anything is rendered.
 */
import type { PublicCollection } from '@/base/publicPaths'
import { isStatusPageKind, type StatusPageKind } from './statusPages.mjs'
import { systemPaths } from './systemPaths.mjs'

/** Single-segment routes the app owns (besides the home page and the CMS pages at /{slug}). */
export const fixedRoutes = new Set([
  'addtocart',
  'artists',
  'artworks',
  'artworks-explore',
  'contact',
  'crew',
  'exhibitions',
  'failure-probe',
  'faq',
  'inquiry',
  'leasing',
  'magazine',
  'newsletter',
  'newsletter-artini',
  'preview',
  'search',
  'sitemap',
  'thank-you-for-subscribing',
  'upgrade-browser',
  'werkstattpalast',
])

/**
 * Private addresses (issue 51): /{base}/{token} and the token's fixed children (a form's post, the
 * PDF). The page decides from the token; such an address has no language versions, no sitemap
 * entry and no cached copy (docs/viewing-rooms.md).
 */
export const privateRoutes: Record<string, { token: RegExp; children: string[] }> = {
  'viewing-room': { token: /^[0-9a-f]{48}$/, children: ['enter', 'ask', 'seen', 'pdf'] },
}

/** CMS pages whose text a fixed route shows (the route renders the page of that slug). */
const cmsPagesAtFixedRoutes = ['contact', 'search', 'sitemap', 'upgrade-browser', 'preview', 'addtocart', 'thank-you-for-subscribing', 'newsletter', 'newsletter-artini']

/**
 * First path segments a CMS page (/{slug}) may not take: the site's routes, the error pages, the
 * language prefixes and everything the server answers outside the locale routing. Pages at fixed
 * routes (contact, search …) are CMS pages on purpose and stay allowed.
 */
export const reservedPageSlugs: ReadonlySet<string> = new Set([
  ...[...fixedRoutes].filter((route) => !cmsPagesAtFixedRoutes.includes(route)),
  'artist',
  'curator',
  '404',
  '500',
  'not-found-page',
  'error-page',
  'status-page',
  'magazine-archive',
  ...Object.keys(privateRoutes),
  'de',
  'en',
  // The app's own paths (a slug has no leading underscore: `_next` is reserved as `next`).
  ...systemPaths.map((segment) => segment.replace(/^_/, '')),
])

/** Fixed children of single-segment routes (route handlers and internal pages). */
export const fixedChildren: Record<string, string[]> = {
  addtocart: ['add'],
  newsletter: ['confirm', 'unsubscribe'],
  preview: ['enter', 'exit', 'live'],
}

/** /{base}/{slug}: the collections whose documents answer there, first match wins. */
export const documentRoutes: Record<string, PublicCollection[]> = {
  artworks: ['artworks'],
  artists: ['artists'],
  artist: ['artists'],
  curator: ['curators'],
  crew: ['crew'],
  exhibitions: ['exhibitions'],
  magazine: ['magazine'],
  leasing: ['leasing'],
  // An inquiry is about a topic or, when no topic has the slug, one artwork.
  inquiry: ['inquiry-topics', 'artworks'],
  werkstattpalast: ['werkstattpalast-pages'],
}

/**
 * Where an unknown document sends the visitor instead of a 404 (docs/behaviour.md#unknown-document: an artwork that does
 * not exist replace-redirects to /artworks, an artist not found to /artists).
 */
export const listFallbacks: Record<string, string> = { artworks: '/artworks', artists: '/artists', artist: '/artists' }

/** Routes whose documents have one canonical base: /artist/{slug} is the page of /artists/{slug}. */
export const canonicalBase: Record<string, string> = { artist: 'artists' }

/** What an address without locale prefix is, before asking whether its document exists. */
export type RouteShape =
  | { kind: 'home' }
  | { kind: 'fixed' }
  | { kind: 'notFoundPage' }
  | { kind: 'errorPage' }
  | { kind: 'statusPage'; statusKind: StatusPageKind }
  | { kind: 'page'; slug: string }
  | { kind: 'document'; base: string; slug: string; collections: PublicCollection[] }
  | { kind: 'archive' }
  | { kind: 'private' }
  | { kind: 'unknown' }

const slugSegment = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The shape of a path without locale prefix: '/artworks/abendrot' → document of artworks. */
export function routeShape(path: string): RouteShape {
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 0) return { kind: 'home' }
  const [first, second, third] = segments
  const room = privateRoutes[first]
  if (room && second && room.token.test(second) && (segments.length === 2 || (segments.length === 3 && room.children.includes(third)))) return { kind: 'private' }
  if (segments.length === 1) {
    if (first === '404') return { kind: 'notFoundPage' }
    if (first === '500') return { kind: 'errorPage' }
    if (fixedRoutes.has(first)) return { kind: 'fixed' }
    return slugSegment.test(first) ? { kind: 'page', slug: first } : { kind: 'unknown' }
  }
  if (segments.length === 2) {
    if (fixedChildren[first]?.includes(second)) return { kind: 'fixed' }
    if (first === 'status' && isStatusPageKind(second)) return { kind: 'statusPage', statusKind: second }
    const collections = documentRoutes[first]
    if (collections && slugSegment.test(second)) return { kind: 'document', base: first, slug: second, collections }
    return { kind: 'unknown' }
  }
  if (segments.length === 3 && first === 'magazine-archive' && second && third) return { kind: 'archive' }
  return { kind: 'unknown' }
}
