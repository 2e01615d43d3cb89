/**
 * Generic pages (/transparenz, /vision, /impressum …) built from the page blocks of
 * src/cms/blocks.ts. Artworks, artists and exhibitions are referred to by their position in
 * the seed plan and resolved to ids when written.
 */

import type { TextBlock } from '../richtext'
import type { Localized } from './types'

export type BlockText =
  | { blockType: 'richText'; content: Localized<TextBlock[]> }
  | { blockType: 'image'; artwork: number; caption: Localized }
  | { blockType: 'gallery'; artworks: number[] }
  | { blockType: 'quote'; quote: Localized; attribution: Localized }
  | { blockType: 'callToAction'; heading: Localized; text: Localized; label: Localized; link: string }
  | { blockType: 'artworkTeaser'; heading: Localized; artworks: number[] }
  | { blockType: 'artistTeaser'; heading: Localized; artists: number[] }
  | { blockType: 'exhibitionTeaser'; exhibition: number }

/** The routes are fixed (docs/behaviour.md#routes), so a page keeps one slug in both languages. */
export type PageText = { slug: string; title: Localized; intro: Localized; pageLayout: 'default' | 'minimal'; layout: BlockText[] }

const text = (de: TextBlock[], en: TextBlock[]): BlockText => ({ blockType: 'richText', content: { de, en } })

const newsletterCta: BlockText = {
  blockType: 'callToAction',
  heading: { de: 'Nichts verpassen', en: 'Don’t miss a thing' },
  text: { de: 'Einmal im Monat: neue Werke, Ausstellungen und Termine.', en: 'Once a month: new works, exhibitions and dates.' },
  label: { de: 'Newsletter abonnieren', en: 'Subscribe to the newsletter' },
  link: '/newsletter',
}

export const pageTexts: PageText[] = [
  {
    slug: 'transparenz',
    title: { de: 'Transparenz', en: 'Transparency' },
    intro: {
      de: 'Wie unsere Preise entstehen, wohin das Geld geht und was wir von unseren Partnern erwarten.',
      en: 'How our prices come about, where the money goes and what we expect of our partners.',
    },
    pageLayout: 'default',
    layout: [
      text(
        [
          { heading: 'Preise' },
          'Jeder Preis wird gemeinsam mit der Künstlerin oder dem Künstler festgelegt und gilt für alle Käuferinnen und Käufer gleich. Wir veröffentlichen Preise, wo immer es möglich ist.',
          { heading: 'Aufteilung' },
          'Vom Verkaufspreis erhalten die Künstlerinnen und Künstler in der Regel **60 Prozent**. Der Anteil der Galerie deckt Ausstellungen, Transporte, Versicherung, Kommunikation und das Team.',
        ],
        [
          { heading: 'Prices' },
          'Every price is set together with the artist and is the same for every buyer. We publish prices wherever possible.',
          { heading: 'The split' },
          'Artists usually receive **60 per cent** of the sale price. The gallery’s share covers exhibitions, transport, insurance, communication and the team.',
        ],
      ),
      {
        blockType: 'quote',
        quote: { de: 'Vertrauen entsteht dort, wo man nachfragen darf.', en: 'Trust grows where one is allowed to ask.' },
        attribution: { de: 'Charlotte Weiß, Galerieleitung', en: 'Charlotte Weiß, gallery director' },
      },
      text(
        [{ heading: 'Leasing' }, 'Die monatliche Leasingrate ergibt sich aus dem Kaufpreis mal 1,1, verteilt auf 48 Monate. Es gibt keine versteckten Gebühren.'],
        [{ heading: 'Leasing' }, 'The monthly leasing rate is the purchase price times 1.1, spread over 48 months. There are no hidden fees.'],
      ),
      { blockType: 'artworkTeaser', heading: { de: 'Beispiele mit Preis', en: 'Examples with prices' }, artworks: [4, 9, 15, 22] },
    ],
  },
  {
    slug: 'vision',
    title: { de: 'Vision', en: 'Vision' },
    intro: {
      de: 'Eine Galerie als offenes Haus: für Kunst, die bleibt, und Menschen, die sie lieben.',
      en: 'A gallery as an open house: for art that lasts and the people who love it.',
    },
    pageLayout: 'default',
    layout: [
      text(
        [
          'Wir glauben, dass Kunst in den Alltag gehört – in Wohnungen, Büros und Praxen, nicht nur in Museen. Deshalb machen wir es leicht, mit Kunst zu leben: mit klaren Preisen, ehrlicher Beratung und Leasing für Unternehmen.',
          'Gleichzeitig geben wir Künstlerinnen und Künstlern Raum zum Arbeiten. Der Werkstattpalast ist unser Versprechen, dass Galeriearbeit im Atelier beginnt.',
        ],
        [
          'We believe art belongs in everyday life – in homes, offices and practices, not just in museums. That is why we make it easy to live with art: with clear prices, honest advice and leasing for companies.',
          'At the same time, we give artists space to work. The Werkstattpalast is our promise that gallery work begins in the studio.',
        ],
      ),
      { blockType: 'image', artwork: 7, caption: { de: 'Blick in die Ausstellung', en: 'View of the exhibition' } },
      { blockType: 'artistTeaser', heading: { de: 'Künstlerinnen und Künstler der Galerie', en: 'The gallery’s artists' }, artists: [0, 1, 2, 4, 8, 10] },
      { blockType: 'exhibitionTeaser', exhibition: 6 },
      newsletterCta,
    ],
  },
  {
    slug: 'impressum',
    title: { de: 'Impressum', en: 'Legal notice' },
    intro: { de: 'Angaben gemäß § 5 DDG.', en: 'Information pursuant to § 5 DDG (German Digital Services Act).' },
    pageLayout: 'minimal',
    layout: [
      text(
        [
          '**Galerie Vernissage GmbH**',
          'Auguststraße 42, 10119 Berlin',
          'Vertreten durch die Geschäftsführerin Charlotte Weiß',
          'Telefon: +49 30 555 01 23 · E-Mail: kontakt@vernissage.example',
          'Handelsregister: Amtsgericht Charlottenburg, HRB 000000 (Demo)',
          'Umsatzsteuer-ID: DE000000000 (Demo)',
          { heading: 'Verantwortlich für den Inhalt', tag: 'h3' },
          'Charlotte Weiß, Anschrift wie oben.',
        ],
        [
          '**Galerie Vernissage GmbH**',
          'Auguststraße 42, 10119 Berlin, Germany',
          'Represented by the managing director Charlotte Weiß',
          'Phone: +49 30 555 01 23 · Email: kontakt@vernissage.example',
          'Commercial register: Charlottenburg Local Court, HRB 000000 (demo)',
          'VAT ID: DE000000000 (demo)',
          { heading: 'Responsible for content', tag: 'h3' },
          'Charlotte Weiß, address as above.',
        ],
      ),
    ],
  },
  {
    slug: 'datenschutz',
    title: { de: 'Datenschutz', en: 'Privacy policy' },
    intro: { de: 'Wie wir mit Ihren Daten umgehen.', en: 'How we handle your data.' },
    pageLayout: 'minimal',
    layout: [
      text(
        [
          { heading: 'Verantwortliche Stelle' },
          'Galerie Vernissage GmbH, Auguststraße 42, 10119 Berlin, kontakt@vernissage.example.',
          { heading: 'Cookies und Einwilligung' },
          'Technisch notwendige Cookies setzen wir ohne Einwilligung, etwa um Ihre Sprachwahl zu speichern. Alle weiteren Dienste laden wir erst, wenn Sie im Einwilligungsdialog zugestimmt haben:',
          { list: ['Google Tag Manager (Kennung „gtm“)', 'Reichweitenmessung (Kennung „analytics“)'] },
          'Ihre Einwilligung können Sie jederzeit über den Link „Cookie-Einstellungen“ in der Fußzeile widerrufen.',
          { heading: 'Anfragen und Newsletter' },
          'Daten aus Kontakt- und Anfrageformularen verwenden wir nur zur Bearbeitung Ihrer Anfrage. Für den Newsletter speichern wir Ihre E-Mail-Adresse, bis Sie sich abmelden.',
          { heading: 'Ihre Rechte' },
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Beschwerde bei einer Aufsichtsbehörde.',
        ],
        [
          { heading: 'Controller' },
          'Galerie Vernissage GmbH, Auguststraße 42, 10119 Berlin, Germany, kontakt@vernissage.example.',
          { heading: 'Cookies and consent' },
          'We set technically necessary cookies without consent, for example to remember your language. We load all other services only after you have agreed in the consent dialogue:',
          { list: ['Google Tag Manager (id “gtm”)', 'Audience measurement (id “analytics”)'] },
          'You can withdraw your consent at any time using the “Cookie settings” link in the footer.',
          { heading: 'Inquiries and newsletter' },
          'We use data from contact and inquiry forms only to handle your request. For the newsletter we store your email address until you unsubscribe.',
          { heading: 'Your rights' },
          'You have the right to access, rectification, erasure and restriction of processing, and to lodge a complaint with a supervisory authority.',
        ],
      ),
    ],
  },
  {
    slug: 'newsletter',
    title: { de: 'Newsletter', en: 'Newsletter' },
    intro: { de: 'Neue Werke, Ausstellungen und Einladungen – einmal im Monat in Ihrem Postfach.', en: 'New works, exhibitions and invitations – once a month in your inbox.' },
    pageLayout: 'default',
    layout: [
      text(
        ['Mit unserem Newsletter erfahren Sie als Erste von neuen Werken, Eröffnungen und Atelierbesuchen. Sie können sich jederzeit mit einem Klick abmelden.'],
        ['Our newsletter tells you first about new works, openings and studio visits. You can unsubscribe at any time with one click.'],
      ),
      { blockType: 'gallery', artworks: [1, 2, 3, 5] },
    ],
  },
  {
    slug: 'newsletter-artini',
    title: { de: 'Artini – der Newsletter für junge Sammler', en: 'Artini – the newsletter for young collectors' },
    intro: { de: 'Kunst unter 2.000 €, Editionen und Einladungen zu Afterwork-Führungen.', en: 'Art under €2,000, editions and invitations to after-work tours.' },
    pageLayout: 'default',
    layout: [
      text(
        ['Artini ist unser Newsletter für alle, die mit dem Sammeln beginnen: kleine Formate, Druckgrafik und Fotografie, dazu Tipps für die erste eigene Sammlung.'],
        ['Artini is our newsletter for anyone starting to collect: small formats, prints and photography, plus tips for your first collection.'],
      ),
      { blockType: 'artworkTeaser', heading: { de: 'Aktuell bei Artini', en: 'Currently at Artini' }, artworks: [11, 12, 13] },
    ],
  },
  {
    slug: 'thank-you-for-subscribing',
    title: { de: 'Vielen Dank für Ihre Anmeldung', en: 'Thank you for subscribing' },
    intro: {
      de: 'Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.',
      en: 'Please confirm your subscription using the link in the email we have just sent you.',
    },
    pageLayout: 'minimal',
    layout: [
      {
        blockType: 'callToAction',
        heading: { de: 'Weiter stöbern', en: 'Keep browsing' },
        text: { de: 'In der Zwischenzeit: Entdecken Sie die neuesten Werke.', en: 'In the meantime: discover the latest works.' },
        label: { de: 'Zu den Werken', en: 'See the works' },
        link: '/artworks',
      },
    ],
  },
  {
    slug: 'upgrade-browser',
    title: { de: 'Bitte aktualisieren Sie Ihren Browser', en: 'Please update your browser' },
    intro: { de: 'Ihr Browser ist veraltet und kann diese Website nicht richtig darstellen.', en: 'Your browser is out of date and cannot display this website properly.' },
    pageLayout: 'minimal',
    layout: [
      text(
        ['Aktuelle Versionen von Firefox, Chrome, Safari und Edge sind kostenlos erhältlich und schützen Sie zudem besser im Internet.'],
        ['Current versions of Firefox, Chrome, Safari and Edge are free and also protect you better online.'],
      ),
    ],
  },
  {
    slug: 'contact',
    title: { de: 'Kontakt', en: 'Contact' },
    intro: { de: 'Schreiben Sie uns – wir antworten in der Regel innerhalb eines Werktags.', en: 'Write to us – we usually answer within one working day.' },
    pageLayout: 'default',
    layout: [
      text(
        ['Galerie Vernissage, Auguststraße 24, 10117 Berlin. Dienstag bis Samstag, 11–18 Uhr.'],
        ['Galerie Vernissage, Auguststraße 24, 10117 Berlin. Tuesday to Saturday, 11 am to 6 pm.'],
      ),
    ],
  },
  {
    slug: 'search',
    title: { de: 'Suche', en: 'Search' },
    intro: { de: 'Werke, Künstler:innen, Ausstellungen und Artikel durchsuchen.', en: 'Search works, artists, exhibitions and articles.' },
    pageLayout: 'default',
    layout: [],
  },
  {
    slug: 'addtocart',
    title: { de: 'Ihre Anfrageliste', en: 'Your inquiry list' },
    intro: { de: 'Sammeln Sie Werke und fragen Sie alle mit einer Anfrage an.', en: 'Collect works and ask about all of them in one inquiry.' },
    pageLayout: 'default',
    layout: [],
  },
  {
    slug: 'preview',
    title: { de: 'Vorschau', en: 'Preview' },
    intro: { de: 'Die Vorschau zeigt Mitarbeitenden der Galerie unveröffentlichte Inhalte.', en: 'The preview shows gallery staff unpublished content.' },
    pageLayout: 'minimal',
    layout: [],
  },
  {
    slug: 'sitemap',
    title: { de: 'Sitemap', en: 'Sitemap' },
    intro: { de: 'Alle Bereiche der Galerie auf einen Blick.', en: 'Every part of the gallery at a glance.' },
    pageLayout: 'default',
    layout: [],
  },
]

export const newsletterCallToAction = newsletterCta
