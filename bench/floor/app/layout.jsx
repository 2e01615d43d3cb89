import Link from 'next/link'

// The floor's frame: a header of 12 links (as many as the site's header and menus offer a phone on
// first view), the page, a footer. No client component of its own, no font, no stylesheet file.
export const metadata = {
  title: 'Floor',
  description: 'A bare Next.js page: what the framework alone costs a phone.',
}

const links = [['/', 'Home'], ['/text', 'Text'], ['/images', 'Images'], ...Array.from({ length: 9 }, (_, i) => [`/section/${i + 1}`, `Section ${i + 1}`])]

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', lineHeight: 1.5, background: '#111', color: '#eee' }}>
        <header style={{ padding: '1rem' }}>
          <nav aria-label="Main">
            <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem', listStyle: 'none', margin: 0, padding: 0 }}>
              {links.map(([href, label]) => (
                <li key={href}>
                  <Link href={href} style={{ color: '#9cf', display: 'inline-block', padding: '0.25rem 0' }}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main style={{ padding: '0 1rem', maxWidth: '40rem' }}>{children}</main>
        <footer style={{ padding: '2rem 1rem', color: '#bbb' }}>
          <p>The floor: Next.js and React as the site uses them, and nothing else.</p>
        </footer>
      </body>
    </html>
  )
}
