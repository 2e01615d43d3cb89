import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { config as settings } from './src/config/env.mjs'

// The message catalogues are compiled at build time (icu-minify): the browser gets no ICU parser
// (intl-messageformat, ~12 KB gzipped) and formats without it, which also spares a phone
// `Intl.NumberFormat.supportedLocalesOf` (~120 ms at 4× CPU slowdown) on every first view.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './src/i18n/messages', format: 'json', locales: ['de', 'en'], sourceLocale: 'de', precompile: true } },
})

const nextConfig: NextConfig = {
  // Tests build into their own folder so they never clobber the operator's build.
  distDir: settings().NEXT_DIST_DIR,
  poweredByHeader: false,
  // The front cache gives the pages it keeps their ETag (src/server/frontCache.mjs pageEtag); Next's
  // own hashed every page it sent in JavaScript, 5 % of the CPU of a page that misses that cache.
  generateEtags: false,
  // The same sources give the same build id on every machine (scripts/lib.mjs, buildOrExit).
  generateBuildId: async () => settings().VERNISSAGE_BUILD_ID || null,
  images: { unoptimized: true },
  // pdfkit reads its font metrics from its own folder at run time (src/features/sales/pdf.ts).
  serverExternalPackages: ['pdfkit'],
  // Next's file-system cache, plus, with REDIS_URL, revalidations and rendered pages shared by
  // every instance (src/features/cache/nextCacheHandler.mjs).
  cacheHandler: path.resolve(process.cwd(), 'src/features/cache/nextCacheHandler.mjs'),
  // The build type-checks (Next's default): a type error stops `npm start` and `npm run build`
  // instead of reaching production. Only `npm test` skips it, for the build its end-to-end tests
  // run on, after its own type check of the same files (tests included) passed (scripts/test.mjs).
  typescript: { ignoreBuildErrors: settings().VERNISSAGE_TYPES_CHECKED === '1' },
  // Turbopack keeps what it compiled for the next build (16 s to write after a build beside the
  // other test layers): `CI=true npm test` builds once on a fresh clone and has no next build.
  experimental: { turbopackFileSystemCacheForBuild: settings().VERNISSAGE_BUILD_CACHE !== 'off' },
  async redirects() {
    return []
  },
}

const clientHintHeaders = ['Accept-CH', 'Critical-CH', 'Vary']

/**
 * Payload asks every browser for its colour scheme as a client hint (`Accept-CH` and
 * `Critical-CH` on every route), for the admin's theme. On a public page Chromium then throws
 * away the first response of a first visit and asks again: about 600 ms of "redirects" on a phone
 * (Payload issue 17906). The site's theme does not use the hint, so it is sent on the admin only.
 */
export function clientHintsForTheAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  return {
    ...config,
    headers: async () =>
      ((await headers?.()) ?? []).flatMap((rule) => {
        if (rule.source !== '/:path*' || !rule.headers.some((header) => header.key === 'Critical-CH')) return [rule]
        const hints = rule.headers.filter((header) => clientHintHeaders.includes(header.key))
        const rest = rule.headers.filter((header) => !clientHintHeaders.includes(header.key))
        return [...(rest.length > 0 ? [{ ...rule, headers: rest }] : []), { ...rule, source: '/admin', headers: hints }, { ...rule, source: '/admin/:path*', headers: hints }]
      }),
  }
}

export default clientHintsForTheAdminOnly(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }))
