import path from 'node:path'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { defaultLocale } from '../i18n/locales'
import { Artworks } from './collections/Artworks'
import { Exhibitions, InquiryTopics, Leasing, Magazine } from './collections/editorial'
import { Media } from './collections/Media'
import { Faq, Pages, WerkstattpalastPages } from './collections/pages'
import { Artists, Crew, Curators } from './collections/people'
import { Redirects } from './collections/Redirects'
import { Categories, Colors, Mediums, Styles, Tags } from './collections/taxonomies'
import { Users } from './collections/Users'
import { databaseAdapter } from './database'
import { Consent, Navigation, SiteSettings, Werkstattpalast } from './globals'
import { publicQueries } from './graphql'
import { tooLargeUploadMessage } from './hooks/uploadErrors'
import { payloadSecret } from './secret'

/** Largest upload staff may send, in bytes (25 MB: a full-resolution photograph of a work). */
export const maxUploadBytes = 25 * 1024 * 1024

export default buildConfig({
  secret: payloadSecret(),
  serverURL: process.env.PUBLIC_URL || undefined,
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Vernissage' },
    importMap: { baseDir: path.resolve(process.cwd(), 'src') },
  },
  i18n: {
    fallbackLanguage: 'de',
    supportedLanguages: { de, en },
  },
  localization: {
    locales: [
      { code: 'de', label: 'Deutsch' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale,
    fallback: true,
  },
  collections: [
    Artworks,
    Artists,
    Curators,
    Crew,
    Exhibitions,
    Magazine,
    Leasing,
    InquiryTopics,
    Pages,
    WerkstattpalastPages,
    Faq,
    Media,
    Colors,
    Mediums,
    Styles,
    Tags,
    Categories,
    Redirects,
    Users,
  ],
  globals: [Navigation, Consent, SiteSettings, Werkstattpalast],
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  upload: { limits: { fileSize: maxUploadBytes } },
  hooks: { afterError: [tooLargeUploadMessage(maxUploadBytes)] },
  graphQL: { queries: publicQueries, maxComplexity: 1000 },
  typescript: { outputFile: path.resolve(process.cwd(), 'src/cms/payload-types.ts') },
  telemetry: false,
})
