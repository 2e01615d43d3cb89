/**
 * Repairing German that an English save overwrote (issue 45 point 2): `npm run repair:languages`
 * reads each document's versions (src/cms/languageRepair.ts), lists what it would restore without
 * writing, and restores it with --apply: the German from before in German, the English that landed
 * in German in English. The histories below are the ones the defect left: a document saved in
 * German, then its English stored in German (as the seed and the admin did for artists and crew).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findOverwrittenGerman, readsAs } from '@/cms/languageRepair'

import { scriptCommand } from '../../scripts/runScript.mjs'
import { testPayload, uniqueSlug } from './payload'

const root = path.resolve(import.meta.dirname, '../..')
let payload: Payload
const write = { overrideAccess: true, depth: 0 }

beforeAll(async () => {
  payload = await testPayload()
})

async function repairCommand(args: string[]): Promise<{ code: number | null; output: string }> {
  const { command, args: full, env } = await scriptCommand('scripts/repair-languages.ts', args, { ...process.env, SMTP_URL: '' })
  return new Promise((resolve) => {
    const child = spawn(command, full, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/** An artist and a crew member whose English was saved into German, as the defect did. */
async function overwritten() {
  const artist = await payload.create({
    collection: 'artists',
    locale: 'de',
    data: { name: `Ada ${uniqueSlug('a')}`, slug: uniqueSlug('ada'), personType: 'artist', birthPlace: 'München', _status: 'published' },
    ...write,
  })
  await payload.update({ collection: 'artists', id: artist.id, locale: 'de', data: { birthPlace: 'Munich', _status: 'published' }, ...write })
  const crew = await payload.create({
    collection: 'crew',
    locale: 'de',
    data: { name: `Bea ${uniqueSlug('b')}`, slug: uniqueSlug('bea'), role: 'Galerieleitung', _status: 'published' },
    ...write,
  })
  await payload.update({ collection: 'crew', id: crew.id, locale: 'de', data: { role: 'Gallery director', _status: 'published' }, ...write })
  return { artist: artist.id, crew: crew.id }
}

const values = async (collection: 'artists' | 'crew', id: number | string, field: 'birthPlace' | 'role') => {
  const read = (locale: 'de' | 'en') =>
    payload.findByID({ collection, id, locale, fallbackLocale: false, draft: true, depth: 0, overrideAccess: true }) as unknown as Promise<Record<string, unknown>>
  return { de: (await read('de'))[field] ?? null, en: (await read('en'))[field] ?? null }
}

describe('repairing German overwritten by English', () => {
  it('tells German from English by their common words', () => {
    expect(readsAs('Sie wurde 1970 in Köln geboren und studierte an der Kunstakademie.')).toBe('de')
    expect(readsAs('She was born in Cologne in 1970 and studied at the academy.')).toBe('en')
    expect(readsAs('Registrar')).toBeUndefined()
  })

  it('finds the overwritten fields, leaves translated and corrected ones alone, and restores both languages', async () => {
    const { artist, crew } = await overwritten()
    // A translated artist whose German was edited: not an overwrite.
    const translated = await payload.create({
      collection: 'artists',
      locale: 'de',
      data: { name: `Cem ${uniqueSlug('c')}`, slug: uniqueSlug('cem'), personType: 'artist', birthPlace: 'Köln', _status: 'published' },
      ...write,
    })
    await payload.update({ collection: 'artists', id: translated.id, locale: 'en', data: { birthPlace: 'Cologne', _status: 'published' }, ...write })
    await payload.update({ collection: 'artists', id: translated.id, locale: 'de', data: { birthPlace: 'Düsseldorf', _status: 'published' }, ...write })
    // Overwritten, then put right by hand in German: left as staff left it.
    const corrected = await payload.create({
      collection: 'artists',
      locale: 'de',
      data: { name: `Dan ${uniqueSlug('d')}`, slug: uniqueSlug('dan'), personType: 'artist', birthPlace: 'Nürnberg', _status: 'published' },
      ...write,
    })
    await payload.update({ collection: 'artists', id: corrected.id, locale: 'de', data: { birthPlace: 'Nuremberg', _status: 'published' }, ...write })
    await payload.update({ collection: 'artists', id: corrected.id, locale: 'de', data: { personType: 'artist', birthPlace: 'Nürnberg', _status: 'published' }, ...write })

    const found = await findOverwrittenGerman(payload)
    const ours = found.filter((repair) => [artist, crew, translated.id, corrected.id].map(String).includes(String(repair.id)))
    expect(ours.map(({ collection, id, field, german, english }) => ({ collection, id, field, german, english }))).toEqual([
      { collection: 'artists', id: artist, field: 'birthPlace', german: { now: 'Munich', restored: 'München' }, english: { now: null, restored: 'Munich' } },
      { collection: 'crew', id: crew, field: 'role', german: { now: 'Gallery director', restored: 'Galerieleitung' }, english: { now: null, restored: 'Gallery director' } },
    ])

    // The dry run lists them and writes nothing.
    const dry = await repairCommand([])
    expect(dry.code, dry.output).toBe(0)
    expect(dry.output).toContain(`artists:${artist} `)
    expect(dry.output).toContain('de: "Munich" → "München"')
    expect(dry.output).toContain('en: (empty) → "Gallery director"')
    expect(dry.output).toContain('Nothing was written')
    expect(await values('artists', artist, 'birthPlace')).toEqual({ de: 'Munich', en: null })

    // --apply with --only restores the chosen documents, in both languages, and no other.
    const applied = await repairCommand(['--apply', '--only', `artists:${artist},crew:${crew}`])
    expect(applied.code, applied.output).toBe(0)
    expect(applied.output).toContain('2 field(s) restored in 2 document(s)')
    expect(await values('artists', artist, 'birthPlace')).toEqual({ de: 'München', en: 'Munich' })
    expect(await values('crew', crew, 'role')).toEqual({ de: 'Galerieleitung', en: 'Gallery director' })
    expect(await values('artists', translated.id, 'birthPlace')).toEqual({ de: 'Düsseldorf', en: 'Cologne' })
    expect(await values('artists', corrected.id, 'birthPlace')).toEqual({ de: 'Nürnberg', en: null })
    // Still published, and nothing left to repair for them.
    const after = await payload.findByID({ collection: 'artists', id: artist, depth: 0, overrideAccess: true })
    expect(after._status).toBe('published')
    const again = await findOverwrittenGerman(payload)
    expect(again.filter((repair) => [artist, crew].map(String).includes(String(repair.id)))).toEqual([])
  })
})
