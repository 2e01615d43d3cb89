'use client'

/** Last resort when even the site's root layout fails: no messages or layout to lean on, so both languages. */
export default function GlobalError() {
  return (
    <html lang="de">
      <body style={{ background: '#000', color: '#f1eadb', fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <p>500</p>
        <h1>Internal Server Error</h1>
        <p>
          <a href="/" style={{ color: 'inherit' }}>
            Zur Startseite / Go to the home page
          </a>
        </p>
      </body>
    </html>
  )
}
