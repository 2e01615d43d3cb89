/**
 * Images at the spec's widths (docs/behaviour.md#image-naming): GET {apiUrl}{filename}-{width}w.webp|.jpg, and the
 * originals at {apiUrl}{filename}. Variants are made from the original on first request and
 * kept on disk, so an upload costs nothing extra and the seed stays fast; so are the deep zoom
 * tiles of large originals, {apiUrl}{stem}-dz{level}-{column}-{row}.webp (issue 35).
 */
import { serveMedia } from '@/features/uploads/serveTiles'

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params
  return serveMedia(name)
}
