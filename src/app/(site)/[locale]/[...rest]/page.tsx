import { notFound } from 'next/navigation'

/** Any path no route claims answers 404 inside the site's layout, in the visitor's language. */
export default function UnknownPath(): never {
  notFound()
}
