/**
 * Serves the XML sitemaps: built from the in-memory data (src/features/routing/sitemapStore.ts), which
 * follows every publish at the next request. Browsers and crawlers may keep a copy for 5 seconds
 * and then revalidate with the ETag, which changes with the data.
 */
import { createHash } from 'node:crypto'

import { siteUrl } from '@/features/seo/siteUrl'

import { getSitemapData } from '@/features/routing/sitemapStore'
import { sitemapFiles, sitemapIndexXml, urlsetXml } from './xml'

function respond(request: Request, body: string, tag: string): Response {
  const etag = `"${createHash('sha1').update(tag).digest('base64url')}"`
  const headers = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=5, must-revalidate', etag }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(request.method === 'HEAD' ? null : body, { headers })
}

/** /sitemap.xml: the index of the sitemap files. */
export async function sitemapIndexResponse(request: Request): Promise<Response> {
  const data = await getSitemapData()
  const origin = siteUrl()
  return respond(request, sitemapIndexXml(sitemapFiles(data), origin), `index|${origin}|${data.stamp}`)
}

/** /sitemaps/{name}.xml: one file, or 404 for a name that is not one. */
export async function sitemapFileResponse(request: Request, fileName: string): Promise<Response> {
  const name = /^([a-z]+(?:-\d{1,4})?)\.xml$/.exec(fileName)?.[1]
  const data = await getSitemapData()
  const file = name ? sitemapFiles(data).find((candidate) => candidate.name === name) : undefined
  if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const origin = siteUrl()
  return respond(request, urlsetXml(file.entries, origin), `${name}|${origin}|${data.stamp}`)
}
