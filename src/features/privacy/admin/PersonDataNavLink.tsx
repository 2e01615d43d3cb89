'use client'

import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { sellsWorks } from '@/base/roles'

import { personDataViewPath, personTextsFor } from '../texts'

/** The person's-data screen in the admin's navigation, after the collections. */
export function PersonDataNavLink() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const { user } = useAuth()
  const href = `${config.routes.admin}${personDataViewPath}`
  const current = usePathname() === href
  // Shown to the roles that may use the screen (docs/roles.md); the screen itself refuses the others.
  if (!sellsWorks(user)) return null
  return (
    <Link className="nav__link" href={href} id="nav-person-data" prefetch={false} aria-current={current ? 'page' : undefined}>
      {current && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{personTextsFor(i18n.language).nav}</span>
    </Link>
  )
}
