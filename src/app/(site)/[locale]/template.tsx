import { PreviewBanner } from '@/features/preview/PreviewBanner'

/**
 * Around every public page: the preview banner, which shows only in draft mode (src/features/preview).
 * A template rather than the layout so the preview stays out of the site shell's files; it
 * renders nothing and reads no request data outside draft mode, so cached pages stay static.
 */
export default function SiteTemplate({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <PreviewBanner />
    </>
  )
}
