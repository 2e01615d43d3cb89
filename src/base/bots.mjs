// The one test for crawlers (plain JavaScript: the production server, src/server/, uses it too),
// built on isbot's list of user-agent patterns. What it decides (docs/behaviour.md#crawlers): a crawler gets
// each URL in its own language, never a locale redirect or cookie, and the bare status page
// instead of the error page. Link previews (WhatsApp, Telegram, Slack, Discord, Teams, iMessage,
// LinkedIn) count as crawlers: a shared German link must show the German page's title and
// picture, not follow the previewer's Accept-Language to /en, and isbot names them all.
//
// Taken out of isbot's list: the patterns that name tools which stand in for a visitor, not
// programs that index or preview the site: headless and automated browsers (the e2e suite's
// Chromium sends "HeadlessChrome"), Lighthouse and PageSpeed, which measure what a visitor gets,
// and HTTP clients that send nothing but a name and version (Node's fetch sends "node", undici
// "undici": isbot's "node\b" and its pattern for a bare "name/version"). With them, the e2e
// suite's visitors (a browser, and fetch for the answers' headers) and a Lighthouse run would be
// served the crawler's variant. Our own former rule, /bot/i, is not kept: it took Cubot phones
// for crawlers, which isbot's "(?<! cu)bots?" does not.
import { createIsbotFromList, list } from 'isbot'

/** isbot's patterns that name tools standing in for a visitor (checked against isbot's list by the tests). */
export const visitorToolPatterns = [
  'headless',
  'chrome-lighthouse',
  'pagespeed',
  'playwright',
  'selenium',
  'phantomjs',
  'cypress/',
  'node\\b',
  '^[\\w \\.\\-\\(?:\\):%]+(?:/v?\\d+(?:\\.\\d+)?(?:\\.\\d{1,10})*?)?(?:,|$)',
]

const crawlerPatterns = list.filter((pattern) => !visitorToolPatterns.includes(pattern))

export const botPattern = new RegExp(crawlerPatterns.join('|'), 'i')

const matches = createIsbotFromList(crawlerPatterns)

/** Whether a User-Agent names a crawler or a link preview. */
export function isBot(userAgent) {
  return !!userAgent && matches(userAgent)
}
