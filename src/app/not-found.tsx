/** Paths outside the locale routing that no route claims (the proxy sends every site path to a locale). */
export default function GlobalNotFound() {
  return (
    <html lang="de">
      <body style={{ background: '#000', color: '#f1eadb', fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <p>404</p>
        <h1>Seite nicht gefunden / Page not found</h1>
        <p>
          <a href="/" style={{ color: 'inherit' }}>
            Zur Startseite / Go to the home page
          </a>
        </p>
      </body>
    </html>
  )
}
