// The one test for crawlers (plain JavaScript: the production server, src/server/, uses it too).
// Crawlers must see each URL in its own language, or the German pages vanish from the index: the
// big engines and link-preview fetchers by name, then anything that calls itself a bot, crawler or
// spider. Names the generic part already covers stay listed as documentation.

export const botPattern = /googlebot|bingbot|duckduckbot|baiduspider|yandexbot|applebot|facebookexternalhit|twitterbot|linkedinbot|slurp|bot|crawler|spider|crawling/i

/** Whether a User-Agent names a crawler. */
export function isBot(userAgent) {
  return !!userAgent && botPattern.test(userAgent)
}
