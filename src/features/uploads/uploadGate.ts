/**
 * Uploads are refused before their body is read when the client may not make them (issue 30
 * point 10): Payload's REST create and update handlers read the whole multipart body first (up to
 * 25 MB buffered, then decoded by the image library) and check access only in the operation, so an
 * anonymous client could make every instance read and decode 24 MB per request for a 403.
 *
 * Payload picks the first endpoint of a collection whose method and path match, custom ones
 * first: for every upload collection an endpoint for each writing route (POST `/`, PATCH `/:id`,
 * PATCH `/`) checks the collection's create or update access with the session Payload has already
 * read from the headers, and only then hands the request to Payload's own handler, which reads
 * the body. A refusal is Payload's Forbidden (403, in the client's language). Applied to the built
 * config (src/payload.config.ts) so that any upload collection added later is covered.
 */
import { Forbidden, type Endpoint, type PayloadHandler, type PayloadRequest, type SanitizedConfig } from 'payload'

type Route = { method: 'post' | 'patch'; path: string; operation: 'create' | 'update' }

const writingRoutes: Route[] = [
  { method: 'post', path: '/', operation: 'create' },
  { method: 'patch', path: '/:id', operation: 'update' },
  { method: 'patch', path: '/', operation: 'update' },
]

export async function withUploadsGated(built: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const config = await built
  for (const collection of config.collections) {
    if (!collection.upload || collection.endpoints === false) continue
    const endpoints = collection.endpoints ?? []
    const gates = writingRoutes.map((route): Endpoint => {
      const gate: Endpoint = {
        method: route.method,
        path: route.path,
        handler: async (req: PayloadRequest) => {
          const access = collection.access[route.operation]
          const id = req.routeParams?.id as string | number | undefined
          const allowed = access ? await access({ req, id } as never) : Boolean(req.user)
          if (!allowed) throw new Forbidden(req.t)
          // Payload's own handler for the same route, which reads the body and runs the operation.
          const payloadOwn = endpoints.find((candidate) => candidate !== gate && candidate.method === route.method && candidate.path === route.path)
          if (!payloadOwn) throw new Forbidden(req.t)
          return (payloadOwn.handler as PayloadHandler)(req)
        },
      }
      return gate
    })
    collection.endpoints = [...gates, ...endpoints]
  }
  return config
}
