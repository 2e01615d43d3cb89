import { columnLabels } from './columns'
import type { FieldChange } from './changes'
import type { ImportSummary, NewArtist } from './importCatalogue'
import type { Message } from '@/base/refusals'

type Run = { dryRun: boolean; publish: boolean }

/**
 * The artists an import brings, as one line in both languages (or null when it brings none): the
 * CLI prints it under its counts, the admin under its own.
 */
export function newArtistsText(artists: NewArtist[], { dryRun, publish }: Run): Message | null {
  if (artists.length === 0) return null
  const list = (row: string, rows: string) => artists.map((artist) => `${artist.name} (${artist.lines.length > 1 ? rows : row} ${artist.lines.join(', ')})`).join('; ')
  const how = dryRun
    ? publish
      ? { de: 'würden veröffentlicht angelegt', en: 'would be created and published' }
      : { de: 'würden als Entwurf angelegt', en: 'would be created as drafts' }
    : publish
      ? { de: 'angelegt und veröffentlicht', en: 'created and published' }
      : { de: 'als Entwurf angelegt', en: 'created as drafts' }
  return {
    de: `Neue Künstler:innen (${artists.length}, ${how.de}): ${list('Zeile', 'Zeilen')}`,
    en: `New artists (${artists.length}, ${how.en}): ${list('row', 'rows')}`,
  }
}

/** Draft artists a publishing import publishes with their works (or null when none). */
export function publishedArtistsText(artists: NewArtist[], { dryRun }: Run): Message | null {
  if (artists.length === 0) return null
  const list = (row: string, rows: string) => artists.map((artist) => `${artist.name} (${artist.lines.length > 1 ? rows : row} ${artist.lines.join(', ')})`).join('; ')
  return dryRun
    ? {
        de: `Künstler:innen, die noch Entwurf sind, würden mit ihren Werken veröffentlicht (${artists.length}): ${list('Zeile', 'Zeilen')}`,
        en: `Draft artists who would be published with their works (${artists.length}): ${list('row', 'rows')}`,
      }
    : {
        de: `Künstler:innen, die Entwurf waren, mit ihren Werken veröffentlicht (${artists.length}): ${list('Zeile', 'Zeilen')}`,
        en: `Draft artists published with their works (${artists.length}): ${list('row', 'rows')}`,
      }
}

const cut = (value: string) => {
  const line = value.replace(/\s+/g, ' ').trim()
  return line === '' ? '—' : line.length > 60 ? `${line.slice(0, 59)}…` : line
}

/** A row's changes as "Preis: 3000 → 3400; Titel (englisch): — → Night piece", each value cut to one short line. */
export function changesText(changes: FieldChange[] | undefined): Message | null {
  if (!changes || changes.length === 0) return null
  const text = (language: 'de' | 'en') => changes.map((change) => `${columnLabels[change.column][language]}: ${cut(change.old)} → ${cut(change.new)}`).join('; ')
  return { de: text('de'), en: text('en') }
}

/**
 * What `npm run import` prints: a line per row that is created, updated or refused (with its
 * reasons), the counts, and the new artists — in German, or in English.
 */
export function importReport(summary: ImportSummary, run: Run, language: 'de' | 'en'): string[] {
  const english = language === 'en'
  const words = english
    ? { create: 'create', update: 'update', unchanged: 'unchanged', conflict: 'conflict', refused: 'refused', line: 'line' }
    : { create: 'neu', update: 'ändern', unchanged: 'unverändert', conflict: 'Konflikt', refused: 'abgelehnt', line: 'Zeile' }
  const lines = summary.outcomes
    .filter((outcome) => outcome.action !== 'unchanged')
    .map((outcome) => {
      const changes = changesText(outcome.changes)
      const reasons = [...(changes ? [changes] : []), ...outcome.reasons].map((reason) => reason[language]).join('; ')
      return `${words.line} ${outcome.line} ${outcome.inventory || '—'}: ${words[outcome.action]}${reasons ? ` — ${reasons}` : ''}`
    })
  const { counts } = summary
  lines.push(
    english
      ? `${run.dryRun ? 'Dry run: would ' : ''}create ${counts.create}, update ${counts.update}, leave ${counts.unchanged} unchanged, refuse ${counts.refused}${counts.conflict ? `; ${counts.conflict} conflicts left alone` : ''}.`
      : `${run.dryRun ? 'Probelauf: würde ' : ''}${counts.create} neu, ${counts.update} geändert, ${counts.unchanged} unverändert, ${counts.refused} abgelehnt${counts.conflict ? `; ${counts.conflict} Konflikte nicht übernommen` : ''}.`,
  )
  const artists = newArtistsText(summary.newArtists, run)
  if (artists) lines.push(artists[language])
  const published = publishedArtistsText(summary.publishedArtists ?? [], run)
  if (published) lines.push(published[language])
  return lines
}
