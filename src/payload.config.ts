// The Payload config: the CMS (src/cms: collections, globals, hooks, the database) composed with
// what the features add to it (their parts of the collections, the GraphQL guard, live preview,
// object storage, upload gates, the mail retry and the reservation lapses). It sits on top of the
// floors (docs/architecture.md#floors): below it, only src/cms/client.ts loads it, through
// Payload's `@payload-config` alias.
import path from 'node:path'

import { s3Storage } from '@payloadcms/storage-s3'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { payloadValidationRules } from './features/graphql/guard'
import { livePreview, withPreviewButton } from './features/preview/livePreview'
import { withCatalogue } from './features/catalogue/collections'
import { withSales } from './features/sales/collections'
import { Contacts } from './features/contacts/collection'
import { ViewingRooms } from './features/viewing-rooms/collection'
import { withRoomCases } from './features/viewing-rooms/ask'
import { ViewingRoomViews, withRoomInterest } from './features/viewing-rooms/interest'
import { ReplyTemplates } from './features/sales/replyTemplates'
import { renderAttachments } from './features/sales/attachments'
import { personDataEndpoints } from './features/privacy/endpoints'
import { withMediaStorage } from './features/uploads/collections'
import { objectStoreSettings } from './features/uploads/objectStore'
import { defaultLocale } from './base/locales'
import { Artworks } from './cms/collections/Artworks'
import { Exhibitions, InquiryTopics, Leasing, Magazine } from './cms/collections/editorial'
import { Inquiries, MailOutbox, Subscribers } from './cms/collections/forms'
import { Media } from './cms/collections/Media'
import { Faq, Pages, WerkstattpalastPages } from './cms/collections/pages'
import { Artists, Crew, Curators } from './cms/collections/people'
import { Redirects } from './cms/collections/Redirects'
import { Categories, Colors, Mediums, Styles, Tags } from './cms/collections/taxonomies'
import { Users } from './cms/collections/Users'
import { databaseAdapter } from './cms/database'
import { richTextEditor } from './cms/richText'
import { Consent, Navigation, SiteSettings, Werkstattpalast } from './cms/globals'
import { publicQueries } from './cms/graphql'
import { withChangeAnnouncements, withGlobalAnnouncements } from './cms/changes'
import { withDeleteRules } from './cms/deleteRules'
import { adminDateFormat, withLocalizedDates } from './cms/fields/dates'
import { adminTranslations } from './cms/adminTranslations'
import { withDraftLinksGuarded } from './cms/hooks/draftLinks'
import { withExplorerHooks } from './cms/hooks/explorer'
import { withLiveHooks } from './cms/hooks/live'
import { withMalformedIdsRefused } from './cms/hooks/requestErrors'
import { withQueryBounds } from './cms/hooks/queryBounds'
import { databaseUnavailable } from './cms/hooks/databaseErrors'
import { objectStoreUnavailable, rollBackUploadsTheStoreRefused, tooLargeUploadMessage } from './cms/hooks/uploadErrors'
import { fieldReasons } from './cms/hooks/validationErrors'
import { payloadSecret } from './cms/secret'
import { withLoginLimits } from './features/security/login'
import { withOddInputRefused } from './features/security/queryShape'
import { withWritesGated } from './features/security/writeGate'
import { config } from './config/env.mjs'

/** Largest upload staff may send, in bytes (25 MB: a full-resolution photograph of a work). */
export const maxUploadBytes = 25 * 1024 * 1024

// @payloadcms/storage-s3 (and the plugin-cloud-storage under it) is published up to 3.90.1 on
// this registry, the rest of Payload is 3.90.2; package.json's overrides keep one copy of payload
// and @payloadcms/ui. Payload's development-only version check would reject that one patch level
// with an unhandled rejection, which ends `next dev` and the tests' processes.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

/** S3-compatible object storage for media when `S3_BUCKET` is set (issue 17); else the local disk. */
const objectStore = objectStoreSettings()

// Odd query arguments are refused with 400 on every collection and global, Payload's own included
// (issue 30 point 8); writes the client may not make, and bodies larger than their route needs, are
// refused before the body is read (issue 30 point 10, issue 46 point 5).
export default withWritesGated(
  withOddInputRefused(
    buildConfig({
      secret: payloadSecret(),
      serverURL: config().PUBLIC_URL || undefined,
      admin: {
        user: Users.slug,
        // No Gravatar: it would send a hash of each staff address to another host (and the policy admits only our own images).
        avatar: 'default',
        // Dates in the editor's language and format (src/cms/fields/dates.ts).
        dateFormat: adminDateFormat,
        // The gallery's name and mark in the title, the favicon and the link previews, not Payload's (docs/admin.md#branding).
        meta: {
          title: 'Vernissage',
          titleSuffix: '· Vernissage',
          defaultOGImageType: 'off',
          openGraph: { siteName: 'Vernissage', title: 'Vernissage', description: 'Vernissage' },
          icons: [
            { rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' },
            { rel: 'icon', sizes: '32x32', url: '/favicon.ico' },
            { rel: 'apple-touch-icon', url: '/apple-icon.png' },
          ],
        },
        importMap: { baseDir: path.resolve(process.cwd(), 'src') },
        // Drafts beside the form, through the site's preview entry (src/features/preview).
        livePreview,
        components: {
          graphics: { Logo: '/cms/admin/GalleryLogo#GalleryLogo', Icon: '/cms/admin/GalleryLogo#GalleryIcon' },
          // Catalogue import and export (issue 19; src/cms/admin).
          afterNavLinks: ['/features/catalogue/admin/CatalogueNavLink#CatalogueNavLink', '/features/privacy/admin/PersonDataNavLink#PersonDataNavLink'],
          // New cases and the gallery's numbers (issue 36; src/features/sales/admin/SalesDashboard.tsx).
          beforeDashboard: ['/features/sales/admin/SalesDashboard#SalesDashboard'],
          // The CSP violations browsers reported, per page (issue 50 point 2; src/features/security/violations.mjs).
          afterDashboard: ['/features/security/admin/CspViolations#CspViolations'],
          // Date pickers in the editor's language from their first render (src/cms/admin/DateLocale.tsx).
          // Payload's fixed English toasts in the editor's language (src/cms/admin/FixedTexts.tsx).
          providers: ['/cms/admin/DateLocale#DateLocale', '/cms/admin/FixedTexts#FixedTexts'],
          views: {
            catalogue: { Component: '/features/catalogue/admin/CatalogueView#CatalogueView', path: '/catalogue', meta: { title: 'Katalog · Catalogue' } },
            // Access and erasure per person (issue 45; src/features/privacy).
            personData: { Component: '/features/privacy/admin/PersonDataView#PersonDataView', path: '/person-data', meta: { title: 'Personendaten · Personal data' } },
            // No form for a first user: the operator's command instead (src/cms/firstAdmin.ts).
            createFirstUser: { Component: '/cms/admin/NoFirstUser#NoFirstUser', meta: { title: 'Vernissage' } },
          },
        },
      },
      i18n: {
        fallbackLanguage: 'de',
        supportedLanguages: { de, en },
        // Sentences that read whatever label is put in, "Inhaltssprache" apart from "Sprache der Oberfläche" (src/cms/adminTranslations.ts).
        translations: adminTranslations,
      },
      localization: {
        locales: [
          { code: 'de', label: 'Deutsch' },
          { code: 'en', label: 'English' },
        ],
        defaultLocale,
        fallback: true,
      },
      // Innermost, the features' parts of the CMS's collections (fields, hooks, endpoints, admin
      // controls; src/features/*/collections.ts), so every wrapper around them sees them too.
      // A publish that would link to a draft is refused, or brings the draft along (src/cms/hooks/draftLinks.ts).
      collections: withDraftLinksGuarded([
        // The explorer's lists are built from these; their hooks refresh the pages built from them.
        // Live updates (src/features/live) after a publish, unpublish or delete of a work.
        withLiveHooks(withExplorerHooks(withCatalogue(withSales(Artworks)))),
        withExplorerHooks(Artists),
        Curators,
        Crew,
        withSales(Exhibitions),
        Magazine,
        Leasing,
        InquiryTopics,
        Pages,
        WerkstattpalastPages,
        Faq,
        withExplorerHooks(withMediaStorage(Media)),
        ...[Colors, Mediums, Styles, Tags, Categories].map(withExplorerHooks),
        Redirects,
      ])
        // Every save and deletion of content is announced once committed; every cache and index
        // built from it listens (src/cms/changes.ts). Accounts, inquiries and mails show on no page.
        .map(withChangeAnnouncements)
        .concat([withLoginLimits(Users), withRoomCases(withSales(Inquiries)), withRoomInterest(Contacts), ViewingRooms, ViewingRoomViews, ReplyTemplates, Subscribers, MailOutbox])
        .map(withPreviewButton)
        .map(withMalformedIdsRefused)
        // What a delete does to the documents naming the one deleted: unlink, cascade or refuse (src/cms/deleteRules.ts).
        .map(withDeleteRules)
        // Anonymous text filters are bounded before they reach the database (src/cms/hooks/queryBounds.ts).
        .map(withQueryBounds)
        .map(withLocalizedDates),
      // Staff only: what is held about a person, its export and its erasure (src/features/privacy).
      endpoints: personDataEndpoints,
      globals: [Navigation, Consent, SiteSettings, Werkstattpalast].map(withGlobalAnnouncements).map(withLocalizedDates),
      // Links limited to web, mail and telephone addresses and the site's paths (src/cms/richText.ts).
      editor: richTextEditor,
      db: databaseAdapter(),
      sharp,
      upload: { limits: { fileSize: maxUploadBytes } },
      plugins: [
        // Payload's official adapter stores the originals; our /media route makes and stores the
        // variants beside them (src/features/uploads). Its fields are in the schema with or without
        // a bucket, so one set of migrations serves both setups.
        s3Storage({
          enabled: objectStore !== null,
          alwaysInsertFields: true,
          bucket: objectStore?.bucket ?? '',
          config: objectStore?.config ?? {},
          collections: { media: objectStore?.prefix ? { prefix: objectStore.prefix } : true },
        }),
        rollBackUploadsTheStoreRefused('media'),
      ],
      hooks: { afterError: [fieldReasons, tooLargeUploadMessage(maxUploadBytes), objectStoreUnavailable, databaseUnavailable] },
      // The guard's rules (depth, aliases, cost by `limit` …) run in Payload's own validation of each
      // query; a refusal is answered in the client's language by src/features/graphql/endpoint.ts.
      graphQL: { queries: publicQueries, maxComplexity: 1000, validationRules: payloadValidationRules },
      typescript: {
        outputFile: path.resolve(process.cwd(), 'src/cms/payload-types.ts'),
        // Outside production Payload starts `payload generate:types` in the background on every start:
        // an operator command (scripts/runScript.mjs) would leave one behind each run, rewriting this
        // checkout's types file and loading the whole config again. So would each Payload a test
        // starts (Vitest sets NODE_ENV=test), while the end-to-end build beside the tests
        // fingerprints that file (scripts/lib.mjs buildFingerprint). `next dev` keeps it.
        autoGenerate: !config().VERNISSAGE_SCRIPT && config().NODE_ENV !== 'test',
      },
      telemetry: false,
      // Server only (Payload keeps `custom` out of the admin's client config). The outbox prints a
      // mail's attachments from their specs when it sends it (src/features/forms/mail.ts): the
      // PDFs of a reply from a case (src/features/sales/attachments.ts).
      custom: { mailAttachments: renderAttachments },
      onInit: async (payload) => {
        // A pooled PostgreSQL connection that the server ends while idle (a restart, a cut network)
        // is reported on the pool; unheard, Node ends the process. The pool replaces it on next use.
        const pool = (payload.db as { pool?: { on?: (event: 'error', listener: (error: Error) => void) => void } }).pool
        pool?.on?.('error', (error) => payload.logger.warn(`database connection lost (${error.message}); reconnecting on next use`))
        // Retries mails the SMTP server refused (src/features/forms/mail.ts); idle without SMTP_URL.
        ;(await import('./features/forms/mail')).startMailRetry(payload)
        // Drops what caches hold of a reservation once its date passes (src/features/sales/lapse.ts).
        if (!config().VERNISSAGE_SCRIPT) (await import('./features/sales/lapse')).startReservationLapses(payload)
        // Files visitors' answers into their cases when INBOUND_SMTP_PORT is set (src/features/sales/inbound.ts).
        if (!config().VERNISSAGE_SCRIPT && config().NODE_ENV !== 'test')
          await (await import('./features/sales/inbound')).startInbound(payload).catch((error) => payload.logger.error(`inbound mail: ${String(error)}`))
        // Reminds a hold's assignee the day before it lapses (src/features/sales/holdReminder.ts).
        if (!config().VERNISSAGE_SCRIPT && config().NODE_ENV !== 'test') (await import('./features/sales/holdReminder')).startHoldReminders(payload)
      },
    }),
  ),
  maxUploadBytes,
)
