import { cache } from 'react'

import { getPayloadClient } from '@/cms/client'
import type { Artist, Navigation } from '@/cms/payload-types'
import { sortByLastName } from '@/features/artists/sortArtists'
import { listPublished } from '@/features/content/loaders'
import { defaultLocale, type Locale } from '@/i18n/locales'

import type { MenuItem } from './navigation'

export type Menus = { main: MenuItem[]; secondary: MenuItem[]; footer: MenuItem[] }
export type ArtistMenuItem = { id: number; name: string; slug: string }

const items = (rows: Navigation['main']): MenuItem[] =>
  (rows ?? []).filter((row) => row.label && row.link).map(({ label, link, id }) => ({ label, link, id: id ?? null }))

/** The three menus of the CMS navigation global, in one language (German where a label is missing). */
export const getMenus = cache(async (locale: Locale): Promise<Menus> => {
  const payload = await getPayloadClient()
  const nav = (await payload.findGlobal({ slug: 'navigation', locale, fallbackLocale: defaultLocale, depth: 0 })) as Navigation
  return { main: items(nav.main), secondary: items(nav.secondary), footer: items(nav.footer) }
})

/** The artists menu: published artists by last name, German collation (SPEC §3). */
export const getArtistsMenu = cache(async (locale: Locale): Promise<ArtistMenuItem[]> => {
  const artists = await listPublished<Artist>('artists', locale, { sort: 'name', limit: 500, depth: 0 })
  return sortByLastName(artists, (artist) => artist.name).map(({ id, name, slug }) => ({ id, name, slug }))
})
