import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Tests build into their own folder so they never clobber the operator's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The same sources give the same build id on every machine (scripts/lib.mjs, buildOrExit).
  generateBuildId: async () => process.env.VERNISSAGE_BUILD_ID || null,
  images: { unoptimized: true },
  // Next's file-system cache, plus, with REDIS_URL, revalidations and rendered pages shared by
  // every instance (src/features/cache/nextCacheHandler.mjs).
  cacheHandler: path.resolve(process.cwd(), 'src/features/cache/nextCacheHandler.mjs'),
  // `npm test` type-checks the whole project with tsc; the build need not do it a second time.
  typescript: { ignoreBuildErrors: true },
  async redirects() {
    return []
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
