'use server'
/**
 * The cart page's buttons. Bound to `<form action>` they work without JavaScript (the browser posts
 * the form and the page comes back); with it, Next re-renders the page once the cookie changed.
 * Next's server actions accept same-origin posts only, so another site cannot empty a visitor's cart.
 */
import { getPayloadClient } from '@/cms/client'

import { parseArtworkId, removeFromCart } from './cart'
import { readCart, writeCart } from './cookies'
import { publishedArtworkIds } from './loaders'

export async function removeFromCartAction(data: FormData): Promise<void> {
  const id = parseArtworkId(data.get('artwork'))
  const current = await readCart()
  if (id === null) return
  const published = await publishedArtworkIds(await getPayloadClient(), current)
  await writeCart(removeFromCart(current, id).filter((other) => published.has(other)))
}

export async function clearCartAction(): Promise<void> {
  await writeCart([])
}
