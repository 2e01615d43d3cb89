'use server'
/**
 * The newsletter forms' server action (works without JavaScript, like the contact form); the
 * checks and the storage are in ./newsletterSubmission.ts.
 */
import { after } from 'next/server'
import { headers } from 'next/headers'

import { getPayloadClient } from '@/cms/client'
import { clientAddress } from '@/features/security/clientAddress.mjs'

import { deliverMail } from './mail'
import type { NewsletterState } from './newsletterState'
import { acceptNewsletter } from './newsletterSubmission'

export async function subscribeNewsletter(previous: NewsletterState, data: FormData): Promise<NewsletterState> {
  const requestHeaders = await headers()
  const { state, mailId } = await acceptNewsletter(previous, data, { address: clientAddress(requestHeaders) })
  if (mailId !== undefined) {
    const payload = await getPayloadClient()
    after(() =>
      deliverMail(payload, mailId).then(
        () => undefined,
        (error) => payload.logger.warn(`newsletter mail ${mailId}: ${String(error)}`),
      ),
    )
  }
  return state
}
