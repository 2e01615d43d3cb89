/** A Tag Manager container id: `GTM-` followed by letters and digits (SPEC §5). */
export const gtmIdPattern = /^GTM-[A-Za-z0-9]+$/

export function isValidGtmId(value: unknown): value is string {
  return typeof value === 'string' && gtmIdPattern.test(value)
}
