/** The site's footer; its menu comes from the CMS navigation global (filled in with the navigation work). */
export function SiteFooter() {
  return <footer className="site-footer" />
}
