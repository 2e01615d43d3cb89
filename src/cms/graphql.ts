import type { CollectionSlug, GraphQLExtension, PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { toLocale } from '../base/locales'
import { findBySlug } from './findBySlug'
import { nestedReq } from './nestedReq'

/**
 * The public GraphQL contract beyond Payload's generated list queries:
 * `getUploadById` (docs/behaviour.md#get-upload-by-id) and `get<Kind>BySlug` for every public entity kind.
 * A missing artwork answers the error `ArtworkDoesNotExist` (docs/behaviour.md#artwork-does-not-exist).
 */
const bySlug: Array<{ field: string; collection: CollectionSlug; missing: string }> = [
  { field: 'getArtworkBySlug', collection: 'artworks', missing: 'ArtworkDoesNotExist' },
  { field: 'getArtistBySlug', collection: 'artists', missing: 'artist not found' },
  { field: 'getCuratorBySlug', collection: 'curators', missing: 'curator not found' },
  { field: 'getExhibitionBySlug', collection: 'exhibitions', missing: 'exhibition not found' },
  { field: 'getMagazineArticleBySlug', collection: 'magazine', missing: 'magazine article not found' },
  { field: 'getCrewMemberBySlug', collection: 'crew', missing: 'crew member not found' },
  { field: 'getLeasingOfferBySlug', collection: 'leasing', missing: 'leasing offer not found' },
  { field: 'getInquiryTopicBySlug', collection: 'inquiry-topics', missing: 'inquiry topic not found' },
  { field: 'getPageBySlug', collection: 'pages', missing: 'page not found' },
]

type Context = { req: PayloadRequest }

export const publicQueries: GraphQLExtension = (GraphQL, { collections }) => {
  const fields: Record<string, unknown> = {
    getUploadById: {
      type: collections.media.graphQL?.type,
      args: { id: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLID) } },
      resolve: async (_: unknown, { id }: { id: string }, { req }: Context) => {
        const payload = req.payload
        const found = await payload.find({
          collection: 'media',
          where: { id: { equals: id } },
          limit: 1,
          locale: toLocale(req.locale),
          depth: 0,
          overrideAccess: false,
          req: nestedReq(req),
        })
        if (!found.docs[0]) throw new APIError('upload not found', 404, null, true)
        return found.docs[0]
      },
    },
  }
  for (const { field, collection, missing } of bySlug) {
    fields[field] = {
      type: collections[collection].graphQL?.type,
      args: {
        slug: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLString) },
        draft: { type: GraphQL.GraphQLBoolean },
      },
      resolve: async (_: unknown, args: { slug: string; draft?: boolean }, { req }: Context) => {
        const doc = await findBySlug(req.payload, collection, args.slug, toLocale(req.locale), {
          draft: Boolean(args.draft && req.user),
          req,
          depth: 0,
        })
        if (!doc) throw new APIError(missing, 404, null, true)
        return doc
      },
    }
  }
  return fields
}
