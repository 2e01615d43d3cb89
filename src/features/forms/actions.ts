'use server'
/**
 * The contact form's server action. Bound to `<form action>` it also works without JavaScript:
 * the browser posts the form and Next renders the page with the returned state. The checks and
 * the storage are in ./contactSubmission.ts.
 */
import { after } from 'next/server'
import { headers } from 'next/headers'

import { getPayloadClient } from '@/cms/client'
import { clientAddress } from '@/features/security/clientAddress.mjs'
import { markCartSent } from '@/features/cart/cookies'

import { acceptContact } from './contactSubmission'
import type { ContactState } from './formState'
import { deliverMail } from './mail'

export async function submitContact(previous: ContactState, data: FormData): Promise<ContactState> {
  const requestHeaders = await headers()
  const { state, mailIds, cartWorks } = await acceptContact(previous, data, {
    address: clientAddress(requestHeaders),
    userAgent: requestHeaders.get('user-agent') ?? undefined,
  })
  if (cartWorks > 0) await markCartSent(cartWorks)
  if (mailIds.length > 0) {
    const payload = await getPayloadClient()
    // Sent after the answer: a slow or failing SMTP server never delays or troubles the visitor.
    after(async () => {
      for (const id of mailIds) {
        await deliverMail(payload, id).catch((error) => payload.logger.warn(`contact mail ${id}: ${String(error)}`))
      }
    })
  }
  return state
}
