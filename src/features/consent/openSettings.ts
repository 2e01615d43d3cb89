/** The window event that opens the cookie settings; its detail is the element to return focus to. */
export const openSettingsEvent = 'vernissage:consent-settings'
