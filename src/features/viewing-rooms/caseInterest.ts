/**
 * The interest shown on a case (issue 51 point 6): what the case's recipient did in the room the
 * case was opened from. The case names its room (`inquiries.viewingRoom`); its recipient is the
 * address the room's form wrote into it (the recipient's own, ask.ts) or its contact. The room and
 * the contact list their views through Payload's joins (interest.ts); the case lists the room's
 * listing narrowed by this rule (admin/CaseRoomInterest.tsx).
 */
import type { Where } from 'payload'

type CaseLink = { viewingRoom?: unknown; email?: unknown; contact?: unknown }

const idOf = (value: unknown): number | string | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '') ? id : null
}

/** The views of the case's recipient in the case's room; null for a case opened elsewhere or with no one left to name (an erased case). */
export function caseInterestWhere({ viewingRoom, email, contact }: CaseLink): Where | null {
  const room = idOf(viewingRoom)
  if (room === null) return null
  const recipient: Where[] = []
  const address = typeof email === 'string' ? email.trim().toLowerCase() : ''
  // An erased case carries an address under .invalid, which names no one (src/features/privacy/person.ts).
  if (address && !address.endsWith('.invalid')) recipient.push({ email: { equals: address } })
  const contactId = idOf(contact)
  if (contactId !== null) recipient.push({ contact: { equals: contactId } })
  if (recipient.length === 0) return null
  return { and: [{ room: { equals: room } }, recipient.length === 1 ? recipient[0] : { or: recipient }] }
}
