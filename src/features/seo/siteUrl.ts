/**
 * The site's public origin, for absolute URLs in structured data. The same rule as the
 * layout's `metadataBase` (PUBLIC_URL, else this server's own port), so JSON-LD, canonical
 * and Open Graph URLs always agree.
 */
import { config } from '../../config/env.mjs'

export function siteUrl(): string {
  return config().PUBLIC_URL || `http://localhost:${config().PORT}`
}
