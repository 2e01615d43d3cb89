/**
 * Cases stored before contacts existed (issue 49), or whose contact was deleted, attached to the
 * contact with their address — created when there is none —, as every new case is
 * (./collection.ts attachContact). `npm start`'s preparation runs it (scripts/prepare.ts); it
 * changes only the case's `contact`, through the database adapter, so no case hook runs again and
 * nothing else of the case changes. Anonymised cases keep none. Safe to run again.
 */
import type { Payload } from 'payload'

import { normaliseEmail } from '../privacy/person'
import { contactByEmail } from './collection'

type Case = { id: number | string; name?: string | null; email?: string | null; locale?: string | null }

/** Attaches every case without a contact; returns how many it attached and how many contacts it created. */
export async function attachCasesToContacts(payload: Payload): Promise<{ attached: number; created: number }> {
  const { docs } = await payload.find({
    collection: 'inquiries',
    where: { and: [{ contact: { exists: false } }, { anonymisedAt: { exists: false } }] },
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    overrideAccess: true,
    select: { name: true, email: true, locale: true },
  })
  let attached = 0
  let created = 0
  for (const doc of docs as unknown as Case[]) {
    const email = normaliseEmail(doc.email)
    if (!email) continue
    let contact = await contactByEmail(payload, email)
    if (!contact) {
      contact = await payload.create({
        collection: 'contacts',
        data: { name: doc.name || email, emails: [{ address: email }], language: doc.locale === 'en' ? 'en' : 'de' },
        overrideAccess: true,
      })
      created += 1
    }
    await payload.db.updateOne({ collection: 'inquiries', id: doc.id, data: { contact: contact.id } })
    attached += 1
  }
  return { attached, created }
}
