/** The catalogue screens' texts in the admin's two languages (src/features/catalogue/admin/Catalogue*.tsx). */
export const catalogueTexts = {
  de: {
    title: 'Katalog importieren und exportieren',
    nav: 'Katalog: Import und Export',
    intro:
      'Eine CSV- oder XLSX-Datei mit einer Zeile je Werk, die Inventarnummer als Schlüssel (Spalten wie im Export). Zuerst prüfen: die Tabelle zeigt Zeile für Zeile, was angelegt, geändert oder abgelehnt würde. Künstler:innen, die es noch nicht gibt, werden mit angelegt (als Entwurf oder veröffentlicht, wie die Werke); ein Name, der einem vorhandenen fast gleicht, wird mit „meinten Sie …?“ abgelehnt. Geänderte Zeilen nennen jedes geänderte Feld als alt → neu. Eine Zeile aus einem Export, nach dem das Werk noch geändert wurde (Spalte „updated_at“), ist ein Konflikt und wird nur übernommen, wenn Sie es unten erlauben. Beträge wie „3.400 €“, „1.200,50“ oder „€3,400.00“ werden gelesen. Dieselbe Datei zweimal einzulesen ändert nichts; ein unterbrochener Import wird fortgesetzt, wenn Sie dieselbe Datei erneut einlesen.',
    file: 'Katalogdatei (CSV oder XLSX)',
    images: 'Bilder als ZIP-Archiv (optional)',
    imagesHint: 'Die Spalte „image“ nennt die Dateinamen; Unterordner im Archiv sind erlaubt.',
    publish: 'Neue und geänderte Werke gleich veröffentlichen (sonst als Entwurf); Künstler:innen, die noch Entwurf sind, werden mit veröffentlicht',
    force: 'Konflikte trotzdem übernehmen (Zeilen, die vor der letzten Änderung des Werks exportiert wurden, überschreiben diese Änderung)',
    check: 'Prüfen (Probelauf)',
    run: 'Importieren',
    runHint: 'Erst nach einer Prüfung derselben Dateien.',
    running: (done: number, total: number) => `${done} von ${total} Zeilen`,
    starting: 'Datei wird hochgeladen …',
    checked: 'Probelauf – noch nichts gespeichert.',
    imported: 'Import abgeschlossen.',
    counts: (c: Counts) => `${c.create} neu, ${c.update} geändert, ${c.unchanged} unverändert, ${c.refused} abgelehnt${c.conflict ? `, ${c.conflict} Konflikte` : ''}`,
    line: 'Zeile',
    inventory: 'Inventarnummer',
    outcome: 'Ergebnis',
    reasons: 'Änderungen und Gründe',
    actions: { create: 'Neu', update: 'Geändert', unchanged: 'Unverändert', conflict: 'Konflikt', refused: 'Abgelehnt' },
    onlyProblems: 'Nur abgelehnte Zeilen und Konflikte zeigen',
    failed: 'Der Import konnte nicht ausgeführt werden. Bitte erneut versuchen.',
    exportTitle: 'Exportieren',
    exportIntro: 'Der ganze Katalog in denselben Spalten, zum Bearbeiten und erneuten Einlesen. Gefilterte Ausschnitte exportieren Sie in der Liste der Werke.',
    exportCsv: 'Als CSV exportieren',
    exportXlsx: 'Als XLSX exportieren',
    listExport: 'Diese Liste exportieren:',
    listImport: 'Katalog importieren …',
  },
  en: {
    title: 'Import and export the catalogue',
    nav: 'Catalogue: import and export',
    intro:
      'A CSV or XLSX file with one row per work, keyed by inventory number (columns as in the export). Check it first: the table shows row by row what would be created, changed or refused. Artists who do not exist yet are created with it (as drafts or published, like the works); a name that nearly matches an existing one is refused with "did you mean …?". Changed rows name each changed field as old → new. A row from an export after which the work was changed again (column "updated_at") is a conflict and is applied only if you allow it below. Amounts such as "3.400 €", "1.200,50" or "€3,400.00" are read. Importing the same file twice changes nothing; an interrupted import resumes when you import the same file again.',
    file: 'Catalogue file (CSV or XLSX)',
    images: 'Pictures as a ZIP archive (optional)',
    imagesHint: 'The "image" column names the files; folders inside the archive are fine.',
    publish: 'Publish new and changed works at once (otherwise as drafts); draft artists are published with them',
    force: 'Apply conflicts anyway (rows exported before the work’s last change overwrite that change)',
    check: 'Check (dry run)',
    run: 'Import',
    runHint: 'Only after checking the same files.',
    running: (done: number, total: number) => `${done} of ${total} rows`,
    starting: 'Uploading the file …',
    checked: 'Dry run – nothing saved yet.',
    imported: 'Import finished.',
    counts: (c: Counts) => `${c.create} new, ${c.update} changed, ${c.unchanged} unchanged, ${c.refused} refused${c.conflict ? `, ${c.conflict} conflicts` : ''}`,
    line: 'Row',
    inventory: 'Inventory number',
    outcome: 'Outcome',
    reasons: 'Changes and reasons',
    actions: { create: 'New', update: 'Changed', unchanged: 'Unchanged', conflict: 'Conflict', refused: 'Refused' },
    onlyProblems: 'Show refused rows and conflicts only',
    failed: 'The import could not be run. Please try again.',
    exportTitle: 'Export',
    exportIntro: 'The whole catalogue in the same columns, to edit and import again. Export a filtered part from the list of artworks.',
    exportCsv: 'Export as CSV',
    exportXlsx: 'Export as XLSX',
    listExport: 'Export this list:',
    listImport: 'Import catalogue …',
  },
}

type Counts = { create: number; update: number; unchanged: number; conflict: number; refused: number }

export type CatalogueTexts = (typeof catalogueTexts)['de']

/** The texts for the admin's language (German unless English). */
export const catalogueTextsFor = (language: string): CatalogueTexts => (language === 'en' ? catalogueTexts.en : catalogueTexts.de)

/** Where the admin's catalogue screen lives. */
export const catalogueViewPath = '/catalogue'
