import { SiteFooter } from '../SiteFooter'
import { SiteHeader } from '../SiteHeader'

export function DefaultLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="layout layout--default" data-layout="default">
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
    </div>
  )
}
