// The locale proxy's note to the production server that its answer is a complete error page
// (src/proxy.ts), which the server sends as it is rather than putting its own copy in
// (src/server/siteResponse.mjs, errorPages.mjs errorReplacement). A header of the answer itself,
// removed before the answer leaves: no state shared between the two.
export const completeErrorPageHeader = 'x-vernissage-complete-error-page'

// The proxy's note that its answer is a bare error status for a page load: the server puts its
// error page in (errorReplacement), whatever the address looks like (`/wp-login.php` too).
export const errorPageWantedHeader = 'x-vernissage-error-page-wanted'

// The proxy's note that its answer is a bare status whose page (src/base/statusPages.mjs) the server
// puts in: the header's value names the kind.
export const statusPageWantedHeader = 'x-vernissage-status-page'
