import type { PayloadRequest } from 'payload'

/**
 * The request to hand a Local API call made inside another operation (a hook, a validation, an
 * endpoint's second read, a helper a hook calls): a copy of the operation's request.
 *
 * Payload's Local API writes the call's `locale` and `fallbackLocale` into the request it is given
 * (`createLocalReq`), and the operation under way reads them again when it merges the save into
 * the stored languages: a German read in the hook of an English save made that save write its
 * English into German and leave English empty (issue 45; ../shared/STACK-NOTES.md 22, Payload
 * issue 18246). The copy shares what the nested call must share — the transaction, the signed-in
 * user, the hook context, the data loader, the headers — and takes the call's locale for itself.
 *
 * Every Local API call in src/ that passes a request passes it through here; ESLint refuses a bare
 * `req` there (eslint.config.mjs), and tests/integration/languages.int.test.ts writes every
 * localized field in one language through every door and reads the other back.
 */
export function nestedReq<T extends Partial<PayloadRequest> | undefined>(req: T): T {
  if (!req) return req
  // A request that came over HTTP is a Fetch Request with Payload's own properties assigned to it:
  // its headers, address and method are getters of Request's prototype, which a spread leaves out.
  return { ...req, headers: req.headers, url: req.url, method: req.method }
}
