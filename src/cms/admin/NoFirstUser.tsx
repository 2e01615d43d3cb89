import type { AdminViewServerProps } from 'payload'

import { adminCreateCommand, firstRegisterRefusal } from '../firstAdmin'

const texts = {
  de: { title: 'Noch kein Konto', command: 'Auf dem Server:' },
  en: { title: 'No account yet', command: 'On the server:' },
} as const

/**
 * `/admin/create-first-user`, where Payload sends everyone while no staff exist: no form (the first
 * account is never created from the network, src/cms/firstAdmin.ts), but the operator's command,
 * in the admin's language.
 */
export function NoFirstUser({ initPageResult }: AdminViewServerProps) {
  const language = initPageResult.req.i18n.language === 'en' ? 'en' : 'de'
  const text = texts[language]
  return (
    <div className="create-first-user" data-testid="no-first-user">
      <h1>{text.title}</h1>
      <p>{firstRegisterRefusal(language)}</p>
      <p>{text.command}</p>
      <pre>
        <code>ADMIN_PASSWORD=… {adminCreateCommand}</code>
      </pre>
    </div>
  )
}
