import { Link } from '@/i18n/navigation'

import { isExternal, type ActiveState } from './navigation'

type MenuLinkProps = { link: string; active?: ActiveState; className?: string; children: React.ReactNode; onNavigate?: () => void }

/** A menu entry: in-app link for site paths, a plain anchor for other hosts. */
export function MenuLink({ link, active = null, className, children, onNavigate }: MenuLinkProps) {
  const classes = [className, active ? 'is-active' : null].filter(Boolean).join(' ') || undefined
  if (isExternal(link)) {
    return (
      <a href={link} className={classes} rel="noopener">
        {children}
      </a>
    )
  }
  return (
    <Link href={link} className={classes} aria-current={active === 'page' ? 'page' : active === 'ancestor' ? 'true' : undefined} onClick={onNavigate}>
      {children}
    </Link>
  )
}
