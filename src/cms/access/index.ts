import type { Access, FieldAccess } from 'payload'

/** Anyone may read: taxonomies, media, FAQ, redirects. */
export const anyone: Access = () => true

/** Only signed-in staff. */
export const staff: Access = ({ req }) => Boolean(req.user)

/** Staff see drafts; everyone else sees published versions only. */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

/** A field only signed-in staff read (and so filter and sort by): the amount of a work's price. */
export const staffField: FieldAccess = ({ req }) => Boolean(req.user)
