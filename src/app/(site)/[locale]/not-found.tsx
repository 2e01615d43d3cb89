import { ErrorView } from '@/features/errors/ErrorView'
import { ErrorLayout } from '@/features/site/layouts/ErrorLayout'

/**
 * notFound() thrown while a page renders: only when the route resolver could not decide first
 * (a document unpublished a moment ago, `next dev`). Next then sends a shell that the browser
 * fills in; every other 404 is the prerendered /404 page (src/app/(site)/[locale]/(error)/not-found-page).
 */
export default function NotFound() {
  return (
    <ErrorLayout>
      <ErrorView status={404} />
    </ErrorLayout>
  )
}
