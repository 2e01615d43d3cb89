import { cache } from 'react'

import { getPayloadClient } from '@/cms/client'
import type { Navigation } from '@/cms/payload-types'
import { getExplorerIndex } from '@/features/explorer/loaders'
import { defaultLocale, type Locale } from '@/i18n/locales'

import type { MenuItem } from './navigation'

export type Menus = { main: MenuItem[]; secondary: MenuItem[]; footer: MenuItem[] }
export type ArtistMenuItem = { id: number; name: string; slug: string }

const items = (rows: Navigation['main']): MenuItem[] => (rows ?? []).filter((row) => row.label && row.link).map(({ label, link, id }) => ({ label, link, id: id ?? null }))

/** The three menus of the CMS navigation global, in one language (German where a label is missing). */
async function loadMenus(locale: Locale): Promise<Menus> {
  const payload = await getPayloadClient()
  const nav = (await payload.findGlobal({ slug: 'navigation', locale, fallbackLocale: defaultLocale, depth: 0 })) as Navigation
  return { main: items(nav.main), secondary: items(nav.secondary), footer: items(nav.footer) }
}

/**
 * The menus, kept in memory: every per-request page (the explorer) would otherwise read the global
 * again. The navigation's change hook clears this (src/cms/hooks/revalidate.ts); a change made
 * through another app instance shows here within `menusMaxAge`.
 */
const menusMaxAge = 30_000
const menusKey = Symbol.for('vernissage.menus')
const menusMemo = ((globalThis as Record<symbol, unknown>)[menusKey] ??= new Map()) as Map<Locale, { menus: Promise<Menus>; at: number }>

export const getMenus = cache(async (locale: Locale): Promise<Menus> => {
  const kept = menusMemo.get(locale)
  if (kept && Date.now() - kept.at < menusMaxAge) return kept.menus
  const menus = loadMenus(locale)
  menusMemo.set(locale, { menus, at: Date.now() })
  menus.catch(() => menusMemo.delete(locale))
  return menus
})

/**
 * The artists menu: published artists by last name, German collation (SPEC §3). Taken from the
 * explorer's in-memory lists, which hold them sorted, so a per-request page needs no query for it.
 */
export const getArtistsMenu = cache(async (locale: Locale): Promise<ArtistMenuItem[]> => (await getExplorerIndex(locale)).artists)
