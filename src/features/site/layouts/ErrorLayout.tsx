import { SiteFooter } from '../SiteFooter'
import { SiteHeader } from '../SiteHeader'

/**
 * The error-layout of SPEC §2 (404 and 500): the site's header and footer, so a visitor who lands
 * on a dead end still has the whole navigation, around a quiet error message.
 */
export function ErrorLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="layout layout--error" data-layout="error">
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
    </div>
  )
}
