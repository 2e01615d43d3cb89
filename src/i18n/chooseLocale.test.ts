import { describe, expect, it } from 'vitest'

import { list } from 'isbot'

import { visitorToolPatterns } from '../base/bots.mjs'
import { chooseLocale, isBot, localizedPath, parseAcceptLanguage, splitLocalePrefix } from './chooseLocale'

const browser = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'

describe('parseAcceptLanguage', () => {
  it.each([
    ['en-US,en;q=0.9,de;q=0.8', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr,en;q=0.5', 'en'], // fr is not ours
    ['fr-CH, fr;q=0.9, de;q=0.7, en;q=0.8', 'en'], // order of the header does not matter, q does
    ['de;q=0.4, EN-gb;q=0.6', 'en'], // case-insensitive
    ['en;q=0, de;q=0.1', 'de'], // q=0 means "not acceptable"
    ['en;q=abc, de;q=0.2', 'de'], // malformed q is refused
    ['en;q=2, de;q=0.2', 'de'], // so is q above 1
    ['en; q = 0.9 , de ; q=0.8', 'en'], // whitespace around parameters
    ['de, en', 'de'], // equal q: header order
    ['*;q=0.5, en;q=0.3', null], // the wildcard outranks en: any language, so the default
    ['*, en', 'en'], // at equal q a named language beats the wildcard
  ])('%j → %j', (header, expected) => {
    expect(parseAcceptLanguage(header)).toBe(expected)
  })

  it.each([['*'], ['fr, it;q=0.8'], [''], [null], [undefined], [',,;q=1']])('%j → null (the default applies)', (header) => {
    expect(parseAcceptLanguage(header)).toBeNull()
  })
})

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
    expect(chooseLocale({ pathname: '/crew', cookie: 'en', acceptLanguage: 'en', userAgent })).toEqual({ locale: 'de', source: 'default' })
  })

  // "Cubot" is a phone maker: /bot/i took its phones for crawlers.
  it.each([
    'Mozilla/5.0 (Linux; Android 10; Cubot X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0.4324.93 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 9; CUBOT KING KONG 3 Build/PPR1.180610.011) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.136 Mobile Safari/537.36',
  ])('treats a Cubot phone as a visitor: %s', (userAgent) => {
    expect(isBot(userAgent)).toBe(false)
    expect(chooseLocale({ pathname: '/crew', cookie: 'en', userAgent })).toEqual({ locale: 'en', source: 'cookie', redirectTo: '/en/crew' })
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

describe('chooseLocale (docs/behaviour.md#locale-choice)', () => {
  it('1. the /en prefix decides English, whatever cookie and header say', () => {
    expect(chooseLocale({ pathname: '/en/crew', cookie: 'de', acceptLanguage: 'de', userAgent: browser })).toEqual({
      locale: 'en',
      source: 'prefix',
    })
    expect(chooseLocale({ pathname: '/en' })).toEqual({ locale: 'en', source: 'prefix' })
  })

  it('1b. a /de prefix is German, sent to the unprefixed URL', () => {
    expect(chooseLocale({ pathname: '/de/crew', cookie: 'en' })).toEqual({ locale: 'de', source: 'prefix', redirectTo: '/crew' })
    expect(chooseLocale({ pathname: '/de' })).toEqual({ locale: 'de', source: 'prefix', redirectTo: '/' })
  })

  it('2. an English cookie on a German URL redirects to the /en twin', () => {
    expect(chooseLocale({ pathname: '/crew', cookie: 'en', userAgent: browser })).toEqual({
      locale: 'en',
      source: 'cookie',
      redirectTo: '/en/crew',
    })
    expect(chooseLocale({ pathname: '/', cookie: 'en' })).toEqual({ locale: 'en', source: 'cookie', redirectTo: '/en' })
  })

  it('2b. a German cookie keeps German and beats an English browser', () => {
    expect(chooseLocale({ pathname: '/crew', cookie: 'de', acceptLanguage: 'en-US,en;q=0.9' })).toEqual({
      locale: 'de',
      source: 'cookie',
    })
  })

  it('2c. an unknown cookie value is ignored', () => {
    expect(chooseLocale({ pathname: '/crew', cookie: 'fr', acceptLanguage: 'en' })).toEqual({
      locale: 'en',
      source: 'header',
      redirectTo: '/en/crew',
    })
  })

  it('3. without a cookie, an English browser is redirected to /en', () => {
    expect(chooseLocale({ pathname: '/artworks', acceptLanguage: 'en-US,en;q=0.9,de;q=0.8', userAgent: browser })).toEqual({
      locale: 'en',
      source: 'header',
      redirectTo: '/en/artworks',
    })
    expect(chooseLocale({ pathname: '/', acceptLanguage: 'fr,en;q=0.5' })).toEqual({
      locale: 'en',
      source: 'header',
      redirectTo: '/en',
    })
  })

  it('3b. a German browser stays', () => {
    expect(chooseLocale({ pathname: '/artworks', acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' })).toEqual({
      locale: 'de',
      source: 'header',
    })
  })

  it('4. otherwise German by default', () => {
    expect(chooseLocale({ pathname: '/artworks' })).toEqual({ locale: 'de', source: 'default' })
    expect(chooseLocale({ pathname: '/artworks', cookie: '', acceptLanguage: '*' })).toEqual({ locale: 'de', source: 'default' })
    expect(chooseLocale({ pathname: '/artworks', acceptLanguage: 'fr, it' })).toEqual({ locale: 'de', source: 'default' })
  })

  it('5. bots are never redirected by cookie or browser language', () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    expect(chooseLocale({ pathname: '/crew', cookie: 'en', acceptLanguage: 'en', userAgent: googlebot })).toEqual({
      locale: 'de',
      source: 'default',
    })
    expect(chooseLocale({ pathname: '/en/crew', cookie: 'de', userAgent: googlebot })).toEqual({ locale: 'en', source: 'prefix' })
  })
})
