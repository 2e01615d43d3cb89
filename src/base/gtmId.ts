/** A Tag Manager container id: `GTM-` followed by letters and digits (docs/behaviour.md#gtm-id). */
export const gtmIdPattern = /^GTM-[A-Za-z0-9]+$/

/** Whether a value is a Tag Manager container id (the site settings' field, and the consent banner's loader). */
export function isValidGtmId(value: unknown): value is string {
  return typeof value === 'string' && gtmIdPattern.test(value)
}
