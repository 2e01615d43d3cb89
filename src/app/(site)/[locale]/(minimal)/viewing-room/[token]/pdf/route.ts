import { roomPdfRoute } from '@/features/viewing-rooms/pdfRoute'

// Per recipient: the room's prices, never kept by a cache.
export const dynamic = 'force-dynamic'
export const GET = roomPdfRoute
