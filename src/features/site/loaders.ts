import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { getPayloadClient } from '@/cms/client'
import type { Navigation } from '@/cms/payload-types'
import { collectionTag, globalTag } from '@/cms/tags'
import { sortByLastName } from '@/base/artistOrder'
import { defaultLocale, type Locale } from '@/base/locales'
import { artistRows } from '@/base/sql'

import type { MenuItem } from './navigation'

export type Menus = { main: MenuItem[]; secondary: MenuItem[]; footer: MenuItem[] }
export type ArtistMenuItem = { name: string; slug: string }

// No row ids: the menus cross to the browser (the main and phone menus), where a link and its place key them as well.
const items = (rows: Navigation['main']): MenuItem[] => (rows ?? []).filter((row) => row.label && row.link).map(({ label, link }) => ({ label, link }))

/** The three menus of the CMS navigation global, in one language (German where a label is missing). */
async function loadMenus(locale: Locale): Promise<Menus> {
  const payload = await getPayloadClient()
  const nav = (await payload.findGlobal({ slug: 'navigation', locale, fallbackLocale: defaultLocale, depth: 0 })) as Navigation
  return { main: items(nav.main), secondary: items(nav.secondary), footer: items(nav.footer) }
}

/**
 * The menus, kept in Next's data cache under the navigation's tag: every per-request page (the
 * explorer) would otherwise read the global again, and a change of it drops them on every instance.
 */
export const getMenus = cache((locale: Locale): Promise<Menus> => unstable_cache(loadMenus, ['menus'], { tags: [globalTag('navigation')], revalidate: 600 })(locale))

/** Published artists by last name, German collation (docs/behaviour.md#artist-order). */
async function loadArtistsMenu(): Promise<ArtistMenuItem[]> {
  const artists = await artistRows(await getPayloadClient())
  return sortByLastName(artists, (artist) => artist.name).map(({ name, slug }) => ({ name, slug }))
}

/**
 * The artists menu, the same in both languages (names are not translated): kept in Next's data
 * cache under the artists' tag, so a per-request page reads no database for it and a change of an
 * artist drops it on every instance; only the artists' tag, so a change to a work leaves the other
 * pages be.
 */
export const getArtistsMenu = cache((): Promise<ArtistMenuItem[]> => unstable_cache(loadArtistsMenu, ['artists-menu'], { tags: [collectionTag('artists')], revalidate: 600 })())
