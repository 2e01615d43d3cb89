import { describe, expect, it } from 'vitest'

import { objectStoreSettings } from './objectStore'

describe('objectStoreSettings', () => {
  it('keeps media on the local disk without S3_BUCKET', () => {
    expect(objectStoreSettings({})).toBeNull()
    expect(objectStoreSettings({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://minio:9000' })).toBeNull()
  })

  it('reads bucket, endpoint, region, keys and prefix, path-style unless told otherwise', () => {
    const settings = objectStoreSettings({
      S3_BUCKET: 'gallery',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: '/media/',
    })!
    expect(settings.bucket).toBe('gallery')
    expect(settings.prefix).toBe('media')
    expect(settings.config).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    })
    const minio = { S3_BUCKET: 'gallery', S3_ENDPOINT: 'http://minio:9000' }
    expect(objectStoreSettings({ ...minio, S3_FORCE_PATH_STYLE: 'false' })!.config).toMatchObject({ forcePathStyle: false, region: 'us-east-1' })
    // Without keys the SDK's own chain (instance role, environment) applies.
    expect(objectStoreSettings(minio)!.config.credentials).toBeUndefined()
  })

  it('refuses a bucket without endpoint or region, and half of a key pair (src/config/env.mjs)', () => {
    expect(() => objectStoreSettings({ S3_BUCKET: 'gallery' })).toThrow(/S3_BUCKET is set without S3_ENDPOINT or S3_REGION/)
    expect(() => objectStoreSettings({ S3_BUCKET: 'gallery', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY is not set/)
  })
})
