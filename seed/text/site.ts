/** Site-wide settings: menus, cookie consent, gallery details and redirects. */

import type { Localized } from './types'

export type MenuItem = { label: Localized; link: string }

/** Links are locale-free paths; the site adds /en for English. */
export const menus: { main: MenuItem[]; secondary: MenuItem[]; footer: MenuItem[] } = {
  main: [
    { label: { de: 'Werke', en: 'Artworks' }, link: '/artworks' },
    { label: { de: 'Künstler', en: 'Artists' }, link: '/artists' },
    { label: { de: 'Ausstellungen', en: 'Exhibitions' }, link: '/exhibitions' },
    { label: { de: 'Magazin', en: 'Magazine' }, link: '/magazine' },
    { label: { de: 'Leasing', en: 'Leasing' }, link: '/leasing' },
    { label: { de: 'Crew', en: 'Crew' }, link: '/crew' },
    { label: { de: 'Kontakt', en: 'Contact' }, link: '/contact' },
  ],
  secondary: [
    { label: { de: 'Werkstattpalast', en: 'Werkstattpalast' }, link: '/werkstattpalast' },
    { label: { de: 'Anfrage', en: 'Inquiry' }, link: '/inquiry' },
    { label: { de: 'Transparenz', en: 'Transparency' }, link: '/transparenz' },
    { label: { de: 'Vision', en: 'Vision' }, link: '/vision' },
    { label: { de: 'FAQ', en: 'FAQ' }, link: '/faq' },
    { label: { de: 'Suche', en: 'Search' }, link: '/search' },
  ],
  footer: [
    { label: { de: 'Impressum', en: 'Legal notice' }, link: '/impressum' },
    { label: { de: 'Datenschutz', en: 'Privacy' }, link: '/datenschutz' },
    { label: { de: 'Newsletter', en: 'Newsletter' }, link: '/newsletter' },
    { label: { de: 'Sitemap', en: 'Sitemap' }, link: '/sitemap' },
    { label: { de: 'Kontakt', en: 'Contact' }, link: '/contact' },
  ],
}

export type CookieText = { id: string; name: Localized; description: Localized }

export const consentText: { title: Localized; intro: Localized; necessary: CookieText[]; optional: CookieText[] } = {
  title: { de: 'Cookies & Datenschutz', en: 'Cookies & privacy' },
  intro: {
    de: 'Wir verwenden notwendige Cookies, damit die Website funktioniert. Weitere Dienste laden wir nur mit Ihrer Einwilligung.',
    en: 'We use necessary cookies to make the website work. We load other services only with your consent.',
  },
  necessary: [
    {
      id: 'necessary',
      name: { de: 'Technisch notwendig', en: 'Strictly necessary' },
      description: { de: 'Speichert Ihre Sprachwahl und Ihre Cookie-Einstellungen.', en: 'Stores your language and your cookie settings.' },
    },
    {
      id: 'session',
      name: { de: 'Sitzung', en: 'Session' },
      description: { de: 'Hält Formulare und Merklisten während Ihres Besuchs zusammen.', en: 'Keeps forms and saved items together during your visit.' },
    },
  ],
  optional: [
    {
      id: 'gtm',
      name: { de: 'Google Tag Manager', en: 'Google Tag Manager' },
      description: {
        de: 'Lädt weitere Dienste wie die Reichweitenmessung. Anbieter: Google Ireland Ltd.',
        en: 'Loads further services such as audience measurement. Provider: Google Ireland Ltd.',
      },
    },
    {
      id: 'analytics',
      name: { de: 'Reichweitenmessung', en: 'Analytics' },
      description: { de: 'Zählt anonymisiert, welche Seiten besucht werden.', en: 'Counts anonymously which pages are visited.' },
    },
  ],
}

export const siteSettingsText = {
  galleryName: { de: 'Galerie Vernissage', en: 'Vernissage Gallery' },
  address: { de: 'Auguststraße 42\n10119 Berlin\nDeutschland', en: 'Auguststraße 42\n10119 Berlin\nGermany' },
  contactEmail: 'kontakt@vernissage.example',
  phone: '+49 30 555 01 23',
} satisfies Record<string, Localized | string>

export const redirectEntries = [
  { from: '/team', to: '/crew', permanent: true },
  { from: '/magazin', to: '/magazine', permanent: true },
]
