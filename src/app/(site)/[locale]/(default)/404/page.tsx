import { notFound } from 'next/navigation'

/** /404 shows the not-found page with status 404 (SPEC §2, §8: "not found" redirects here). */
export default function NotFoundRoute(): never {
  notFound()
}
