'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { personDataViewPath, personTextsFor } from '../texts'

/** The person's-data screen in the admin's navigation, after the collections. */
export function PersonDataNavLink() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const href = `${config.routes.admin}${personDataViewPath}`
  const current = usePathname() === href
  return (
    <Link className="nav__link" href={href} id="nav-person-data" prefetch={false} aria-current={current ? 'page' : undefined}>
      {current && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{personTextsFor(i18n.language).nav}</span>
    </Link>
  )
}
