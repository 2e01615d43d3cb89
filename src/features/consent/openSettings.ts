/** The window event that opens the cookie settings; its detail is the element to return focus to. */
export const openSettingsEvent = 'vernissage:consent-settings'
/**
 * The window event dispatched once the page follows the visitor's choice (read on start, or just
 * made); its detail is what became of Tag Manager (tagManager.ts, SyncResult).
 */
export const consentAppliedEvent = 'vernissage:consent-applied'
