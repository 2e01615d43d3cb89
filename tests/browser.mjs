// The browser of the component and end-to-end tests, for the runners (scripts/test.mjs,
// tests/e2e/run.mjs), Vitest's configuration and the benches alike.

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
