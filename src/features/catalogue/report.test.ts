import { describe, expect, it } from 'vitest'

import type { ImportSummary } from './importCatalogue'
import { importReport, newArtistsText } from './report'

const summary: ImportSummary = {
  outcomes: [
    { line: 2, inventory: 'A-1', action: 'create', reasons: [] },
    { line: 3, inventory: 'A-2', action: 'unchanged', reasons: [] },
    { line: 4, inventory: 'A-3', action: 'refused', reasons: [{ de: 'Künstler:in „Lena Vogd“ gibt es noch nicht', en: 'Artist "Lena Vogd" does not exist yet' }] },
    { line: 5, inventory: 'A-4', action: 'create', reasons: [] },
  ],
  counts: { create: 2, update: 0, unchanged: 1, conflict: 0, refused: 1 },
  newArtists: [
    { name: 'Mara Linde', lines: [2, 5] },
    { name: 'Jonas Berg', lines: [5] },
  ],
  publishedArtists: [],
}

describe('importReport: what npm run import prints', () => {
  it('in German: rows, counts and the new artists a dry run would create', () => {
    expect(importReport(summary, { dryRun: true, publish: false }, 'de')).toEqual([
      'Zeile 2 A-1: neu',
      'Zeile 4 A-3: abgelehnt — Künstler:in „Lena Vogd“ gibt es noch nicht',
      'Zeile 5 A-4: neu',
      'Probelauf: würde 2 neu, 0 geändert, 1 unverändert, 1 abgelehnt.',
      'Neue Künstler:innen (2, würden als Entwurf angelegt): Mara Linde (Zeilen 2, 5); Jonas Berg (Zeile 5)',
    ])
  })

  it('in English: the new artists an import created, published', () => {
    expect(importReport(summary, { dryRun: false, publish: true }, 'en').slice(-2)).toEqual([
      'create 2, update 0, leave 1 unchanged, refuse 1.',
      'New artists (2, created and published): Mara Linde (rows 2, 5); Jonas Berg (row 5)',
    ])
  })

  it('says nothing of artists when the file brings none', () => {
    expect(importReport({ ...summary, newArtists: [] }, { dryRun: false, publish: false }, 'de').at(-1)).toBe('2 neu, 0 geändert, 1 unverändert, 1 abgelehnt.')
    expect(newArtistsText([], { dryRun: true, publish: true })).toBeNull()
  })

  it('names the status in both languages', () => {
    const one = [{ name: 'Mara Linde', lines: [2] }]
    expect(newArtistsText(one, { dryRun: false, publish: false })).toEqual({
      de: 'Neue Künstler:innen (1, als Entwurf angelegt): Mara Linde (Zeile 2)',
      en: 'New artists (1, created as drafts): Mara Linde (row 2)',
    })
    expect(newArtistsText(one, { dryRun: true, publish: true })).toEqual({
      de: 'Neue Künstler:innen (1, würden veröffentlicht angelegt): Mara Linde (Zeile 2)',
      en: 'New artists (1, would be created and published): Mara Linde (row 2)',
    })
  })

  it('shows each changed field as old → new, conflicts apart, and the draft artists a publishing import publishes', () => {
    const changed: ImportSummary = {
      outcomes: [
        {
          line: 2,
          inventory: 'A-1',
          action: 'update',
          reasons: [],
          changes: [
            { column: 'price', old: '3000', new: '3400' },
            { column: 'title_en', old: '', new: 'Night piece' },
          ],
        },
        {
          line: 3,
          inventory: 'A-2',
          action: 'conflict',
          reasons: [{ de: 'Das Werk wurde nach dem Export geändert', en: 'The work was changed after the export' }],
          changes: [{ column: 'sold', old: 'yes', new: 'no' }],
        },
      ],
      counts: { create: 0, update: 1, unchanged: 0, conflict: 1, refused: 0 },
      newArtists: [],
      publishedArtists: [{ name: 'Mara Linde', lines: [2] }],
    }
    expect(importReport(changed, { dryRun: true, publish: true }, 'de')).toEqual([
      'Zeile 2 A-1: ändern — Preis: 3000 → 3400; Titel (englisch): — → Night piece',
      'Zeile 3 A-2: Konflikt — Verkauft: yes → no; Das Werk wurde nach dem Export geändert',
      'Probelauf: würde 0 neu, 1 geändert, 0 unverändert, 0 abgelehnt; 1 Konflikte nicht übernommen.',
      'Künstler:innen, die noch Entwurf sind, würden mit ihren Werken veröffentlicht (1): Mara Linde (Zeile 2)',
    ])
    expect(importReport(changed, { dryRun: false, publish: true }, 'en')).toEqual([
      'line 2 A-1: update — Price: 3000 → 3400; Title (English): — → Night piece',
      'line 3 A-2: conflict — Sold: yes → no; The work was changed after the export',
      'create 0, update 1, leave 0 unchanged, refuse 0; 1 conflicts left alone.',
      'Draft artists published with their works (1): Mara Linde (row 2)',
    ])
  })
})
