import type { S3ClientConfig } from '@aws-sdk/client-s3'
import type { Readable } from 'node:stream'
import type { Config } from '../../config'
import { IMMUTABLE_CACHE_CONTROL, UPLOADS_URL_PREFIX, keyAfter } from './keys'
import type { Storage } from './types'

export type S3Config = Pick<
  Config,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_PUBLIC_URL'
  | 'AWS_ACCESS_KEY_ID'
  | 'AWS_SECRET_ACCESS_KEY'
  | 'AWS_SESSION_TOKEN'
>

/**
 * The options of a client for the configured bucket. Credentials come from config when given,
 * otherwise from the SDK's default chain (a profile, an instance or task role). With S3_ENDPOINT
 * (MinIO, R2, Ceph…) requests are path-style, which every S3-compatible service understands.
 * Checksums are sent and checked only where S3 requires them: not every such service knows the
 * newer ones the SDK adds by default.
 */
export function s3ClientConfig(config: S3Config): S3ClientConfig {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = config
  return {
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT && { endpoint: config.S3_ENDPOINT, forcePathStyle: true }),
    ...(accessKeyId &&
      secretAccessKey && {
        credentials: { accessKeyId, secretAccessKey, sessionToken: config.AWS_SESSION_TOKEN },
      }),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Every picture a page shows may be read through this process at once (GET /uploads/*).
    requestHandler: {
      connectionTimeout: 5000,
      requestTimeout: 30_000,
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  }
}

const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode

/**
 * Pictures in an S3-compatible bucket, so every process sees every upload (docs/product.md#scale).
 * They are linked at S3_PUBLIC_URL (the bucket's public address or a CDN in front of it) when set,
 * and otherwise at /uploads, which the app answers by reading the bucket.
 */
export function s3Storage(config: S3Config): Storage {
  const Bucket = config.S3_BUCKET
  if (!Bucket) throw new Error('S3_BUCKET is required with STORAGE_PROVIDER=s3')
  // The SDK takes a fifth of a second and 25 MB to load: only processes that use it load it.
  const sdk = import('@aws-sdk/client-s3').then((s3) => ({
    s3,
    client: new s3.S3Client(s3ClientConfig(config)),
  }))
  sdk.catch(() => {}) // a failure surfaces on first use
  const publicPrefix = config.S3_PUBLIC_URL ? `${config.S3_PUBLIC_URL}/` : null
  const keyOf = (url: string) =>
    keyAfter(url, UPLOADS_URL_PREFIX) ?? (publicPrefix && keyAfter(url, publicPrefix))

  return {
    async put(key, body, contentType) {
      const { s3, client } = await sdk
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      )
      return (publicPrefix ?? UPLOADS_URL_PREFIX) + key
    },
    keyOf,
    async has(key) {
      const { s3, client } = await sdk
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }))
        return true
      } catch (err) {
        if (statusOf(err) === 404) return false
        throw err
      }
    },
    async read(key) {
      const { s3, client } = await sdk
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }))
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
      } catch (err) {
        if (statusOf(err) === 404) return null
        throw err
      }
    },
    async remove(url) {
      const key = keyOf(url)
      if (!key) return
      const { s3, client } = await sdk
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }))
    },
    async get(key, ifNoneMatch) {
      const { s3, client } = await sdk
      try {
        const object = await client.send(
          new s3.GetObjectCommand({ Bucket, Key: key, IfNoneMatch: ifNoneMatch }),
        )
        return {
          notModified: false,
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
          etag: object.ETag,
        }
      } catch (err) {
        const status = statusOf(err)
        // The one tag asked about is the one it has; of a list, which one matched is unknown.
        if (status === 304)
          return { notModified: true, etag: ifNoneMatch?.includes(',') ? undefined : ifNoneMatch }
        if (status === 404) return null
        throw err
      }
    },
  }
}
