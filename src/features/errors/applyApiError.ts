import { mapApiError, type ApiErrorAction, type ApiErrorInput } from './mapApiError'

/** What performing an action needs: the locale-aware router (src/i18n/navigation) and a console. */
export type ApiErrorEffects = {
  router: { push: (href: string) => void; replace: (href: string) => void }
  console?: Pick<Console, 'warn' | 'error'>
}

/**
 * Performs the action of docs/behaviour.md#api-errors for a failed GraphQL call in the browser: redirects through the
 * router (which adds the language prefix), a not-found to /404, warnings and network errors to
 * the console only, and any other failure logged as a generic failure — nothing is shown to the
 * visitor (§8: "product message not shown"). Returns the action taken.
 */
export function applyApiError(input: ApiErrorInput, { router, console: log = globalThis.console }: ApiErrorEffects): ApiErrorAction {
  const action = mapApiError(input)
  switch (action.action) {
    case 'redirect':
      if ('replace' in action) router.replace(action.to)
      else router.push(action.to)
      break
    case 'notFound':
      router.push('/404')
      break
    case 'ignore':
      if (action.log === 'warn') log.warn(`[api] ${action.message}`)
      else if (action.log === 'error') log.error(`[api] ${action.message}`)
      break
    case 'error':
      log.error(`[api] request failed: ${action.message}`)
      break
  }
  return action
}
