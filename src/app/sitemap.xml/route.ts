/** The XML sitemap index (src/features/sitemap): every published page in both languages. */
import { sitemapIndexResponse } from '@/features/sitemap/response'

// Read per request from the in-memory data, which follows a publish at once (never a build-time copy).
export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return sitemapIndexResponse(request)
}
