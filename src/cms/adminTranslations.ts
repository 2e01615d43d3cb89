/**
 * The admin's texts where Payload's own read wrongly for the gallery (issue 49 point 7, docs/admin.md#languages).
 *
 * Payload's German puts a collection's label into sentences built for one grammatical case and
 * gender: "Bearbeiten von 3 Werke" (a dative needs "Werken"), "Kein {{label}} gefunden" with a
 * plural label, "das {{label}}" before a feminine one ("das Anfrage"), "Neu {{label}}". These read
 * correctly whatever label is put in: the label stands where German needs no article and no
 * inflection (at the start, after a count it agrees with, or before a colon). English keeps
 * Payload's wording except where the German change needs a twin ("Sprache" / "Inhaltssprache").
 *
 * The interface language (the account's setting) and the content language (the locale switcher
 * of an edit view) are told apart: Payload calls both "Sprache" in German.
 */
export const adminTranslations = {
  de: {
    general: {
      // An empty cell of a list reads as a dash, not as "<Kein Organisation>" (issue 49).
      noLabel: '—',
      language: 'Sprache der Oberfläche',
      locale: 'Inhaltssprache',
      locales: 'Inhaltssprachen',
      allLocales: 'Alle Inhaltssprachen',
      fallbackToDefaultLocale: 'Auf die Standard-Inhaltssprache zurückfallen',
      editingLabel_one: '{{count}} {{label}} bearbeiten',
      editingLabel_other: '{{count}} {{label}} bearbeiten',
      editingLabel_many: '{{count}} {{label}} bearbeiten',
      aboutToDelete: '{{label}} <1>{{title}}</1> wird gelöscht. Bist du dir sicher?',
      aboutToPermanentlyDelete: '{{label}} <1>{{title}}</1> wird endgültig gelöscht. Bist du dir sicher?',
      aboutToRestore: '{{label}} <1>{{title}}</1> wird wiederhergestellt. Bist du dir sicher?',
      aboutToRestoreAsDraft: '{{label}} <1>{{title}}</1> wird als Entwurf wiederhergestellt. Bist du dir sicher?',
      aboutToTrash: '{{label}} <1>{{title}}</1> wird in den Papierkorb verschoben. Bist du dir sicher?',
      creatingNewLabel: '{{label}} erstellen',
      newLabel: '{{label}} anlegen',
      documentIsTrashed: '{{label}} liegt im Papierkorb und kann nur gelesen werden.',
      emptyTrashLabel: 'Papierkorb leeren: {{label}}',
      filterWhere: '{{label}} filtern, wo',
      noTrashResults: 'Keine {{label}} im Papierkorb.',
      titleDeleted: '{{label}} „{{title}}“ wurde gelöscht.',
      titleRestored: '{{label}} „{{title}}“ wurde wiederhergestellt.',
      titleTrashed: '{{label}} „{{title}}“ wurde in den Papierkorb verschoben.',
      trashedCountSuccessfully: 'In den Papierkorb verschoben: {{count}} {{label}}.',
    },
    error: {
      unableToDeleteCount: '{{label}}: {{count}} von {{total}} konnten nicht gelöscht werden.',
      unableToUpdateCount: '{{label}}: {{count}} von {{total}} konnten nicht aktualisiert werden.',
    },
    validation: {
      fieldHasNo: 'Dieses Feld hat keine {{label}}.',
      greaterThanMax: '{{value}} ist zu groß ({{label}}: höchstens {{max}}).',
      lessThanMin: '{{value}} ist zu klein ({{label}}: mindestens {{min}}).',
      requiresNoMoreThan: 'Dieses Feld erlaubt höchstens {{count}} ({{label}}).',
    },
    version: {
      aboutToRestore: '{{label}} wird auf den Stand vom {{versionDate}} zurückgesetzt.',
      noRowsFound: 'Keine {{label}} gefunden',
      noRowsSelected: 'Keine {{label}} ausgewählt',
    },
  },
  en: {
    general: {
      noLabel: '—',
      language: 'Interface language',
      locale: 'Content language',
      locales: 'Content languages',
      allLocales: 'All content languages',
      fallbackToDefaultLocale: 'Fall back to the default content language',
    },
  },
}
