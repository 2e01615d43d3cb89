import { askRoute } from '@/features/viewing-rooms/roomRoutes'

// Per recipient: opens or adds to their case.
export const dynamic = 'force-dynamic'
export const POST = askRoute
