/**
 * The address of Payload's REST API for the admin's own components: relative, so the admin works at
 * whatever address staff reach it by (an instance's own address behind the nginx front, issue 46
 * point 7). An absolute `serverURL` (PUBLIC_URL) address is refused there by the admin's
 * `connect-src 'self'`, and sends staff's session to another origin.
 */
export function adminApi(config: { routes: { api: string } }): string {
  return config.routes.api
}
