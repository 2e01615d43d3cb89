import type { Field, GlobalConfig } from 'payload'

import { isValidGtmId } from '../base/gtmId'
import { anyone, editors } from './access'
import { image, text, textarea } from './fields/localizedText'

const settings = { de: 'Einstellungen', en: 'Settings' }

const menu = (name: string, label: { de: string; en: string }): Field => ({
  name,
  type: 'array',
  label,
  fields: [
    {
      type: 'row',
      fields: [
        text('label', { de: 'Beschriftung', en: 'Label' }, { required: true }),
        { name: 'link', type: 'text', required: true, label: { de: 'Ziel (Pfad oder URL)', en: 'Target (path or URL)' } },
      ],
    },
  ],
})

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { de: 'Navigation', en: 'Navigation' },
  access: { read: anyone, update: editors },
  admin: { group: settings },
  fields: [menu('main', { de: 'Hauptmenü', en: 'Main menu' }), menu('secondary', { de: 'Zweitmenü', en: 'Secondary menu' }), menu('footer', { de: 'Fußzeile', en: 'Footer' })],
}

const cookieList = (name: string, label: { de: string; en: string }): Field => ({
  name,
  type: 'array',
  label,
  fields: [
    {
      name: 'id',
      type: 'text',
      required: true,
      label: { de: 'Kennung', en: 'Id' },
      validate: (v: unknown) => (typeof v === 'string' && /^[a-z0-9_-]+$/i.test(v) ? true : 'Nur Buchstaben, Ziffern, - und _ / Letters, digits, - and _ only'),
    },
    text('name', { de: 'Name', en: 'Name' }, { required: true }),
    textarea('description', { de: 'Beschreibung', en: 'Description' }),
  ],
})

/** Consent configuration (docs/behaviour.md#consent-configuration): necessary and optional cookies, each with an id. */
export const Consent: GlobalConfig = {
  slug: 'consent',
  label: { de: 'Cookie-Einwilligung', en: 'Cookie consent' },
  access: { read: anyone, update: editors },
  admin: { group: settings },
  fields: [
    text('title', { de: 'Überschrift', en: 'Heading' }),
    textarea('intro', { de: 'Einleitung', en: 'Introduction' }),
    cookieList('necessary', { de: 'Notwendige Cookies', en: 'Necessary cookies' }),
    {
      ...cookieList('optional', { de: 'Optionale Cookies', en: 'Optional cookies' }),
      // src/features/consent/gtm.ts: the switch of this id loads Tag Manager.
      admin: {
        description: {
          de: 'Die Kennung „gtm“ (oder „google-tag-manager“) steht für den Google Tag Manager: er lädt erst, wenn Besucher dieses Cookie erlauben. Ein neues optionales Cookie fragt alle Besucher erneut.',
          en: 'The id “gtm” (or “google-tag-manager”) stands for Google Tag Manager: it loads only once visitors allow this cookie. A new optional cookie asks every visitor again.',
        },
      },
    } as Field,
  ],
}

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { de: 'Website', en: 'Site settings' },
  access: { read: anyone, update: editors },
  admin: { group: settings },
  fields: [
    text('galleryName', { de: 'Name der Galerie', en: 'Gallery name' }),
    textarea('address', { de: 'Anschrift', en: 'Address' }),
    { name: 'contactEmail', type: 'email', label: { de: 'Kontaktadresse', en: 'Contact address' } },
    { name: 'phone', type: 'text', label: { de: 'Telefon', en: 'Phone' } },
    {
      name: 'gtmId',
      type: 'text',
      label: { de: 'Google-Tag-Manager-ID', en: 'Google Tag Manager id' },
      admin: { description: { de: 'z. B. GTM-ABC123', en: 'e.g. GTM-ABC123' } },
      validate: (v: unknown) =>
        !v || isValidGtmId(v) ? true : 'Die ID muss mit „GTM-“ beginnen, gefolgt von Buchstaben und Ziffern / The id must be “GTM-” followed by letters and digits',
    },
    image('defaultImage', { de: 'Standardbild', en: 'Default image' }),
    {
      // Printed under the head of every price list, in the list's language (src/features/sales/printEndpoints.ts).
      name: 'vatNote',
      type: 'text',
      localized: true,
      label: { de: 'Umsatzsteuer-Hinweis der Preislisten', en: 'VAT line of the price lists' },
      admin: { description: { de: 'z. B. „Alle Preise inkl. 7 % MwSt.“; leer: keine Zeile.', en: 'e.g. "All prices incl. 7 % VAT"; empty: no line.' } },
    },
    {
      // docs/behaviour.md#global-search globalSearchEnabled: the search button and overlay in the header (src/features/search).
      name: 'globalSearchEnabled',
      type: 'checkbox',
      defaultValue: true,
      label: { de: 'Suche im Kopf der Seite anbieten', en: 'Offer search in the site header' },
    },
  ],
}

export const Werkstattpalast: GlobalConfig = {
  slug: 'werkstattpalast',
  label: { de: 'Werkstattpalast', en: 'Werkstattpalast' },
  access: { read: anyone, update: editors },
  admin: { group: { de: 'Werkstattpalast', en: 'Werkstattpalast' } },
  fields: [
    text('title', { de: 'Titel', en: 'Title' }, { required: true }),
    textarea('intro', { de: 'Einleitung', en: 'Introduction' }),
    { name: 'body', type: 'richText', localized: true, label: { de: 'Text', en: 'Text' } },
    image('image', { de: 'Bild', en: 'Image' }),
  ],
}
