/** New-deployment detection (docs/behaviour.md#new-build): the build id the page started with against the served one. */

/** Reads the build id out of a /build-version answer; null when it is not one (e.g. an HTML page). */
export function parseBuildId(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const id = (body as { buildId?: unknown }).buildId
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : null
}

/** True when a build id was known and the server now reports a different one. */
export function isNewerBuild(known: string | null, served: string | null): boolean {
  return known !== null && served !== null && known !== served
}
