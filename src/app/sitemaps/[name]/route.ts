/** One file of the XML sitemap: /sitemaps/pages.xml, /sitemaps/artists.xml, /sitemaps/artworks-1.xml … */
import { sitemapFileResponse } from '@/features/sitemap/response'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  return sitemapFileResponse(request, (await params).name)
}
