import { getTranslations } from 'next-intl/server'

import type { Artwork, Media } from '@/cms/payload-types'
import { populated } from '@/features/content/shared'

import { RoomButton } from './RoomButton'
import { roomTexts } from './texts'

/**
 * The artwork page's way into the room view (issue 35 point 1), for every work with a width and a
 * height. Its words are made here, on the server, so the browser gets them with the page and
 * loads nothing of the room until it is opened.
 */
export async function ViewInRoom({ artwork, locale }: { artwork: Artwork; locale: string }) {
  const { height, width, depth } = artwork.dimensions ?? {}
  if (!width || !height || width <= 0 || height <= 0) return null
  const t = await getTranslations({ locale, namespace: 'room' })
  const work = { width, height, depth: depth ?? null }
  const media = populated<Media>(artwork.images?.[0])
  const image = media?.filename ? { filename: media.filename, width: media.width ?? null, height: media.height ?? null } : null
  return <RoomButton work={work} image={image} texts={roomTexts(t as (key: string, values?: Record<string, string | number>) => string, locale, work, artwork.title)} />
}
