import type { Field, Payload } from 'payload'

/**
 * Finds and restores German texts that an English save overwrote (issue 45 point 2;
 * `npm run repair:languages`, docs/operations.md#german-overwritten-by-english).
 *
 * Until the fix in ./nestedReq.ts, publishing an artist or a crew member (any public collection
 * with one slug for both languages) in English wrote the English into German and left English as it
 * was — empty, for a document being translated. The seed did the same to every artist and crew
 * member it wrote. Payload keeps every save as a version with both languages, so the German from
 * before is there: for each localized text whose German now reads as English (or whose English is
 * empty beside it), the newest earlier version with another German value that does not read as
 * English, through saves that left English alone, is the German to bring back; the text now in
 * German becomes the English, where English is empty.
 *
 * It is a proposal staff look at first (the dry run lists every field, now → restored): a German
 * edit of a document that has no English yet looks the same in the history, and only a person can
 * tell the two apart. `--only collection:id` applies a chosen few.
 *
 * Why a count of common words (readsAs) and no language-detection library: the repair only has to
 * tell German from English in the gallery's own stored texts, and a proposal staff read anyway;
 * a detector brings models for a hundred languages to answer that one question.
 */

export type LanguageRepair = {
  collection: string
  id: number | string
  title: string
  field: string
  german: { now: unknown; restored: unknown }
  english: { now: unknown; restored: unknown }
  /** When the German to bring back was saved. */
  from: string
}

type Localized = { de?: unknown; en?: unknown } | undefined
type Version = { updatedAt: string; version: Record<string, unknown> }

const germanWords = new Set(
  'der die das und ist in im von mit ein eine einer eines für auf nicht zu den dem des sich als auch wurde wurden geboren lebt arbeitet sie er es bei nach aus über wie werk werke seit studierte studium'.split(
    ' ',
  ),
)
const englishWords = new Set('the and of is in was were with a an for on at by from born lives works his her their she he it as after studied since into about'.split(' '))

/** The words of a text or a lexical document. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return ''
  const node = value as { text?: unknown; children?: unknown[]; root?: unknown }
  if (node.root) return plainText(node.root)
  return [typeof node.text === 'string' ? node.text : '', ...(node.children ?? []).map(plainText)].join(' ')
}

/** The language a text reads as, by its common words; undefined when it is too short to tell. */
export function readsAs(value: unknown): 'de' | 'en' | undefined {
  const words =
    plainText(value)
      .toLowerCase()
      .match(/[a-zäöüß]+/g) ?? []
  const de = words.filter((word) => germanWords.has(word)).length
  const en = words.filter((word) => englishWords.has(word)).length
  if (de === en) return /[äöüß]/i.test(plainText(value)) ? 'de' : undefined
  return de > en ? 'de' : 'en'
}

const empty = (value: unknown) => plainText(value).trim() === ''
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The localized texts at a collection's top level (and in its unnamed rows and tabs), by name. */
function localizedTexts(fields: Field[]): string[] {
  return fields.flatMap((field) => {
    if ('localized' in field && field.localized && ['text', 'textarea', 'richText'].includes(field.type) && 'name' in field && field.name !== 'slug') return [field.name]
    if (field.type === 'row' || field.type === 'collapsible') return localizedTexts(field.fields)
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : localizedTexts(tab.fields)))
    return []
  })
}

/** The repair of one field from a document's versions, newest first; null when nothing looks overwritten. */
export function repairOf(field: string, versions: Version[]): Pick<LanguageRepair, 'german' | 'english' | 'from'> | null {
  const [latest, ...older] = versions
  const now = latest?.version[field] as Localized
  if (!now || empty(now.de) || readsAs(now.de) === 'de') return null
  if (!(empty(now.en) || readsAs(now.de) === 'en')) return null
  for (const { version, updatedAt } of older) {
    const then = version[field] as Localized
    // A save that changed English too was not the overwrite: the chain of such saves ends here.
    if (!same(then?.en, now.en)) return null
    if (same(then?.de, now.de) || empty(then?.de)) continue
    if (readsAs(then?.de) === 'en') continue
    return { german: { now: now.de, restored: then?.de }, english: { now: now.en ?? null, restored: empty(now.en) ? now.de : now.en }, from: updatedAt }
  }
  return null
}

/** Every field of every versioned collection whose German looks overwritten by an English save. */
export async function findOverwrittenGerman(payload: Payload): Promise<LanguageRepair[]> {
  const repairs: LanguageRepair[] = []
  for (const collection of payload.config.collections) {
    const fields = localizedTexts(collection.fields)
    if (!collection.versions || fields.length === 0) continue
    const title = typeof collection.admin?.useAsTitle === 'string' ? collection.admin.useAsTitle : 'id'
    for (let page = 1; ; page += 1) {
      const found = await payload.find({
        collection: collection.slug as never,
        locale: 'de',
        draft: true,
        depth: 0,
        limit: 100,
        page,
        overrideAccess: true,
        select: { [title]: true } as never,
      })
      for (const doc of found.docs as Array<{ id: number | string } & Record<string, unknown>>) {
        const { docs } = await payload.findVersions({
          collection: collection.slug as never,
          where: { parent: { equals: doc.id } },
          locale: 'all',
          sort: '-updatedAt',
          limit: 0,
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
        for (const field of fields) {
          const repair = repairOf(field, docs as unknown as Version[])
          if (repair) repairs.push({ collection: collection.slug, id: doc.id, title: String(doc[title] ?? doc.id), field, ...repair })
        }
      }
      if (!found.hasNextPage) break
    }
  }
  return repairs
}

/**
 * Writes the repairs: per document, the German values in German and the English ones in English,
 * as one save each (a new version, so the repair itself can be undone from the history). A
 * published document stays published, a draft stays a draft.
 */
export async function applyLanguageRepairs(payload: Payload, repairs: LanguageRepair[]): Promise<number> {
  const byDocument = new Map<string, LanguageRepair[]>()
  for (const repair of repairs) byDocument.set(`${repair.collection}\u0000${repair.id}`, [...(byDocument.get(`${repair.collection}\u0000${repair.id}`) ?? []), repair])
  for (const fields of byDocument.values()) {
    const { collection, id } = fields[0]
    const current = (await payload.findByID({ collection: collection as never, id, draft: true, depth: 0, overrideAccess: true })) as { _status?: string }
    const published = current._status !== 'draft'
    const options = { collection: collection as never, id, depth: 0, overrideAccess: true, draft: !published }
    const status = current._status ? { _status: current._status } : {}
    await payload.update({ ...options, locale: 'de', data: { ...Object.fromEntries(fields.map((field) => [field.field, field.german.restored])), ...status } as never })
    await payload.update({ ...options, locale: 'en', data: { ...Object.fromEntries(fields.map((field) => [field.field, field.english.restored])), ...status } as never })
  }
  return byDocument.size
}
