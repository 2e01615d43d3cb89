import { describe, expect, it } from 'vitest'

import { isPreviewSecret, previewEntryPath, previewSecret } from './secret'

const env = { PAYLOAD_SECRET: 'a-long-random-session-secret-0123456789', NODE_ENV: 'production' }

describe('preview secret', () => {
  it('is derived from the session secret, unless PREVIEW_SECRET is set', () => {
    const derived = previewSecret(env)
    expect(derived).toHaveLength(32)
    expect(derived).not.toContain(env.PAYLOAD_SECRET)
    expect(previewSecret({ ...env, PAYLOAD_SECRET: 'another-long-random-session-secret-987654' })).not.toBe(derived)
    expect(previewSecret({ ...env, PREVIEW_SECRET: 'set-by-the-operator' })).toBe('set-by-the-operator')
  })

  it('accepts only the secret', () => {
    expect(isPreviewSecret(previewSecret(env), env)).toBe(true)
    expect(isPreviewSecret(`${previewSecret(env)}x`, env)).toBe(false)
    expect(isPreviewSecret('', env)).toBe(false)
    expect(isPreviewSecret(null, env)).toBe(false)
  })

  it('builds the entry in the document’s language', () => {
    expect(previewEntryPath({ collection: 'magazine', id: 5, locale: 'de' }, 's3cret')).toBe('/preview/enter?collection=magazine&id=5&locale=de&secret=s3cret')
    expect(previewEntryPath({ collection: 'pages', id: 'x', locale: 'en' }, 's')).toBe('/en/preview/enter?collection=pages&id=x&locale=en&secret=s')
  })
})
