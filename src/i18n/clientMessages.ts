import type { AbstractIntlMessages } from 'next-intl'

/**
 * The message namespaces components in the browser translate with (`useTranslations`). Only these
 * go into every page's embedded data: all messages would add ~14 KB to each page's HTML, most of it
 * texts only the server renders (forms, magazine, sitemap …). `clientMessages.test.ts` reads the
 * sources, so a component that starts using another namespace cannot be forgotten here.
 */
export const clientNamespaces = ['artwork', 'cart', 'consent', 'error', 'leasing', 'nav', 'search', 'site', 'theme'] as const

/**
 * Namespaces of which every page's browser components use only a few keys: the header's cart
 * link says "Merkliste (2)"; the rest of `cart` (1.6 KB) is the cart page's, rendered by the server.
 * The search button and its overlay use a third of `search` (the search page is the server's:
 * 1.4 KB less on every page), the price of a leased work one key of `leasing`.
 */
export const partialNamespaces: Partial<Record<(typeof clientNamespaces)[number], readonly string[]>> = {
  cart: ['headerLabel', 'headerText'],
  search: ['button', 'buttonHint', 'close', 'count', 'dialog', 'failed', 'keys', 'kind', 'label', 'loading', 'placeholder', 'showAll', 'suggestions', 'typeMore'],
  leasing: ['perMonth'],
}

/**
 * Namespaces only some pages' browser components use: those pages add them around the part that
 * needs them (<PageMessages>, ./PageMessages.tsx), so the other pages do not carry them.
 */
export const pageNamespaces = ['explorer', 'imageViewer'] as const

export type PageNamespace = (typeof pageNamespaces)[number]

function pick(messages: AbstractIntlMessages, name: string): AbstractIntlMessages {
  const keys = (partialNamespaces as Record<string, readonly string[] | undefined>)[name]
  const all = messages[name] as AbstractIntlMessages
  return keys ? Object.fromEntries(keys.filter((key) => key in all).map((key) => [key, all[key]])) : all
}

/** What every page's browser components translate with. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(clientNamespaces.filter((name) => name in messages).map((name) => [name, pick(messages, name)]))
}

/** The same, with the namespaces of one page's own components (`pageNamespaces`). */
export function pageMessages(messages: AbstractIntlMessages, namespaces: readonly PageNamespace[]): AbstractIntlMessages {
  return { ...clientMessages(messages), ...Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]])) }
}
