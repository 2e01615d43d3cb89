// Inert on purpose. Turbopack looks for a proxy (and an instrumentation hook) from the project's
// folder upwards and would otherwise take the site's `src/proxy.ts` and `src/instrumentation.ts`
// two levels up (vercel/next.js#95287). Finding these first, it stops there; the matcher names no
// page of the floor, so no request of the floor runs through it.
export function proxy() {}

export const config = { matcher: '/never-matched' }
