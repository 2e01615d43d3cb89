/**
 * The id of the build this server runs (docs/behaviour.md#new-build): the client polls it and loads the next page
 * in full once it changes. Read per request, never cached, so a new deployment shows at once.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { config } from '@/config/env.mjs'

export const dynamic = 'force-dynamic'

async function currentBuildId(): Promise<string | null> {
  try {
    const id = await readFile(path.join(process.cwd(), config().NEXT_DIST_DIR, 'BUILD_ID'), 'utf8')
    return id.trim() || null
  } catch {
    // `next dev` writes no BUILD_ID: there is nothing to compare, and the client then does nothing.
    return null
  }
}

export async function GET() {
  return Response.json({ buildId: await currentBuildId() }, { headers: { 'cache-control': 'no-store, max-age=0' } })
}
