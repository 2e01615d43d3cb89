import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { getPayloadClient } from '@/cms/client'
import type { Navigation } from '@/cms/payload-types'
import { collectionTag, globalTag } from '@/cms/tags'
import { tagRender } from '@/features/cache/tags'
import { untaggedExplorerIndex } from '@/features/explorer/loaders'
import { defaultLocale, type Locale } from '@/base/locales'

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
 * The menus, kept in Next's data cache under the navigation's tag: every per-request page (the
 * explorer) would otherwise read the global again, and a change of it drops them on every instance.
 */
export const getMenus = cache((locale: Locale): Promise<Menus> => unstable_cache(loadMenus, ['menus'], { tags: [globalTag('navigation')], revalidate: 600 })(locale))

/**
 * The artists menu: published artists by last name, German collation (docs/behaviour.md#artist-order). Taken from the
 * explorer's in-memory lists, which hold them sorted, so a per-request page needs no query for it.
 */
export const getArtistsMenu = cache(async (locale: Locale): Promise<ArtistMenuItem[]> => {
  // Every page shows the menu: tagged with the artists alone, so a change to a work leaves other pages be.
  await tagRender([collectionTag('artists')])
  return (await untaggedExplorerIndex(locale)).artists
})
