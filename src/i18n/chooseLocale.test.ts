import { describe, expect, it } from 'vitest'

import { list } from 'isbot'

import { visitorToolPatterns } from '../base/bots.mjs'
import { isBot, localizedPath, splitLocalePrefix } from './chooseLocale'

const browser = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'SomeCrawler/1.0',
    'example-spider',
    'Site crawling service',
  ])('knows %s', (userAgent) => {
    expect(isBot(userAgent)).toBe(true)
  })

  // Link previews are crawlers (docs/behaviour.md#crawlers): the shared URL's own language, never a redirect.
  it.each([
    'WhatsApp/2.23.20.0 A',
    'WhatsApp/2.21.71 i',
    'TelegramBot (like TwitterBot)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5 skype-url-preview@microsoft.com',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/91.0.4472.124 Safari/537.36 MicrosoftPreview/2.0 +https://aka.ms/MicrosoftPreview',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
    'Pinterest/0.2 (+https://www.pinterest.com/bot.html)',
    'http.rb/5.1.1 (Mastodon/4.2.0; +https://mastodon.social/) Bot',
  ])('takes the link preview %s for a crawler', (userAgent) => {
    expect(isBot(userAgent)).toBe(true)
  })

  // "Cubot" is a phone maker: /bot/i took its phones for crawlers.
  it.each([
    'Mozilla/5.0 (Linux; Android 10; Cubot X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0.4324.93 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 9; CUBOT KING KONG 3 Build/PPR1.180610.011) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.136 Mobile Safari/537.36',
  ])('treats a Cubot phone as a visitor: %s', (userAgent) => {
    expect(isBot(userAgent)).toBe(false)
  })

  // Tools that stand in for a visitor get the visitor's pages (src/base/bots.mjs).
  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'node',
    'undici',
  ])('treats the visitor stand-in %s as a visitor', (userAgent) => {
    expect(isBot(userAgent)).toBe(false)
  })

  it('leaves out only patterns isbot has', () => {
    for (const pattern of visitorToolPatterns) expect(list, pattern).toContain(pattern)
  })

  it.each([
    [browser],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'],
    [''],
    [null],
    [undefined],
  ])('treats %j as a person', (userAgent) => {
    expect(isBot(userAgent)).toBe(false)
  })
})

describe('splitLocalePrefix', () => {
  it('finds a locale prefix only as a whole first segment', () => {
    expect(splitLocalePrefix('/en/crew')).toEqual({ prefix: 'en', path: '/crew' })
    expect(splitLocalePrefix('/en')).toEqual({ prefix: 'en', path: '/' })
    expect(splitLocalePrefix('/en/')).toEqual({ prefix: 'en', path: '/' })
    expect(splitLocalePrefix('/de/artists')).toEqual({ prefix: 'de', path: '/artists' })
    expect(splitLocalePrefix('/english')).toEqual({ prefix: null, path: '/english' })
    expect(splitLocalePrefix('/fr/crew')).toEqual({ prefix: null, path: '/fr/crew' })
    expect(splitLocalePrefix('')).toEqual({ prefix: null, path: '/' })
  })
})

describe('localizedPath', () => {
  it.each([
    ['/crew', 'en', '/en/crew'],
    ['/', 'en', '/en'],
    ['/en/crew', 'de', '/crew'],
    ['/en', 'de', '/'],
    ['/en/crew', 'en', '/en/crew'],
    ['/crew', 'de', '/crew'],
    ['/de/crew', 'en', '/en/crew'],
    ['/artworks/blue-hour', 'en', '/en/artworks/blue-hour'],
    ['/environment', 'en', '/en/environment'], // "/en…" that is not the prefix
  ] as const)('%s in %s → %s', (pathname, locale, expected) => {
    expect(localizedPath(pathname, locale)).toBe(expected)
  })
})
