import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'

import { pageMessages, type PageNamespace } from './clientMessages'

/**
 * Gives the browser components inside it the messages of every page plus `namespaces`, which only
 * this page's components use (./clientMessages.ts): a provider replaces its parent's messages, so
 * it carries both.
 */
export async function PageMessages({ namespaces, children }: { namespaces: readonly PageNamespace[]; children: React.ReactNode }) {
  const locale = await getLocale()
  const messages = await getMessages({ locale })
  return <NextIntlClientProvider messages={pageMessages(messages, namespaces)}>{children}</NextIntlClientProvider>
}
