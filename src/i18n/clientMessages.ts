import type { AbstractIntlMessages } from 'next-intl'

/**
 * The message namespaces components in the browser translate with (`useTranslations`). Only these
 * go into every page's embedded data: all messages would add ~14 KB to each page's HTML, most of it
 * texts only the server renders (forms, magazine, sitemap …). `clientMessages.test.ts` reads the
 * sources, so a component that starts using another namespace cannot be forgotten here.
 */
export const clientNamespaces = ['artwork', 'cart', 'consent', 'error', 'explorer', 'imageViewer', 'leasing', 'nav', 'search', 'site', 'theme'] as const

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(clientNamespaces.filter((name) => name in messages).map((name) => [name, messages[name]]))
}
