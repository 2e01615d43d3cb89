/**
 * One Chromium for the whole end-to-end run (issue 47): started once before the first file, each
 * file connects to it (tests/e2e/support.ts browserForTests) and closes its own contexts when it
 * disconnects. A launch per file cost 38 starts of Debian's Chromium (0.5–1.5 s each on this
 * machine); a connection costs a few milliseconds.
 */
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'

import { chromiumArgs, testChromium } from '../browser.mjs'

export { chromiumArgs }

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the run's Chromium. */
    chromiumEndpoint: string
  }
}

export default async function startChromium(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: testChromium, args: chromiumArgs })
  project.provide('chromiumEndpoint', server.wsEndpoint())
  return () => server.close()
}
