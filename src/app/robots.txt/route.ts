/** robots.txt (src/features/sitemap/robots.ts), with this site's origin in the sitemap address. */
import { siteUrl } from '@/features/seo/siteUrl'
import { robotsTxt } from '@/features/sitemap/robots'

export const dynamic = 'force-dynamic'

export function GET() {
  return new Response(robotsTxt(siteUrl()), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}
