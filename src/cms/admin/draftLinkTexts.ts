/** The admin's words for publishing with linked drafts (PublishWithLinks.tsx, BulkActions.tsx), in both languages. */

export type DraftLinkView = { collection: string; id: number | string; title: string; label: { de: string; en: string } }

const quote = (language: 'de' | 'en', text: string) => (language === 'de' ? `„${text}“` : `"${text}"`)

/** "Künstler:in „Mara Linde“" / "Artist "Mara Linde"", joined with commas and "und" / "and". */
export function draftNames(drafts: DraftLinkView[], language: 'de' | 'en'): string {
  const names = drafts.map((draft) => `${draft.label[language]} ${quote(language, draft.title)}`)
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${language === 'de' ? 'und' : 'and'} ${names.at(-1)}`
}

export const draftLinkTexts = {
  de: {
    heading: 'Mit Entwurf veröffentlichen?',
    explain: (drafts: DraftLinkView[]) =>
      `${draftNames(drafts, 'de')} ${drafts.length === 1 ? 'ist noch ein Entwurf' : 'sind noch Entwürfe'}. Ohne sie erschiene die Seite unvollständig (ein Werk etwa ohne den Namen seiner Künstler:in). ${drafts.length === 1 ? 'Den Entwurf' : 'Die Entwürfe'} mit veröffentlichen?`,
    both: (drafts: DraftLinkView[]) => (drafts.length === 1 ? 'Beide veröffentlichen' : 'Alle veröffentlichen'),
    cancel: 'Abbrechen',
    failed: 'Die Prüfung der verknüpften Entwürfe ist fehlgeschlagen. Bitte erneut versuchen.',
  },
  en: {
    heading: 'Publish with a draft?',
    explain: (drafts: DraftLinkView[]) =>
      `${draftNames(drafts, 'en')} ${drafts.length === 1 ? 'is still a draft' : 'are still drafts'}. Without ${drafts.length === 1 ? 'it' : 'them'} the page would appear incomplete (a work without its artist’s name, say). Publish ${drafts.length === 1 ? 'the draft' : 'the drafts'} too?`,
    both: (drafts: DraftLinkView[]) => (drafts.length === 1 ? 'Publish both' : 'Publish all'),
    cancel: 'Cancel',
    failed: 'Checking the linked drafts failed. Please try again.',
  },
}
