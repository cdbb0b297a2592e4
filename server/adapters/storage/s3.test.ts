import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../config'
import { startFakeS3, type FakeS3 } from '../../test/fake-s3'
import { IMMUTABLE_CACHE_CONTROL, imageKey } from './keys'
import { s3ClientConfig, s3Storage } from './s3'

let s3: FakeS3
let client: S3Client
beforeAll(async () => {
  s3 = await startFakeS3()
  client = new S3Client(s3ClientConfig(parseEnv(s3.env)))
})
afterAll(async () => {
  client.destroy()
  await s3.close()
})

const storageWith = (env: Record<string, string> = {}) => s3Storage(parseEnv({ ...s3.env, ...env }))
const bytesOf = (text: string) => Buffer.from(text)

async function read(key: string) {
  const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
  return {
    body: Buffer.from(await object.Body!.transformToByteArray()),
    contentType: object.ContentType,
    cacheControl: object.CacheControl,
  }
}

describe('s3Storage', () => {
  it('puts an object with its type and the immutable Cache-Control, linked at /uploads', async () => {
    const storage = storageWith()
    const body = bytesOf('una foto')
    const key = imageKey('products', body)
    expect(await storage.put(key, body, 'image/webp')).toBe(`/uploads/${key}`)
    expect(await read(key)).toEqual({
      body,
      contentType: 'image/webp',
      cacheControl: IMMUTABLE_CACHE_CONTROL,
    })
    expect(await storage.has(key)).toBe(true)
  })

  it('reads an object back, and answers not-modified for its own ETag', async () => {
    const storage = storageWith()
    const body = bytesOf('otra foto')
    const key = imageKey('logos', body)
    await storage.put(key, body, 'image/webp')
    const found = await storage.get!(key)
    if (!found || found.notModified) throw new Error('expected the object')
    const chunks: Buffer[] = []
    for await (const chunk of found.body) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks)).toEqual(body)
    expect(found).toMatchObject({ contentType: 'image/webp', length: body.length })
    expect(found.etag).toMatch(/^".+"$/)
    expect(await storage.get!(key, found.etag)).toEqual({ notModified: true, etag: found.etag })
    expect(await storage.get!(imageKey('logos', bytesOf('ninguna')))).toBeNull()
  })

  it('removes the object a URL of its own names, and nothing else', async () => {
    const storage = storageWith()
    const body = bytesOf('para borrar')
    const key = imageKey('covers', body)
    const url = await storage.put(key, body, 'image/webp')
    for (const other of [
      `/presets/${key}`,
      `https://example.com/${key}`,
      '/uploads/../covers/x.webp',
    ]) {
      await storage.remove(other)
    }
    expect(await storage.has(key)).toBe(true)
    await storage.remove(url)
    expect(await storage.has(key)).toBe(false)
    // Removing what is already gone is no error.
    await storage.remove(url)
  })

  it('links at S3_PUBLIC_URL when given, and knows both addresses as its own', async () => {
    const publicUrl = `${s3.endpoint}/${s3.bucket}`
    const storage = storageWith({ S3_PUBLIC_URL: `${publicUrl}/` })
    const body = bytesOf('en la CDN')
    const key = imageKey('categories', body)
    const url = await storage.put(key, body, 'image/webp')
    expect(url).toBe(`${publicUrl}/${key}`)
    expect(storage.keyOf(url)).toBe(key)
    expect(storage.keyOf(`/uploads/${key}`)).toBe(key)
    expect(storage.keyOf(`https://elsewhere.example/${key}`)).toBeNull()
    const fetched = await fetch(url)
    expect(fetched.status).toBe(200)
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(body)
  })
})
