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
 *
 * The gallery addresses its staff as "Sie", as its own texts do; Payload's German says "du". Every
 * text of Payload's that addresses the reader is given here in the "Sie" form (checked by
 * ./admin/untranslated.test.ts against Payload's whole German table).
 */
export const adminTranslations = {
  de: {
    authentication: {
      beginCreateFirstUser: 'Legen Sie zuerst ein Benutzerkonto an.',
      checkYourEmailForPasswordReset:
        'Wenn die E-Mail-Adresse zu einem Benutzerkonto gehört, erhalten Sie in Kürze eine Anleitung zum Zurücksetzen Ihres Passworts. Bitte sehen Sie auch im Spam-Ordner nach, falls die E-Mail nicht im Posteingang ist.',
      forgotPasswordEmailInstructions: 'Bitte geben Sie Ihre E-Mail-Adresse an. Sie erhalten eine E-Mail mit einer Anleitung zum Zurücksetzen Ihres Passworts.',
      forgotPasswordUsernameInstructions:
        'Bitte geben Sie Ihren Benutzernamen ein. Die Anleitung zum Zurücksetzen Ihres Passworts geht an die E-Mail-Adresse, die zu Ihrem Benutzernamen gehört.',
      generatingNewAPIKeyWillInvalidate: 'Wenn Sie einen neuen API-Schlüssel erzeugen, wird der bisherige <1>ungültig</1>. Möchten Sie fortfahren?',
      loggedIn: 'Um sich mit einem anderen Benutzerkonto anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
      loggedInChangePassword: 'Um Ihr Passwort zu ändern, gehen Sie zu Ihrem <0>Benutzerkonto</0> und ändern es dort.',
      loggedOutInactivity: 'Sie wurden wegen Inaktivität abgemeldet.',
      loggedOutSuccessfully: 'Sie wurden abgemeldet.',
      loginWithAnotherUser: 'Um sich mit einem anderen Benutzer anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
      newAccountCreated:
        'Für Sie wurde ein Konto auf <a href="{{serverURL}}">{{serverURL}}</a> angelegt. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die Adresse in Ihren Browser, um Ihre E-Mail-Adresse zu bestätigen: <a href="{{verificationURL}}">{{verificationURL}}</a><br> Danach können Sie sich anmelden.',
      resetYourPassword: 'Passwort zurücksetzen',
      verifyYourEmail: 'E-Mail-Adresse bestätigen',
      youAreInactive: 'Sie waren eine Weile inaktiv und werden zu Ihrer Sicherheit in Kürze abgemeldet. Möchten Sie angemeldet bleiben?',
      youAreReceivingResetPassword:
        'Sie erhalten diese Nachricht, weil Sie (oder jemand anderes) das Zurücksetzen des Passworts Ihres Benutzerkontos angefordert haben. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die Adresse in Ihren Browser, um fortzufahren:',
      youDidNotRequestPassword: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail bitte. Ihr Passwort bleibt unverändert.',
    },
    dashboard: {
      discardMessage: 'Sie haben ungespeicherte Änderungen am Layout des Dashboards. Möchten Sie sie verwerfen?',
      noItems: 'Auf Ihrem Dashboard sind keine Widgets. Sie können welche über das Menü „Dashboard“ in der oberen Leiste hinzufügen.',
      searchWidgets: 'Widgets suchen …',
    },
    fields: {
      chooseBetweenCustomTextOrDocument: 'Geben Sie eine eigene Adresse ein oder verlinken Sie ein anderes Dokument.',
      chooseDocumentToLink: 'Wählen Sie das Dokument, auf das verlinkt werden soll',
    },
    folder: {
      folderTypeDescription: 'Wählen Sie, welche Arten von Dokumenten in diesem Ordner liegen dürfen.',
      moveItemsToFolderConfirmation: 'Sie sind dabei, <1>{{count}} {{label}}</1> nach <2>{{toFolder}}</2> zu verschieben. Sind Sie sicher?',
      moveItemsToRootConfirmation: 'Sie sind dabei, <1>{{count}} {{label}}</1> in den Hauptordner zu verschieben. Sind Sie sicher?',
      moveItemToFolderConfirmation: 'Sie sind dabei, <1>{{title}}</1> nach <2>{{toFolder}}</2> zu verschieben. Sind Sie sicher?',
      moveItemToRootConfirmation: 'Sie sind dabei, <1>{{title}}</1> in den Hauptordner zu verschieben. Sind Sie sicher?',
    },
    upload: {
      cropToolDescription: 'Ziehen Sie an den Ecken des gewählten Bereichs, zeichnen Sie einen neuen Bereich, oder passen Sie die Werte unten an.',
    },
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
      aboutToDeleteCount_one: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
      aboutToDeleteCount_other: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
      aboutToDeleteCount_many: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
      aboutToPermanentlyDeleteTrash: 'Sie sind dabei, <0>{{count}}</0> <1>{{label}}</1> endgültig aus dem Papierkorb zu löschen. Sind Sie sicher?',
      aboutToRestoreAsDraftCount: 'Sie sind dabei, {{count}} {{label}} als Entwurf wiederherzustellen.',
      aboutToRestoreCount: 'Sie sind dabei, {{count}} {{label}} wiederherzustellen.',
      aboutToTrashCount: 'Sie sind dabei, {{count}} {{label}} in den Papierkorb zu verschieben.',
      changesNotSaved: 'Ihre Änderungen sind nicht gespeichert. Wenn Sie diese Seite verlassen, gehen sie verloren.',
      copyWarning: 'Sie sind dabei, {{to}} mit {{from}} zu überschreiben ({{label}} {{title}}). Sind Sie sicher?',
      creating: 'Wird angelegt',
      currentlyEditing:
        'bearbeitet gerade dieses Dokument. Wenn Sie übernehmen, kann diese Person nicht weiter bearbeiten, und ihre nicht gespeicherten Änderungen können verloren gehen.',
      documentOutOfDate: 'Dieses Dokument wurde eben von jemand anderem geändert. Ihre Ansicht ist nicht mehr aktuell.',
      enterAValue: 'Wert eingeben',
      moveConfirm: 'Sie sind dabei, {{count}} {{label}} nach <1>{{destination}}</1> zu verschieben. Sind Sie sicher?',
      sorryNotFound: 'Leider wurde nichts gefunden, das Ihrer Anfrage entspricht.',
      unsavedChanges: 'Sie haben ungespeicherte Änderungen. Speichern oder verwerfen Sie sie, bevor Sie fortfahren.',
      unsavedChangesDuplicate: 'Sie haben ungespeicherte Änderungen. Möchten Sie trotzdem duplizieren?',
      aboutToDelete: '{{label}} <1>{{title}}</1> wird gelöscht. Sind Sie sicher?',
      aboutToPermanentlyDelete: '{{label}} <1>{{title}}</1> wird endgültig gelöscht. Sind Sie sicher?',
      aboutToRestore: '{{label}} <1>{{title}}</1> wird wiederhergestellt. Sind Sie sicher?',
      aboutToRestoreAsDraft: '{{label}} <1>{{title}}</1> wird als Entwurf wiederhergestellt. Sind Sie sicher?',
      aboutToTrash: '{{label}} <1>{{title}}</1> wird in den Papierkorb verschoben. Sind Sie sicher?',
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
      deletingTitle: 'Beim Löschen von {{title}} ist ein Fehler aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      documentNotFound: 'Das Dokument mit der ID {{id}} wurde nicht gefunden. Vielleicht wurde es gelöscht, hat nie existiert, oder Sie haben keinen Zugriff darauf.',
      notAllowedToAccessPage: 'Sie haben keine Berechtigung für diese Seite.',
      notAllowedToPerformAction: 'Sie haben keine Berechtigung für diese Aktion.',
      restoringTitle: 'Beim Wiederherstellen von {{title}} ist ein Fehler aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      unauthorized: 'Nicht berechtigt – Sie müssen angemeldet sein, um diese Anfrage zu stellen.',
      unverifiedEmail: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
      unableToDeleteCount: '{{label}}: {{count}} von {{total}} konnten nicht gelöscht werden.',
      unableToUpdateCount: '{{label}}: {{count}} von {{total}} konnten nicht aktualisiert werden.',
    },
    validation: {
      emailAddress: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      enterNumber: 'Bitte geben Sie eine gültige Zahl an.',
      username: 'Bitte geben Sie einen gültigen Benutzernamen ein. Er darf Buchstaben, Ziffern, Bindestriche, Punkte und Unterstriche enthalten.',
      fieldHasNo: 'Dieses Feld hat keine {{label}}.',
      greaterThanMax: '{{value}} ist zu groß ({{label}}: höchstens {{max}}).',
      lessThanMin: '{{value}} ist zu klein ({{label}}: mindestens {{min}}).',
      requiresNoMoreThan: 'Dieses Feld erlaubt höchstens {{count}} ({{label}}).',
    },
    version: {
      aboutToPublishSelection: 'Sie sind dabei, alle {{label}} in der Auswahl zu veröffentlichen. Sind Sie sicher?',
      aboutToRestore: '{{label}} wird auf den Stand vom {{versionDate}} zurückgesetzt.',
      aboutToRestoreGlobal: '{{label}} wird auf den Stand vom {{versionDate}} zurückgesetzt.',
      aboutToRevertToPublished: 'Sie sind dabei, die Änderungen an diesem Dokument auf den veröffentlichten Stand zurückzusetzen. Sind Sie sicher?',
      aboutToUnpublish: 'Sie sind dabei, dieses Dokument auf Entwurf zu setzen. Sind Sie sicher?',
      aboutToUnpublishIn: 'Sie sind dabei, die Veröffentlichung dieses Dokuments in {{locale}} aufzuheben. Sind Sie sicher?',
      aboutToUnpublishSelection: 'Sie sind dabei, die Veröffentlichung aller {{label}} in der Auswahl aufzuheben. Sind Sie sicher?',
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
