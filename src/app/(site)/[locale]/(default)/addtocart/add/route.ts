import { addToCartRoute } from '@/features/cart/addRoute'

// Per visitor: reads and writes the cart cookie.
export const dynamic = 'force-dynamic'
export const GET = addToCartRoute
