'use client'

import { useCallback, useState } from 'react'
import { useTranslations } from 'next-intl'

import { Link, usePathname } from '@/i18n/navigation'
import { Overlay } from '@/ui/Overlay'

import type { ArtistMenuItem } from './loaders'
import { MainNav } from './MainNav'
import type { MenuItem } from './navigation'

type MobileMenuProps = { main: MenuItem[]; secondary: MenuItem[]; artists: ArtistMenuItem[]; markCurrent?: boolean }

const overlayId = 'site-menu'

/**
 * The menu button and its overlay: the main and secondary menus and the artists menu. On phones
 * this is the only way to the menus; on wide screens the main menu also sits in the header.
 * Without JavaScript, links open the overlay by its address and close it again.
 */
export function MobileMenu({ main, secondary, artists, markCurrent = true }: MobileMenuProps) {
  const t = useTranslations('site')
  const tNav = useTranslations('nav')
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const pathname = usePathname()

  // A navigation that did not start inside the menu (back/forward to another page) closes it too.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
  }

  return (
    <>
      <button
        type="button"
        className="site-header__menu-button"
        aria-expanded={open}
        aria-controls={overlayId}
        onClick={() => setOpen((value) => !value)}
        data-testid="menu-button"
      >
        <span className="site-header__menu-icon" aria-hidden="true" />
        {t('menu')}
      </button>
      {/* Without JavaScript the button cannot open the dialog: a link to it does (site.css, :target). */}
      <noscript>
        <a href={`#${overlayId}`} className="site-header__menu-button" data-testid="menu-link">
          <span className="site-header__menu-icon" aria-hidden="true" />
          {t('menu')}
        </a>
      </noscript>
      <Overlay id={overlayId} open={open} onClose={close} label={t('menuTitle')} className="site-menu">
        <div className="site-menu__top">
          <button type="button" className="site-menu__close" onClick={close}>
            {t('closeMenu')}
          </button>
          <noscript>
            <a href="#" className="site-menu__close">
              {t('closeMenu')}
            </a>
          </noscript>
        </div>
        <MainNav items={main} label={tNav('main')} className="site-menu__main" testId="menu-main" onNavigate={close} markCurrent={markCurrent} />
        <MainNav items={secondary} label={tNav('secondary')} className="site-menu__secondary" onNavigate={close} markCurrent={markCurrent} />
        {artists.length > 0 ? (
          <nav aria-label={tNav('artistsMenu')} className="site-menu__artists" data-testid="artists-menu">
            <h2 className="site-menu__heading">{tNav('artists')}</h2>
            <ul className="menu menu--artists">
              {artists.map((artist) => (
                <li key={artist.slug}>
                  <Link href={`/artists/${artist.slug}`} onClick={close}>
                    {artist.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </Overlay>
    </>
  )
}
