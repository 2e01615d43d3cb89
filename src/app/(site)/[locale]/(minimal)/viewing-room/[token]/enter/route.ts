import { enterRoomRoute } from '@/features/viewing-rooms/enterRoute'

// Per visitor: checks a passcode and sets the room's cookie.
export const dynamic = 'force-dynamic'
export const POST = enterRoomRoute
