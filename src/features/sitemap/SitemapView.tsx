import { Link } from '@/i18n/navigation'

import type { SitemapGroup } from './htmlSitemap'

/** The HTML sitemap's groups of links, and the XML sitemap for search engines. */
export function SitemapView({ groups, xmlLabel }: { groups: SitemapGroup[]; xmlLabel: string }) {
  return (
    <div className="sitemap" data-testid="sitemap">
      {groups.map((group) => (
        <section key={group.id} className="sitemap__group" data-testid={`sitemap-${group.id}`}>
          <h2>{group.title}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
                {link.note ? <p className="sitemap__note">{link.note}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="sitemap__xml">
        {/* A file outside the language prefix, so a plain link rather than the localized Link. */}
        <a href="/sitemap.xml">{xmlLabel}</a>
      </p>
    </div>
  )
}
