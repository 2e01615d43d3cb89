'use client'

import { ErrorView } from '@/features/errors/ErrorView'

/** The generic variant of the error page (docs/behaviour.md#error-page): any failure while rendering a page. */
export default function ErrorPage() {
  return (
    <div className="layout layout--error" data-layout="error">
      <main id="main">
        <ErrorView status={500} />
      </main>
    </div>
  )
}
