import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { loadSharp, toWebp } from './images'

describe('toWebp', () => {
  it('re-encodes a large photo as a bounded WebP without metadata', async () => {
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#c2410c' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secreto' } } })
      .jpeg()
      .toBuffer()
    const out = await toWebp(photo, 'product')
    const meta = await sharp(out).metadata()
    expect(meta.format).toBe('webp')
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(800)
    expect(meta.exif).toBeUndefined()
  })

  it('crops covers to their banner shape', async () => {
    const square = await sharp({
      create: { width: 2000, height: 2000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer()
    const meta = await sharp(await toWebp(square, 'cover')).metadata()
    expect([meta.width, meta.height]).toEqual([1600, 600])
  })

  it('refuses anything that is not an image with a Spanish 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>',
    )
    for (const file of [svg, Buffer.from('%PDF-1.4 no soy una foto'), Buffer.alloc(0)]) {
      const err = await toWebp(file, 'logo').catch((e) => e)
      expect(err).toBeInstanceOf(ApiError)
      expect(err.statusCode).toBe(415)
      expect(err.message).toBe('El archivo no es una imagen válida.')
    }
  })

  it('keeps no libvips operation cache: every upload is a different image', async () => {
    const loaded = await loadSharp()
    expect(loaded).toBe(sharp)
    const { memory, files, items } = loaded.cache()
    expect([memory.max, files.max, items.max]).toEqual([0, 0, 0])
  })
})
