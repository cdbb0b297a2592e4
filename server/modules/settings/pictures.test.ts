import { eq } from 'drizzle-orm'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { IMAGE_REQUIRED_MESSAGE } from '../../../domain/messages/api'
import { pictureVariants } from '../../../domain/pictures/variants'
import { businesses } from '../../db/schema'
import { MAX_UPLOAD_BYTES } from '../../lib/images'
import { multipartPayload, pngBytes, type FileSeed } from '../../test/factories'
import { ownerSession, useTestApp, type OwnerSession as Session } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'

const t = useTestApp()

const session = () => ownerSession(t)

const uploadedFile = (url: string) =>
  path.join(t.app.config.uploadsDir, url.replace(/^\/uploads\//, ''))
const storedFiles = (folder: string) => {
  const dir = path.join(t.app.config.uploadsDir, folder)
  return existsSync(dir) ? readdirSync(dir).length : 0
}
const shopRow = async (s: Session) =>
  (await t.db.select().from(businesses).where(eq(businesses.id, s.business.id)))[0]

const pictures = [
  { kind: 'logo', column: 'logoUrl', folder: 'logos', size: [512, 512] },
  { kind: 'cover', column: 'coverUrl', folder: 'covers', size: [1600, 600] },
] as const

async function send(s: Session, kind: string, ...files: FileSeed[]) {
  const { payload, headers } = await multipartPayload({}, ...files)
  return t.app.inject({
    method: 'PUT',
    url: `/api/business/settings/${kind}`,
    payload,
    headers: { ...headers, ...s.headers },
  })
}

describe.each(pictures)('PUT /api/business/settings/$kind', ({ kind, column, folder, size }) => {
  it(`stores the ${kind} as WebP, answers business.${column} and shows it in the profile`, async () => {
    const s = await session()
    const res = await send(s, kind, { bytes: await pngBytes(2000, 1500), field: kind })
    expect(res.statusCode).toBe(200)
    const url = res.json().business[column]
    expect(res.json()).toEqual({ business: { [column]: url } })
    expect(url).toMatch(new RegExp(`^/uploads/${folder}/[0-9a-f]{64}\\.webp$`))
    const meta = await sharp(uploadedFile(url)).metadata()
    expect(meta.format).toBe('webp')
    expect([meta.width, meta.height]).toEqual(size)
    expect((await t.app.inject(url)).statusCode).toBe(200)
    const profile = await t.app.inject({
      url: '/api/business/settings/profile',
      headers: s.headers,
    })
    expect(profile.json().business[column]).toBe(url)
  })

  it('replaces the previous picture and deletes its file, leaving other shops alone', async () => {
    const s = await session()
    const other = await session()
    const others = (await send(other, kind, { bytes: await pngBytes(), field: kind })).json()
    const first = (await send(s, kind, { bytes: await pngBytes(), field: kind })).json()
    const second = (await send(s, kind, { bytes: await pngBytes(90, 60), field: kind })).json()
    const [firstUrl, secondUrl] = [first.business[column], second.business[column]]
    expect(secondUrl).not.toBe(firstUrl)
    expect(existsSync(uploadedFile(firstUrl))).toBe(false)
    expect(existsSync(uploadedFile(secondUrl))).toBe(true)
    expect((await shopRow(s))[column]).toBe(secondUrl)
    expect((await shopRow(other))[column]).toBe(others.business[column])
    expect(existsSync(uploadedFile(others.business[column]))).toBe(true)
  })

  it('writes its smaller copies beside it, served like it, and deletes them with it', async () => {
    const s = await session()
    const first = (await send(s, kind, { bytes: await pngBytes(2000, 1500), field: kind })).json()
    const url: string = first.business[column]
    const copies = pictureVariants(url)
    expect(copies.length).toBeGreaterThan(3)
    for (const copy of copies) {
      const served = await t.app.inject(copy.at)
      expect(served.statusCode, copy.at).toBe(200)
      expect(served.headers['content-type']).toBe(`image/${copy.format}`)
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const meta = await sharp(served.rawPayload).metadata()
      expect(meta.width, copy.at).toBe(copy.width)
    }
    await send(s, kind, { bytes: await pngBytes(90, 60), field: kind })
    for (const copy of copies) expect(existsSync(uploadedFile(copy.at)), copy.at).toBe(false)
  })

  it('sends the browser to the original for a copy an older upload lacks, and 404s what is no copy', async () => {
    const s = await session()
    const { business } = (await send(s, kind, { bytes: await pngBytes(), field: kind })).json()
    const url: string = business[column]
    const [copy] = pictureVariants(url)
    rmSync(uploadedFile(copy!.at))
    const res = await t.app.inject(copy!.at)
    expect(res.statusCode).toBe(307)
    expect(res.headers.location).toBe(url)
    expect(res.headers['cache-control']).toBe('public, max-age=600')
    const missing = url.replace(/\.webp$/, '-333.avif')
    expect((await t.app.inject(missing)).statusCode).toBe(404)
  })

  it('refuses a file that is not an image with a Spanish 415, storing nothing', async () => {
    const s = await session()
    const before = storedFiles(folder)
    for (const file of [
      { bytes: Buffer.from('%PDF-1.4 no soy una foto'), filename: 'logo.jpg', type: 'image/jpeg' },
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        filename: 'logo.svg',
        type: 'image/svg+xml',
      },
    ]) {
      const res = await send(s, kind, { ...file, field: kind })
      expect(res.statusCode).toBe(415)
      expect(errorOf(res)).toEqual({
        error: 'El archivo no es una imagen válida.',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      })
    }
    expect(storedFiles(folder)).toBe(before)
    expect((await shopRow(s))[column]).toBeNull()
  })

  it('refuses a file over 8 MB with a Spanish 413, keeping the current picture', async () => {
    const s = await session()
    const current = (await send(s, kind, { bytes: await pngBytes(), field: kind })).json()
    const res = await send(s, kind, { bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), field: kind })
    expect(res.statusCode).toBe(413)
    expect(errorOf(res)).toEqual({
      error: 'El archivo es demasiado grande.',
      code: 'PAYLOAD_TOO_LARGE',
    })
    expect((await shopRow(s))[column]).toBe(current.business[column])
    expect(existsSync(uploadedFile(current.business[column]))).toBe(true)
  })

  it('asks for a picture when none is sent, or one is sent in another field', async () => {
    const s = await session()
    const none = await send(s, kind)
    expect(none.statusCode).toBe(400)
    expect(errorOf(none)).toEqual({ error: IMAGE_REQUIRED_MESSAGE, code: 'VALIDATION' })
    const empty = await send(s, kind, { bytes: Buffer.alloc(0), filename: '', field: kind })
    expect(empty.json().error).toBe(IMAGE_REQUIRED_MESSAGE)
    const misplaced = await send(s, kind, { bytes: await pngBytes(), field: 'image' })
    expect(misplaced.statusCode).toBe(400)
    expect(errorOf(misplaced)).toEqual({
      error: `Enviá la imagen en el campo "${kind}".`,
      code: 'VALIDATION',
    })
    expect((await shopRow(s))[column]).toBeNull()
  })

  it('refuses a body that is not multipart with a Spanish 415', async () => {
    const s = await session()
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/business/settings/${kind}`,
      headers: s.headers,
      payload: { [kind]: 'https://example.com/logo.png' },
    })
    expect(res.statusCode).toBe(415)
    expect(errorOf(res)).toEqual({
      error: 'Enviá el formulario como multipart/form-data.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    })
  })
})
