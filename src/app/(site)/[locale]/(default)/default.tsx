import { notFound } from 'next/navigation'

/**
 * What this layout shows for an address none of its pages answers — none: the address is not found,
 * as Next's own default has it. Written out because the language switch's catch-all slot
 * (`@languageSwitch/[...rest]`) reaches every address under the language, and Next's strict route
 * matching under `next dev` drops an address whose layouts' slots lack a page or an explicit default:
 * without it the pages of the other groups (`(minimal)`, `(error)`) answered 404 there.
 */
export default function NoPage(): never {
  notFound()
}
