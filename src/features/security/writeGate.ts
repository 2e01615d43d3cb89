/**
 * A write its sender may not make is refused before its body is read, and a body larger than its
 * route can need is refused at once (issue 30 point 10 for uploads, issue 46 point 5 for every
 * write route): Payload's REST handlers read the whole body first (JSON, or multipart up to 25 MB
 * buffered) and check access only in the operation, so an anonymous 24 MB body sent to
 * `POST /api/artworks`, `POST /api/media/:id/duplicate` or a multipart `POST /api/users/login` was
 * read in full (30 s on a slow line) for a 403.
 *
 * Payload picks the first endpoint of a collection or global whose method and path match, custom
 * ones first: in front of each of Payload's own writing routes an endpoint here checks the
 * operation's access with the session Payload has already read from the headers (403, Payload's
 * Forbidden in the client's language), then the declared length against the route's limit (413;
 * a body sent without a length to a route that is not an upload: 411), and only then hands the
 * request to Payload's own handler, which reads the body. Applied to the built config
 * (src/payload.config.ts), so a collection or global added later is covered too. The public
 * forms post to their own routes (src/app/(site)), never to Payload's.
 */
import { APIError, Forbidden, type Endpoint, type PayloadHandler, type PayloadRequest, type SanitizedConfig } from 'payload'

type Operation = 'create' | 'update' | 'delete'
type Size = 'signIn' | 'document' | 'upload'
type Route = { method: 'post' | 'patch' | 'delete'; path: string; operation?: Operation; size: Size }

/** The largest body of each kind of route, in bytes. */
export const bodyLimits: Record<Size, number> = {
  /** Sign-in, password reset, unlock, logout: an address and a password or a token. */
  signIn: 8 * 1024,
  /** A document's JSON (every language's rich text included). */
  document: 4 * 1024 * 1024,
  /** An upload: set from the config's upload limit, with room for the form around the file. */
  upload: 26 * 1024 * 1024,
}

const collectionRoutes: Route[] = [
  { method: 'post', path: '/', operation: 'create', size: 'document' },
  { method: 'post', path: '/:id/duplicate', operation: 'create', size: 'document' },
  { method: 'patch', path: '/:id', operation: 'update', size: 'document' },
  { method: 'patch', path: '/', operation: 'update', size: 'document' },
  { method: 'post', path: '/versions/:id', operation: 'update', size: 'document' },
  { method: 'delete', path: '/:id', operation: 'delete', size: 'document' },
  { method: 'delete', path: '/', operation: 'delete', size: 'document' },
  { method: 'post', path: '/access/:id?', size: 'document' },
]

/** The routes of an auth collection anyone may call: bounded in size only. */
const authRoutes: Route[] = ['/login', '/logout', '/refresh-token', '/forgot-password', '/reset-password', '/unlock', '/verify/:id', '/first-register', '/:id/api-key/reveal'].map(
  (path) => ({ method: 'post', path, size: 'signIn' }),
)

const globalRoutes: Route[] = [
  { method: 'post', path: '/', operation: 'update', size: 'document' },
  { method: 'post', path: '/versions/:id', operation: 'update', size: 'document' },
  { method: 'post', path: '/access', size: 'document' },
]

type Language = 'de' | 'en'

export function tooLargeMessage(max: number, language: Language): string {
  const size = max >= 1024 * 1024 ? `${Math.round(max / (1024 * 1024))} MB` : `${Math.round(max / 1024)} KB`
  return language === 'de' ? `Die Anfrage ist zu groß (höchstens ${size}) und wurde nicht gelesen.` : `The request is too large (at most ${size}) and was not read.`
}

export function lengthRequiredMessage(language: Language): string {
  return language === 'de'
    ? 'Die Anfrage muss ihre Länge angeben (Content-Length); sie wurde nicht gelesen.'
    : 'The request must state its length (Content-Length); it was not read.'
}

function refusal(message: string, status: number, upload: boolean): APIError {
  // `upload`: staff read the upload's own message instead (src/cms/hooks/uploadErrors.ts).
  const error = new APIError(message, status, { reason: status === 413 ? 'tooLarge' : 'lengthRequired', upload }, true)
  // Payload's error format keeps the message only for an error with a name (see src/cms/errors.ts).
  error.name = status === 413 ? 'RequestTooLarge' : 'LengthRequired'
  return error
}

/** The size problem of a request on a route with this limit, or null. */
function sizeRefusal(req: PayloadRequest, max: number, upload: boolean): APIError | null {
  const language: Language = req.i18n?.language === 'en' ? 'en' : 'de'
  const declared = req.headers.get('content-length')
  if (declared !== null && declared !== '') {
    const length = Number(declared)
    if (!Number.isFinite(length) || length > max) return refusal(tooLargeMessage(max, language), 413, upload)
    return null
  }
  // A body without a declared length could only be measured by reading it.
  if (req.headers.get('transfer-encoding') && !upload) return refusal(lengthRequiredMessage(language), 411, upload)
  return null
}

type Gated = { slug: string; endpoints: Endpoint[] | false; access: Record<string, unknown> }

function gateEndpoints(entity: Gated, routes: Route[], upload: boolean): void {
  if (entity.endpoints === false) return
  const endpoints = entity.endpoints
  const present = (route: Route) => endpoints.some((endpoint) => endpoint.method === route.method && endpoint.path === route.path)
  const gates = routes.filter(present).map((route): Endpoint => {
    const gate: Endpoint = {
      method: route.method,
      path: route.path,
      handler: async (req: PayloadRequest) => {
        if (route.operation) {
          const access = entity.access[route.operation] as ((args: { req: PayloadRequest; id?: string | number }) => unknown) | undefined
          const id = req.routeParams?.id as string | number | undefined
          // A query (a where) means "allowed on some documents": the operation decides which.
          const allowed = access ? await access({ req, id }) : Boolean(req.user)
          if (allowed === false || allowed === undefined || allowed === null) throw new Forbidden(req.t)
        }
        const uploading = upload && (route.operation === 'create' || route.operation === 'update')
        const problem = sizeRefusal(req, bodyLimits[uploading ? 'upload' : route.size], uploading)
        if (problem) throw problem
        // Payload's own handler for the same route (or a custom one behind it), which reads the body.
        const next = endpoints.find((candidate) => candidate !== gate && candidate.method === route.method && candidate.path === route.path)
        if (!next) throw new Forbidden(req.t)
        return (next.handler as PayloadHandler)(req)
      },
    }
    return gate
  })
  entity.endpoints = [...gates, ...endpoints]
}

export async function withWritesGated(built: Promise<SanitizedConfig>, maxUploadBytes: number): Promise<SanitizedConfig> {
  const config = await built
  bodyLimits.upload = maxUploadBytes + 1024 * 1024
  for (const collection of config.collections) {
    const routes = collection.auth ? [...collectionRoutes, ...authRoutes] : collectionRoutes
    gateEndpoints(collection as unknown as Gated, routes, Boolean(collection.upload))
  }
  for (const global of config.globals) gateEndpoints(global as unknown as Gated, globalRoutes, false)
  return config
}
