'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * Whether this admin component has been hydrated: false in the server's HTML and during
 * hydration, true once React has attached its handlers. A button whose click would do nothing
 * before that is rendered disabled until then, so a click made while the page is still loading is
 * not silently lost (it waits, as a disabled control says, instead of looking ready).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
