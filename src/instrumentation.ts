/**
 * Runs once when a Next server starts: offers the route resolver to the locale proxy, which Next
 * bundles apart from the app and which finds it on globalThis (src/features/routing/table.ts).
 * Nothing is read from the database until the first request asks.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { installRouteResolver } = await import('./features/routing/table')
  installRouteResolver()
}
