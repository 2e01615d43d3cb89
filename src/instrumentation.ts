/**
 * Runs once when a Next server starts: checks the configuration (src/config/env.mjs; the production
 * server has done so already, this is for `next dev`), then offers the route resolver to the locale
 * proxy, which Next bundles apart from the app and which finds it in the process's slots
 * (src/features/routing/table.ts). Nothing is read from the database until the first request asks.
 */
export async function register() {
  // Literally process.env.NEXT_RUNTIME: Next inlines it per runtime (src/config/env.mjs).
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { configProblem } = await import('./config/env.mjs')
  const problem = configProblem(undefined, { serving: false })
  if (problem) throw new Error(problem)
  const { installRouteResolver } = await import('./features/routing/table')
  installRouteResolver()
}
