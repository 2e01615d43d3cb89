/** Types of ./switchRequest.mjs. */
export declare function switchedLocale(
  method: string | undefined,
  url: string | undefined,
  headers: Partial<Record<'host' | 'referer' | 'sec-fetch-site' | 'sec-fetch-dest', string | null | undefined>>,
): 'de' | 'en' | null
