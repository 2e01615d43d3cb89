import { describe, expect, it } from 'vitest'

import { rewriteFixedText } from './fixedTexts'
import { adminTexts, informalAddress, phrasesOf, untranslated } from './untranslated'

const clean = (text: string, chrome: string[] = []) => ({ text, chrome })

describe('untranslated', () => {
  it('finds Payload’s English in the German admin, and its German in the English one', () => {
    expect(phrasesOf('en')).toContain('Leave without saving')
    expect(untranslated('de', clean('Werke\nLeave without saving\nSuche'), [])).toEqual([expect.objectContaining({ kind: 'Payload text in the other language' })])
    expect(untranslated('en', clean('Artworks\nOhne Speichern verlassen'), [])).toEqual([expect.objectContaining({ kind: 'Payload text in the other language' })])
    expect(untranslated('de', clean('Werke\nOhne Speichern verlassen\nSuche nach Titel'), ['Werk'])).toEqual([])
    expect(untranslated('en', clean('Artworks\nLeave without saving\nSearch by Title'), ['Artwork'])).toEqual([])
  })

  it('leaves words both languages share, and our overrides’ own texts, alone', () => {
    expect(untranslated('de', clean('Name\nStatus\nInhaltssprache: Deutsch\nSprache der Oberfläche'), [])).toEqual([])
    expect(untranslated('en', clean('Name\nStatus\nContent language: English\nInterface language'), [])).toEqual([])
  })

  it('addresses German staff as "Sie" throughout Payload’s texts, and finds a "du" on a page', () => {
    const informal = Object.entries(adminTexts('de')).filter(([, text]) => informalAddress.test(text))
    expect(informal).toEqual([])
    // The rule finds what Payload's own table says.
    expect(Object.values(adminTexts('en')).length).toBeGreaterThan(500)
    expect(informalAddress.test('Du hast ungespeicherte Änderungen.')).toBe(true)
    expect(informalAddress.test('Bitte gib einen Wert ein')).toBe(true)
    expect(untranslated('de', clean('Bist du dir sicher?'), []).map((finding) => finding.kind)).toEqual(['the reader addressed as "du"'])
    expect(untranslated('de', clean('Sind Sie sicher? Wählen Sie ein Dokument. Suche nach Titel'), [])).toEqual([])
  })

  it('finds placeholders left unfilled and Payload’s angle-bracket empties', () => {
    expect(untranslated('de', clean('Suche nach {{label}}'), []).map((finding) => finding.kind)).toEqual(['placeholder or empty label', 'placeholder or empty label'])
    expect(untranslated('de', clean('<Kein Zuständig>'), [])).toHaveLength(1)
    expect(untranslated('en', clean('<No Organisation>'), [])).toHaveLength(1)
    expect(untranslated('de', clean('Sortieren nach [object Object] Absteigend'), [])).toHaveLength(1)
  })

  it('finds a German count before a singular label, and "von" before a plural without its dative', () => {
    expect(untranslated('de', clean('3 Werk ausgewählt'), ['Werk'])).toHaveLength(1)
    expect(untranslated('de', clean('3 Werke ausgewählt, 1 Werk bearbeiten, Werkstattpalast'), ['Werk'])).toEqual([])
    expect(untranslated('de', clean('Bearbeiten von 3 Werke'), ['Werk'])).toEqual([expect.objectContaining({ kind: '"von" before a plural' })])
    expect(untranslated('de', clean('1 von 3 Werken konnte nicht gelöscht werden'), ['Werk'])).toEqual([])
  })

  it('finds our own interface texts left in the other language, not content', () => {
    expect(untranslated('de', clean('', ['Please try again']), []).map((finding) => finding.kind)).toEqual(['English word in the interface'])
    expect(untranslated('en', clean('', ['Bitte erneut versuchen']), []).map((finding) => finding.kind)).toEqual(['German word in the interface'])
    expect(untranslated('en', clean('Blaue Stunde und Nacht', ['Title', 'Availability']), [])).toEqual([])
    expect(untranslated('de', clean('', ['select-all', 'globalSearchEnabled', 'Notifications alt+T']), []).map((finding) => finding.kind)).toEqual([
      'code name as a label',
      'code name as a label',
      'English word in the interface',
    ])
  })
})

describe('rewriteFixedText', () => {
  it('writes Payload’s fixed English toasts in the admin’s language, the count agreeing', () => {
    expect(rewriteFixedText('Successfully saved 1 files', 'de')).toBe('1 Datei gespeichert.')
    expect(rewriteFixedText('Successfully saved 3 files', 'de')).toBe('3 Dateien gespeichert.')
    expect(rewriteFixedText('Successfully saved 1 files', 'en')).toBe('1 file saved.')
    expect(rewriteFixedText('Failed to save 2 files', 'en')).toBe('2 files could not be saved.')
    expect(rewriteFixedText('Something went wrong.', 'de')).toBe('Das hat nicht geklappt. Bitte erneut versuchen.')
    expect(rewriteFixedText('Werk gespeichert.', 'de')).toBeNull()
  })
})
