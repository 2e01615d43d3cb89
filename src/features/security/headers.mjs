// Security headers of every response (issue "Safe to put in public"): a Content-Security-Policy
// whose scripts are the site's own files plus the exact inline scripts of the page, by hash — no
// per-request nonce, so prerendered and cached pages stay cacheable —, no framing but by the site
// itself (the admin's live preview), nosniff, a strict referrer policy, the browser features the site does
// not use turned off, and HSTS behind https. Plain JavaScript for the production server.
import { createHash } from 'node:crypto'

/** Where the policy sends its violation reports (src/app/csp-reports/route.ts), and its name in Reporting-Endpoints. */
export const reportPath = '/csp-reports'
export const reportGroup = 'csp'

/** Where Google Tag Manager and the tags it loads live (Google's CSP guide for Tag Manager and GA4). */
export const tagManagerSources = {
  script: ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net', 'https://www.google.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net'],
  frame: ['https://www.googletagmanager.com'],
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const executableType = /^(?:|text\/javascript|application\/javascript|module)$/i

/** sha256 sources of every inline script a browser would run in this HTML (data blocks like JSON-LD are not scripts to it). */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of String(html).matchAll(scriptTag)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!executableType.test(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The policy of an HTML page, one for every visitor (issue 50 point 1): the page's own scripts (by
 * `hashes` or nonce) and Tag Manager's hosts. Whether Tag Manager loads is the visitor's consent,
 * followed in the browser (src/features/consent/gtm.ts loads it only once consented), so a page's
 * headers do not depend on a cookie and any cache may hold it. `mediaOrigin`: where images come
 * from when MEDIA_URL is another host. A page may be framed by the site itself only, for everyone
 * alike: the admin's live preview frames it, no other site can. `development`: the development
 * server's page, whose React needs eval().
 */
export function contentSecurityPolicy({ hashes = [], mediaOrigin = null, development = false }) {
  const gtm = (kind) => tagManagerSources[kind]
  const directives = [
    ['default-src', "'self'"],
    // React's development build needs eval() to rebuild call stacks (`npm run dev` only; docs/development.md#npm-run-dev).
    ['script-src', "'self'", ...hashes, ...(development ? ["'unsafe-eval'"] : []), ...gtm('script')],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(mediaOrigin ? [mediaOrigin] : []), ...gtm('img')],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...gtm('connect')],
    ['media-src', "'self'", ...(mediaOrigin ? [mediaOrigin] : [])],
    ['frame-src', "'self'", ...gtm('frame')],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
    // Violations are counted per page (./violations.mjs): report-to where the Reporting API is,
    // report-uri for browsers without it (a browser with both uses report-to alone).
    ['report-uri', reportPath],
    ['report-to', reportGroup],
  ]
  return directives.map((parts) => parts.join(' ')).join('; ')
}

/** Every other answer (JSON, images, files): nothing runs in it, nothing frames it. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; sandbox"

/** Browser features the site does not use, off for it and anything it embeds (fullscreen stays for the image viewer). */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** The headers every response carries. */
export function baseHeaders({ https = false } = {}) {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy,
    'cross-origin-opener-policy': 'same-origin',
    // The Reporting API's endpoint that the page policy's `report-to` names.
    'reporting-endpoints': `${reportGroup}="${reportPath}"`,
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}
