'use client'

import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { administers } from '@/base/roles'

import { catalogueTextsFor, catalogueViewPath } from './catalogueTexts'

/** The catalogue screen in the admin's navigation, after the collections. */
export function CatalogueNavLink() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const { user } = useAuth()
  const href = `${config.routes.admin}${catalogueViewPath}`
  const current = usePathname() === href
  // Shown to the roles that may use the screen (docs/roles.md); the screen itself refuses the others.
  if (!administers(user)) return null
  return (
    <Link className="nav__link" href={href} id="nav-catalogue" prefetch={false} aria-current={current ? 'page' : undefined}>
      {current && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{catalogueTextsFor(i18n.language).nav}</span>
    </Link>
  )
}
