// The browser of the component and end-to-end tests, for the runners (scripts/test.mjs,
// tests/e2e/run.mjs), Vitest's configuration and the benches alike.
import fs from 'node:fs'

/**
 * Debian's Chromium as its headless shell (package chromium-headless-shell): the same engine as the
 * desktop browser (package chromium), without the browser around it. A page load costs it about
 * half the CPU seconds and time (`node bench/test-browser.mjs`: 1.45 against 2.94 CPU seconds,
 * 837 against 1,489 ms), and the end-to-end layer is bound by page loads. CHROMIUM_PATH names another.
 */
export const testChromium = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell'

/** The Debian package that puts it there. */
export const testChromiumPackage = 'chromium-headless-shell'

/** What every launch of it is given: nothing the machine has no use for in a test. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/**
 * Whether Chromium may keep its shared memory in /dev/shm. Playwright starts it with
 * `--disable-dev-shm-usage`, for containers whose /dev/shm is 64 MB (Docker's default), where
 * Chromium would crash; it then keeps that memory in files under /tmp, here on the disk. With a
 * /dev/shm of 1 GB or more, it is left on it: the same end-to-end files spent about a tenth less
 * CPU (shell and behaviours against one server, machine CPU seconds in turn: 101.6/114.2 with the
 * flag, 90.0/97.5 without; issue 47).
 */
function roomyDevShm() {
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm')
    return bavail * bsize >= 2 ** 30
  } catch {
    return false
  }
}

/** What every launch of it is given (Playwright's launch options): ./chromiumArgs, and /dev/shm when it has room. */
export const chromiumLaunch = {
  executablePath: testChromium,
  args: chromiumArgs,
  ...(roomyDevShm() ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {}),
}
