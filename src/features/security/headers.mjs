// Security headers of every response (issue "Safe to put in public"): a Content-Security-Policy
// whose scripts are the site's own files plus the exact inline scripts of the page, by hash — no
// per-request nonce, so prerendered and cached pages stay cacheable —, no framing but by the
// admin's own live preview, nosniff, a strict referrer policy, the browser features the site does
// not use turned off, and HSTS behind https. Plain JavaScript for the production server.
import { createHash, timingSafeEqual } from 'node:crypto'

import { jwtVerify } from 'jose'

import { readCookie } from './cookies.mjs'

/** Where Google Tag Manager and the tags it loads live (Google's CSP guide for Tag Manager and GA4). */
export const tagManagerSources = {
  script: ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net', 'https://www.google.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net'],
  frame: ['https://www.googletagmanager.com'],
}

/** The ids whose consent loads Tag Manager (src/features/consent/gtm.ts). */
const tagManagerIds = ['gtm', 'google-tag-manager']

/** Whether this request's consent cookie enables Tag Manager: only then does the policy admit it. */
export function consentsToTagManager(cookieHeader) {
  const value = readCookie(cookieHeader, 'cookie_control_enabled_cookies')
  return value !== null && value.split('~').some((id) => tagManagerIds.includes(id.trim()))
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
 * The policy of an HTML page. `tagManager`: the visitor consented to it; `framing`: 'self' for staff
 * (the admin's live preview frames the site), 'none' for everyone else; `mediaOrigin`: where images come from when MEDIA_URL is another host.
 */
export function contentSecurityPolicy({ hashes = [], tagManager = false, framing = 'none', mediaOrigin = null }) {
  const gtm = (kind) => (tagManager ? tagManagerSources[kind] : [])
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes, ...gtm('script')],
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
    ['frame-ancestors', framing === 'self' ? "'self'" : "'none'"],
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
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/**
 * The key Payload signs its session tokens with (HS256): the first 32 hex digits of SHA-256 over
 * PAYLOAD_SECRET, as bytes (payload/dist/index.js sets `payload.secret` so; auth/jwt.js signs with it).
 */
export function payloadSigningKey(secret) {
  return new TextEncoder().encode(createHash('sha256').update(secret).digest('hex').slice(0, 32))
}

function sameText(a, b) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Whether the admin may frame this visitor's pages (its live preview; same origin only): only for
 * a staff session whose token verifies with the site's secret (signature, HS256, not expired —
 * jose, which Payload signs with), or Next's draft mode whose cookie holds this build's preview id.
 * A cookie that is merely named so (issue 30) relaxes nothing. `secret`: PAYLOAD_SECRET;
 * `previewModeId`: the build's (prerender-manifest.json), null when unknown.
 * @param {{ secret?: string | null, previewModeId?: string | null }} options
 * @returns {(cookieHeader: string | undefined | null) => Promise<'self' | 'none'>}
 */
export function createFramingCheck({ secret = null, previewModeId = null } = {}) {
  const key = secret ? payloadSigningKey(secret) : null
  return async function framingFor(cookieHeader) {
    const token = readCookie(cookieHeader, 'payload-token')
    if (token && key) {
      try {
        await jwtVerify(token, key, { algorithms: ['HS256'] })
        return 'self'
      } catch {
        // forged, expired or signed with another secret: no session
      }
    }
    const bypass = readCookie(cookieHeader, '__prerender_bypass')
    return bypass && previewModeId && sameText(bypass, previewModeId) ? 'self' : 'none'
  }
}
