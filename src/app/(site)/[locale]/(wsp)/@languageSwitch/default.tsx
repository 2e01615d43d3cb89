import { LanguageSwitch } from '@/features/site/LanguageSwitch'

/** Where the slot has no page of its own: the switch finds the translated page in the head's hreflang links. */
export default function DefaultLanguageSwitch() {
  return <LanguageSwitch />
}
