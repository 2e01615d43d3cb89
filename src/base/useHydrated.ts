import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * Whether the calling client component has been hydrated: false in the server's HTML and during
 * hydration, true once React has attached its handlers. For what only works with the page's script:
 * the admin's buttons whose click would do nothing before then are disabled until it, so a click
 * made while the page is still loading waits instead of being lost; the header's search stays a
 * link to /search until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
