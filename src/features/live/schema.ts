/**
 * The subscriptions of the public GraphQL endpoint (docs/behaviour.md#live-updates), served over Server-Sent Events by
 * ./server.ts. Queries and mutations stay with Payload's schema; this one only subscribes:
 *
 *   subscription ArtworkUpdated($slug: String!) { artworkUpdated(slug: $slug) { slug title sold price priceOnRequest reservedUntil updatedAt } }
 *   subscription ArtworksChanged { artworksChanged { slug change } }
 *
 * Built with the app's one `graphql` module (Payload's too), and executed with it.
 */
import { GraphQLBoolean, GraphQLEnumType, GraphQLError, GraphQLFloat, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql'

import { changeBus } from '@/cms/bus.mjs'
import { contentChannel, type ContentChange } from '@/cms/changes'
import type { Locale } from '@/base/locales'

import { changeKinds, inLocale, type ArtworkEvent } from '@/cms/liveEvents'
import { busEvents } from './iterate'

export type LiveContext = { locale: Locale }

const slugPattern = /^[a-z0-9-]{1,120}$/

const ArtworkLive = new GraphQLObjectType<ArtworkEvent, LiveContext>({
  name: 'ArtworkLive',
  description: 'The public state of a work after a change, in the language of x-language.',
  fields: {
    slug: { type: new GraphQLNonNull(GraphQLString), resolve: (event, _, { locale }) => inLocale(event, locale).slug },
    title: { type: new GraphQLNonNull(GraphQLString), resolve: (event, _, { locale }) => inLocale(event, locale).title },
    sold: { type: new GraphQLNonNull(GraphQLBoolean), resolve: (event) => event.artwork.sold },
    price: { type: GraphQLFloat, description: 'Euro; null when none is set.', resolve: (event) => event.artwork.price },
    priceOnRequest: { type: new GraphQLNonNull(GraphQLBoolean), resolve: (event) => event.artwork.priceOnRequest },
    leasingDisabled: { type: new GraphQLNonNull(GraphQLBoolean), resolve: (event) => event.artwork.leasingDisabled },
    reservedUntil: {
      type: GraphQLString,
      description: 'ISO date; the work is reserved while it is ahead and the work is not sold (issue 36). Null: not reserved.',
      resolve: (event) => event.artwork.reservedUntil ?? null,
    },
    updatedAt: {
      type: GraphQLString,
      description: "When the work's published version was last written (ISO): a page keeps the newest state it heard.",
      resolve: (event) => event.artwork.updatedAt || null,
    },
    published: {
      type: new GraphQLNonNull(GraphQLBoolean),
      description: 'False once the work is unpublished or deleted (the other fields are then its last public state).',
      resolve: (event, _, { locale }) => inLocale(event, locale).published,
    },
  },
})

const ArtworkChangeKind = new GraphQLEnumType({
  name: 'ArtworkChangeKind',
  values: Object.fromEntries(changeKinds.map((kind) => [kind, { value: kind }])),
})

const ArtworkChange = new GraphQLObjectType<ArtworkEvent, LiveContext>({
  name: 'ArtworkChange',
  fields: {
    slug: { type: new GraphQLNonNull(GraphQLString), resolve: (event, _, { locale }) => inLocale(event, locale).slug },
    change: { type: new GraphQLNonNull(ArtworkChangeKind), resolve: (event) => event.change },
    artwork: { type: new GraphQLNonNull(ArtworkLive), description: 'The public state, so a list need not ask again.', resolve: (event) => event },
  },
})

export const liveSchema = new GraphQLSchema({
  // A schema needs a query type; queries themselves go to Payload's endpoint.
  query: new GraphQLObjectType({ name: 'Query', fields: { live: { type: GraphQLBoolean, resolve: () => true } } }),
  subscription: new GraphQLObjectType<unknown, LiveContext>({
    name: 'Subscription',
    fields: {
      artworkUpdated: {
        type: new GraphQLNonNull(ArtworkLive),
        description: "One event each time the work's published version changes (published, updated, unpublished, deleted).",
        args: { slug: { type: new GraphQLNonNull(GraphQLString) } },
        subscribe: (_: unknown, { slug }: { slug: string }) => {
          if (!slugPattern.test(slug)) throw new GraphQLError('ArtworkDoesNotExist', { extensions: { code: 'BAD_USER_INPUT' } })
          return busEvents(changeBus(), contentChannel, (change: ContentChange) => {
            const event = change.live as ArtworkEvent | undefined
            return event?.slugs.includes(slug) ? event : null
          })
        },
        resolve: (event) => event as ArtworkEvent,
      },
      artworksChanged: {
        type: new GraphQLNonNull(ArtworkChange),
        description: 'Every publish, update, unpublish and delete of a work.',
        subscribe: () => busEvents(changeBus(), contentChannel, (change: ContentChange) => change.live as ArtworkEvent | undefined),
        resolve: (event) => event as ArtworkEvent,
      },
    },
  }),
})
