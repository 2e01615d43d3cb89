/**
 * A pass-through root layout: the site's html lives in app/(site)/[locale]/layout.tsx and the
 * admin's in app/(payload)/layout.tsx. Without one here Next renders not-found pages below
 * the locale layout as an empty error shell (next-intl's App Router setup does the same).
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children
}
