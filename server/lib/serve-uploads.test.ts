import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3ClientConfig } from '../adapters/storage/s3'
import { pictureVariants } from '../../domain/pictures/variants'
import { parseEnv } from '../config'
import { createCategory, createOwnerSession, multipartPayload, pngBytes } from '../test/factories'
import { startFakeS3, type FakeS3 } from '../test/fake-s3'
import { createTestApp, type TestContext } from '../test/harness'
import { errorOf } from '../test/error-answer'

/*
 * STORAGE_PROVIDER=s3: pictures live in a bucket every process shares (docs/product.md#scale),
 * here a local fake S3.
 */

let s3: FakeS3
let client: S3Client
let t: TestContext
beforeAll(async () => {
  s3 = await startFakeS3()
  client = new S3Client(s3ClientConfig(parseEnv(s3.env)))
  t = await createTestApp(s3.env)
})
afterAll(async () => {
  await t?.close()
  client?.destroy()
  await s3?.close()
})

const IMMUTABLE = 'public, max-age=31536000, immutable'
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** An owner with a category, and a way to add products with a picture to it through the API. */
async function shop(app: TestContext['app']) {
  const s = await createOwnerSession(app.db, app.config.jwtSecret)
  const category = await createCategory(app.db, s.business.id, { name: 'Pizzas' })
  const addProduct = async (bytes: Buffer) => {
    const { payload, headers } = await multipartPayload(
      { name: 'Muzzarella', price: '1250000', hasDiscount: 'false', categoryId: category.id },
      { bytes },
    )
    const res = await app.inject({
      method: 'POST',
      url: '/api/business/products',
      payload,
      headers: { ...headers, ...s.headers },
    })
    expect(res.statusCode).toBe(201)
    return res.json<{ id: string; imageUrl: string }>()
  }
  const deleteProduct = (id: string) =>
    app.inject({ method: 'DELETE', url: `/api/business/products/${id}`, headers: s.headers })
  return { addProduct, deleteProduct }
}

async function inBucket(key: string) {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
    return {
      body: Buffer.from(await object.Body!.transformToByteArray()),
      contentType: object.ContentType,
      cacheControl: object.CacheControl,
    }
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return null
    throw err
  }
}

const keyOf = (url: string) => url.replace(/^\/uploads\//, '')

describe('pictures in S3', () => {
  it('stores an upload in the bucket under its hash, and /uploads serves it from any app on the bucket', async () => {
    const { addProduct } = await shop(t.app)
    const { imageUrl } = await addProduct(await pngBytes(1200, 900))
    expect(imageUrl).toMatch(/^\/uploads\/products\/[0-9a-f]{64}\.webp$/)
    const object = await inBucket(keyOf(imageUrl))
    expect(object).toMatchObject({ contentType: 'image/webp', cacheControl: IMMUTABLE })
    expect(imageUrl).toBe(`/uploads/products/${sha256(object!.body)}.webp`)

    const served = await t.app.inject(imageUrl)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe(IMMUTABLE)
    expect(served.rawPayload).toEqual(object!.body)
    const etag = served.headers.etag as string
    expect(etag).toBeTruthy()
    const again = await t.app.inject({ url: imageUrl, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const head = await t.app.inject({ method: 'HEAD', url: imageUrl })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe('image/webp')
    expect(head.body).toBe('')

    // Another server on the same bucket (its own database and data folder) serves it too.
    const other = await createTestApp(s3.env)
    try {
      const elsewhere = await other.app.inject(imageUrl)
      expect(elsewhere.statusCode).toBe(200)
      expect(elsewhere.headers['cache-control']).toBe(IMMUTABLE)
      expect(elsewhere.rawPayload).toEqual(object!.body)
    } finally {
      await other.close()
    }
  })

  it('stores an upload’s smaller copies in the bucket, serves them like it, redirects a missing one and deletes them with it', async () => {
    const { addProduct, deleteProduct } = await shop(t.app)
    const { id, imageUrl } = await addProduct(await pngBytes(1200, 900))
    const copies = pictureVariants(imageUrl)
    expect(copies).toHaveLength(7)
    for (const copy of copies) {
      const object = await inBucket(keyOf(copy.at))
      expect(object, copy.at).toMatchObject({
        contentType: `image/${copy.format}`,
        cacheControl: IMMUTABLE,
      })
      const served = await t.app.inject(copy.at)
      expect(served.statusCode, copy.at).toBe(200)
      expect(served.headers['cache-control']).toBe(IMMUTABLE)
      expect(served.rawPayload).toEqual(object!.body)
    }
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: keyOf(copies[0]!.at) }))
    const redirected = await t.app.inject(copies[0]!.at)
    expect(redirected.statusCode).toBe(307)
    expect(redirected.headers.location).toBe(imageUrl)

    expect((await deleteProduct(id)).statusCode).toBe(204)
    for (const copy of copies) expect(await inBucket(keyOf(copy.at)), copy.at).toBeNull()
  })

  it('answers the JSON 404 for a picture not stored and for any path outside the picture folders', async () => {
    for (const url of [
      `/uploads/products/${'0'.repeat(64)}.webp`,
      '/uploads/products/',
      '/uploads/jwt-secret',
      '/uploads/../jwt-secret',
      '/uploads/products/..%2F..%2Fjwt-secret.webp',
      '/uploads/%2E%2E/products/x.webp',
      '/uploads/other/x.webp',
    ]) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(404)
      expect(errorOf(res), url).toEqual({ error: expect.any(String), code: 'ROUTE_NOT_FOUND' })
    }
  })

  it('stores the same picture once; deleting one product keeps the other’s', async () => {
    const photo = await pngBytes()
    const first = await shop(t.app)
    const second = await shop(t.app)
    const a = await first.addProduct(photo)
    const b = await second.addProduct(photo)
    expect(b.imageUrl).toBe(a.imageUrl)

    expect((await first.deleteProduct(a.id)).statusCode).toBe(204)
    expect(await inBucket(keyOf(a.imageUrl))).not.toBeNull()
    expect((await t.app.inject(b.imageUrl)).statusCode).toBe(200)

    expect((await second.deleteProduct(b.id)).statusCode).toBe(204)
    expect(await inBucket(keyOf(b.imageUrl))).toBeNull()
    expect((await t.app.inject(b.imageUrl)).statusCode).toBe(404)
  })

  it('links pictures at S3_PUBLIC_URL, fetchable there, and lets the pages load them (CSP)', async () => {
    const publicUrl = `${s3.endpoint}/${s3.bucket}`
    const cdn = await createTestApp({ ...s3.env, S3_PUBLIC_URL: publicUrl })
    try {
      const { addProduct } = await shop(cdn.app)
      const { imageUrl } = await addProduct(await pngBytes())
      expect(imageUrl).toMatch(new RegExp(`^${publicUrl}/products/[0-9a-f]{64}\\.webp$`))
      const fetched = await fetch(imageUrl)
      expect(fetched.status).toBe(200)
      const body = Buffer.from(await fetched.arrayBuffer())
      expect(imageUrl).toBe(`${publicUrl}/products/${sha256(body)}.webp`)

      const csp = (await cdn.app.inject('/api/health')).headers['content-security-policy'] as string
      expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.]/g, '\\.')}`))
      // Without S3_PUBLIC_URL the pages load pictures from the app itself only.
      const own = (await t.app.inject('/api/health')).headers['content-security-policy'] as string
      expect(own).not.toContain(s3.endpoint)
    } finally {
      await cdn.close()
    }
  })
})
