import { seenRoute } from '@/features/viewing-rooms/roomRoutes'

// Per recipient: records what the room's page saw.
export const dynamic = 'force-dynamic'
export const POST = seenRoute
