/**
 * Tags the page or route being rendered with what it was made from (src/cms/tags.ts). Next keeps
 * the tags of every cached read a render makes on the page's own cache entry, so a read tagged
 * here makes the page answer to a change that touches one of them (src/cms/changes.ts). The read
 * is Next's public `unstable_cache` of nothing but the tags: the data itself is read by the
 * caller, whose result decides the tags (a work's artist, an exhibition's works).
 */
import { unstable_cache } from 'next/cache'

/** A marker lives a day in Next's cache: long enough for any page that carries it, and then tidied. */
const markerSeconds = 24 * 60 * 60

export async function tagRender(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return
  const sorted = [...new Set(tags)].sort()
  try {
    await unstable_cache(async () => true, ['tags', ...sorted], { tags: sorted, revalidate: markerSeconds })()
  } catch {
    // Outside a Next render (scripts, tests): there is no page to tag.
  }
}
