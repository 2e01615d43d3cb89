import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'

import { LanguageSwitch } from './LanguageSwitch'
import { messages, mountAt, unmountAll } from '../../../tests/components/mount'

afterEach(unmountAll)

describe.each([
  { language: 'de', prefix: '', other: '/en', iso: 'en-US' },
  { language: 'en', prefix: '/en', other: '', iso: 'de-DE' },
] as const)('LanguageSwitch ($language)', ({ language, prefix, other, iso }) => {
  const name = messages[language].site.switchTo

  it('leads to the translated page the server resolved, marked with the other language', async () => {
    const translated = language === 'de' ? '/en/artworks/sunset' : '/artworks/abendrot'
    mountAt(language, `${prefix}/artworks/${language === 'de' ? 'abendrot' : 'sunset'}`, <LanguageSwitch href={translated} />)
    const link = page.getByRole('link', { name })
    await expect.element(link).toHaveAttribute('href', translated)
    await expect.element(link).toHaveAttribute('hreflang', iso)
    await expect.element(link).toHaveAttribute('lang', iso)
  })

  it('without a resolved page leads to the same path in the other language', async () => {
    mountAt(language, `${prefix}/faq`, <LanguageSwitch />)
    await expect.element(page.getByRole('link', { name })).toHaveAttribute('href', `${other}/faq`)
  })
})
