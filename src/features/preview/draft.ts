/**
 * Draft mode for the shared loaders (src/features/content/loaders.ts). Next turns it on only
 * through the preview entry, which checked the preview secret or a staff session, and its cookie
 * carries this build's unguessable preview id: while it is on, the loaders read drafts with access
 * checks lifted. Outside a request (build-time generators, scripts) it is off.
 */
import { cookies, draftMode } from 'next/headers'

import { liveValuesFor } from './liveStore'
import { mergeLiveData } from './liveData'
import { decodePreviewState, previewCookieName, type PreviewState } from './state'

export async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/** The open preview (page and session), or null without draft mode. */
export async function currentPreview(): Promise<PreviewState | null> {
  if (!(await isDraftMode())) return null
  return decodePreviewState((await cookies()).get(previewCookieName)?.value)
}

/** A draft as the editor sees it in the live preview: the saved draft with the values being typed. */
export async function withLiveValues<T>(collection: string, locale: string, doc: T): Promise<T> {
  const preview = await currentPreview()
  const id = (doc as { id?: number | string }).id
  if (!preview || id === undefined) return doc
  const live = await liveValuesFor(preview.session, collection, id, locale)
  return live ? (mergeLiveData(doc, live) as T) : doc
}
