import type { ImportSummary, NewArtist } from './importCatalogue'
import type { Message } from './messages'

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

/**
 * What `npm run import` prints: a line per row that is created, updated or refused (with its
 * reasons), the counts, and the new artists — in German, or in English.
 */
export function importReport(summary: ImportSummary, run: Run, language: 'de' | 'en'): string[] {
  const english = language === 'en'
  const words = english
    ? { create: 'create', update: 'update', unchanged: 'unchanged', refused: 'refused', line: 'line' }
    : { create: 'neu', update: 'ändern', unchanged: 'unverändert', refused: 'abgelehnt', line: 'Zeile' }
  const lines = summary.outcomes
    .filter((outcome) => outcome.action !== 'unchanged')
    .map((outcome) => {
      const reasons = outcome.reasons.map((reason) => reason[language]).join('; ')
      return `${words.line} ${outcome.line} ${outcome.inventory || '—'}: ${words[outcome.action]}${reasons ? ` — ${reasons}` : ''}`
    })
  const { counts } = summary
  lines.push(
    english
      ? `${run.dryRun ? 'Dry run: would ' : ''}create ${counts.create}, update ${counts.update}, leave ${counts.unchanged} unchanged, refuse ${counts.refused}.`
      : `${run.dryRun ? 'Probelauf: würde ' : ''}${counts.create} neu, ${counts.update} geändert, ${counts.unchanged} unverändert, ${counts.refused} abgelehnt.`,
  )
  const artists = newArtistsText(summary.newArtists, run)
  if (artists) lines.push(artists[language])
  return lines
}
