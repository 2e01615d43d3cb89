import { siteFooter } from '../SiteFooter'
import { SiteHeader } from '../SiteHeader'

/** `languageSwitch`: the switch with its href resolved for the page (the layout's slot). */
export function DefaultLayout({ children, languageSwitch }: { children: React.ReactNode; languageSwitch?: React.ReactNode }) {
  return (
    <div className="layout layout--default" data-layout="default">
      <SiteHeader languageSwitch={languageSwitch} />
      <main id="main">{children}</main>
      {siteFooter()}
    </div>
  )
}
