// Small headers whatever the request (issue 30 point 9). A request target (path and query) longer
// than 8 KB is answered 414 before any routing (with the site's page for it, src/base/statusPages.mjs) — the limit of nginx's default request-line buffer
// (deploy/nginx.conf keeps it) and RFC 9110's recommended minimum of 8,000 octets —, and no header
// repeats request data beyond what a redirect needs: Next adds `Refresh: 0;url=<Location>` to every
// 308 (for Internet Explorer 11), which doubled a long query in the answer; ./secureResponse.mjs
// drops it. With that, the head of every answer stays within 16 KB (status line, every header
// and the blank line), the budget tests/e2e/header-budget.e2e.test.ts checks across kinds of answers.

/** The longest request target (path and query, in bytes as sent) served; longer ones get 414. */
export const maxRequestTargetBytes = 8 * 1024

/** The most bytes the head of any answer may take. */
export const responseHeadBudgetBytes = 16 * 1024

/** Whether a request target is too long to serve. */
export function targetTooLong(url = '/') {
  return Buffer.byteLength(url, 'latin1') > maxRequestTargetBytes
}
