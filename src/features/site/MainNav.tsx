'use client'

import { usePathname } from '@/i18n/navigation'

import { MenuLink } from './MenuLink'
import { activeIndex, matchNavItem, type MenuItem } from './navigation'

type MainNavProps = { items: MenuItem[]; label: string; className?: string; testId?: string; onNavigate?: () => void; markCurrent?: boolean }

/**
 * A CMS menu with its active parent marked: aria-current="page" on the current page,
 * aria-current="true" on the parent of a detail page (/artworks on /artworks/abendrot).
 * The pathname comes from the router, so the mark follows in-app navigation. `markCurrent`
 * false: a page shared by many addresses (the error pages) marks nothing, or the copy kept of it
 * would carry the first visitor's address to everyone.
 */
export function MainNav({ items, label, className, testId, onNavigate, markCurrent = true }: MainNavProps) {
  const pathname = usePathname()
  const active = markCurrent ? activeIndex(pathname, items) : -1
  if (items.length === 0) return null
  return (
    <nav aria-label={label} className={className} data-testid={testId}>
      <ul className="menu">
        {items.map((item, index) => (
          <li key={item.id ?? `${item.link}-${index}`}>
            <MenuLink link={item.link} active={index === active ? matchNavItem(pathname, item.link) : null} onNavigate={onNavigate}>
              {item.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
