import { cache } from 'react'

import type { Crew } from '@/cms/payload-types'
import { listPublished } from '@/features/content/loaders'
import type { Locale } from '@/base/locales'

/** The published crew of a language in the editors' order, portraits populated. */
export const listCrew = cache((locale: Locale) => listPublished<Crew>('crew', locale, { sort: 'order', limit: 200, depth: 1 }))

/**
 * The crew member of a name, if there is one: magazine authors are named in plain text, and an
 * author who belongs to the crew is linked to their page.
 */
export async function findCrewMemberByName(locale: Locale, name: string | null | undefined): Promise<Crew | null> {
  const wanted = name?.trim().toLocaleLowerCase(locale)
  if (!wanted) return null
  return (await listCrew(locale)).find((member) => member.name.trim().toLocaleLowerCase(locale) === wanted) ?? null
}
