/**
 * Shared media storage (issue 17): with `S3_BUCKET` set, originals are stored in S3-compatible
 * object storage by Payload's official adapter (@payloadcms/storage-s3, see payload.config.ts),
 * and the variants of docs/behaviour.md#image-naming are made once, by whichever instance is asked first, and stored
 * in the same bucket beside their original. Every instance then serves the same bytes, and a
 * CDN can be put in front of the app's `/media/` (or, with origin failover, of the bucket).
 * Without `S3_BUCKET` everything stays on the local disk (serveVariant.ts).
 */
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { config, readConfig } from '../../config/env.mjs'

export type ObjectStoreSettings = { bucket: string; prefix: string; config: S3ClientConfig }

/** The bucket and client settings from the environment (`source` for tests), or null when media stay on the local disk. */
export function objectStoreSettings(source?: Record<string, string | undefined>): ObjectStoreSettings | null {
  const env = source ? readConfig(source) : config()
  const bucket = env.S3_BUCKET
  if (!bucket) return null
  const credentials = env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined
  return {
    bucket,
    prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
    config: {
      region: env.S3_REGION || 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      // S3-compatible servers (MinIO, Garage, Ceph, s3rver) address buckets by path; AWS accepts it too.
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      ...(credentials ? { credentials } : {}),
      // Checksums only where S3 requires them: many S3-compatible servers do not understand the
      // chunked checksum uploads the SDK now sends by default, and store them garbled.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that cannot be reached, or stops answering, fails a request within seconds instead
      // of holding it: 3 s to connect, 8 s without a byte (the limit is on silence, not on a long
      // upload), two attempts (issue 30 point 6).
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 8_000, httpAgent: { keepAlive: true, maxSockets: 50 }, httpsAgent: { keepAlive: true, maxSockets: 50 } },
    },
  }
}

let cached: { key: string; client: S3Client } | null = null

function client(settings: ObjectStoreSettings): S3Client {
  const key = JSON.stringify([settings.config.endpoint, settings.config.region, settings.bucket])
  if (cached?.key !== key) cached = { key, client: new S3Client(settings.config) }
  return cached.client
}

function objectKey(settings: ObjectStoreSettings, name: string): string {
  return settings.prefix ? `${settings.prefix}/${name}` : name
}

/** An error of the object store itself (unreachable, refusing), as opposed to a missing object. */
export class ObjectStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(`object storage unavailable: ${(cause as Error)?.message ?? cause}`, { cause })
    this.name = 'ObjectStoreUnavailable'
  }
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}

export type StoredObject = { body: ReadableStream<Uint8Array>; size: number | undefined; contentType: string | undefined }

/** One object as a stream, or null when the bucket has no such object. */
export async function listStoredNames(settings: ObjectStoreSettings, start: string): Promise<string[]> {
  const strip = settings.prefix ? settings.prefix.length + 1 : 0
  try {
    const page = await client(settings).send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: objectKey(settings, start), MaxKeys: 100 }))
    return (page.Contents ?? []).map((item) => (item.Key ?? '').slice(strip)).filter(Boolean)
  } catch (error) {
    throw new ObjectStoreUnavailable(error)
  }
}

export async function getStoredObject(settings: ObjectStoreSettings, name: string): Promise<StoredObject | null> {
  try {
    const answer = await client(settings).send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(settings, name) }))
    if (!answer.Body) return null
    // None of ours is empty: an empty one is being written by a store whose writes are not atomic
    // (s3rver, in the cluster test: a variant read on one instance while the other stored it), and
    // reads as missing, so a variant is made again rather than sent as an empty 200.
    if (answer.ContentLength === 0) {
      await answer.Body.transformToWebStream().cancel()
      return null
    }
    return { body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: answer.ContentLength, contentType: answer.ContentType }
  } catch (error) {
    if (isMissing(error)) return null
    throw new ObjectStoreUnavailable(error)
  }
}

/** One object read whole (an original that a variant is made from), or null. */
export async function getStoredBytes(settings: ObjectStoreSettings, name: string): Promise<Buffer | null> {
  try {
    const answer = await client(settings).send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(settings, name) }))
    return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null
  } catch (error) {
    if (isMissing(error)) return null
    throw new ObjectStoreUnavailable(error)
  }
}

export async function putStoredObject(settings: ObjectStoreSettings, name: string, bytes: Buffer, contentType: string): Promise<void> {
  try {
    await client(settings).send(new PutObjectCommand({ Bucket: settings.bucket, Key: objectKey(settings, name), Body: bytes, ContentType: contentType }))
  } catch (error) {
    throw new ObjectStoreUnavailable(error)
  }
}

/** Deletes the objects whose names start with `start` and for which `matches` holds; answers how many. */
export async function deleteStoredObjects(settings: ObjectStoreSettings, start: string, matches: (name: string) => boolean): Promise<number> {
  const prefix = objectKey(settings, start)
  const strip = settings.prefix ? settings.prefix.length + 1 : 0
  let deleted = 0
  let token: string | undefined
  try {
    do {
      const page = await client(settings).send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix, ContinuationToken: token }))
      const keys = (page.Contents ?? []).map((item) => item.Key!).filter((key) => key && matches(key.slice(strip)))
      if (keys.length > 0) {
        await client(settings).send(new DeleteObjectsCommand({ Bucket: settings.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }))
        deleted += keys.length
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return deleted
  } catch (error) {
    throw error instanceof ObjectStoreUnavailable ? error : new ObjectStoreUnavailable(error)
  }
}
