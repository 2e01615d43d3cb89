import { violationCounts } from '../violations.mjs'

/**
 * On the admin's dashboard (issue 50 point 2): the Content-Security-Policy violations browsers
 * reported (src/app/csp-reports/route.ts), per page and directive. A server component; the
 * dashboard is staff-only, so are the counts. A count above zero means a page whose scripts its
 * policy blocked: it may show but not come alive (docs/security.md).
 */
const texts = {
  de: {
    title: 'Blockierte Skripte (Content-Security-Policy)',
    none: 'Keine Verstöße gemeldet.',
    page: 'Seite',
    directive: 'Richtlinie',
    count: 'Meldungen',
    note: 'Von Browsern gemeldet, seit dem letzten Neustart ohne Redis, mit Redis für alle Instanzen.',
  },
  en: {
    title: 'Blocked scripts (Content-Security-Policy)',
    none: 'No violations reported.',
    page: 'Page',
    directive: 'Directive',
    count: 'Reports',
    note: 'Reported by browsers, since the last restart without Redis, for every instance with Redis.',
  },
}

export async function CspViolations({ i18n, user }: { i18n?: { language?: string }; user?: unknown }) {
  if (!user) return null
  const text = texts[i18n?.language === 'en' ? 'en' : 'de']
  const counts = (await violationCounts()).slice(0, 50)
  return (
    <section data-testid="csp-violations" style={{ marginBottom: 'var(--base)' }}>
      <h2>{text.title}</h2>
      {counts.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th>{text.page}</th>
              <th>{text.directive}</th>
              <th>{text.count}</th>
            </tr>
          </thead>
          <tbody>
            {counts.map(({ page, directive, count }) => (
              <tr key={`${page} ${directive}`}>
                <td>{page}</td>
                <td>{directive}</td>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>{text.note}</p>
    </section>
  )
}
