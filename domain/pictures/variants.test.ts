import { describe, expect, it } from 'vitest'
import { originalOfVariant, pictureSources, pictureVariants } from './variants'

const hash = 'a'.repeat(64)

describe('pictureSources', () => {
  it('offers every AVIF copy and the WebP copies with the original as the widest', () => {
    expect(pictureSources(`/uploads/products/${hash}.webp`)).toEqual({
      avif: [120, 240, 400, 800].map((w) => `/uploads/products/${hash}-${w}.avif ${w}w`).join(', '),
      webp: [
        ...[120, 240, 400].map((w) => `/uploads/products/${hash}-${w}.webp ${w}w`),
        `/uploads/products/${hash}.webp 800w`,
      ].join(', '),
    })
  })

  it('keeps the address the picture is linked at (a bucket or its CDN) and each folder’s widths', () => {
    const sources = pictureSources(`https://cdn.example.com/covers/${hash}.webp`)
    expect(sources?.avif).toBe(
      [400, 800, 1600]
        .map((w) => `https://cdn.example.com/covers/${hash}-${w}.avif ${w}w`)
        .join(', '),
    )
    expect(sources?.webp.endsWith(`https://cdn.example.com/covers/${hash}.webp 1600w`)).toBe(true)
    expect(pictureSources(`/uploads/logos/old-slug_name.webp`)?.avif).toContain(
      '/uploads/logos/old-slug_name-96.avif 96w',
    )
  })

  it('offers a preset picture’s AVIF copies alone, its JPEG being the fallback', () => {
    expect(pictureSources('/presets/pastas.jpg')).toEqual({
      avif: '/presets/pastas-120.avif 120w, /presets/pastas-240.avif 240w, /presets/pastas-400.avif 400w',
      webp: '',
    })
    expect(pictureVariants('/presets/pastas.jpg')).toEqual([])
  })

  it('has nothing for what has no copies: a thumbnail, another folder, a copy, a blob URL', () => {
    expect(pictureSources('/presets/pastas-thumb.webp')).toBeNull()
    for (const url of [
      `/uploads/other/${hash}.webp`,
      `/uploads/products/${hash}-400.webp`,
      `/uploads/products/${hash}.png`,
      'blob:http://localhost/123',
    ]) {
      expect(pictureSources(url), url).toBeNull()
      expect(pictureVariants(url), url).toEqual([])
    }
  })
})

describe('originalOfVariant', () => {
  it('names the original of each copy, and nothing for a width or format that is no copy', () => {
    for (const variant of pictureVariants(`categories/${hash}.webp`)) {
      expect(originalOfVariant(variant.at)).toBe(`categories/${hash}.webp`)
    }
    expect(originalOfVariant(`categories/${hash}.webp`)).toBeNull()
    expect(originalOfVariant(`categories/${hash}-800.avif`)).toBeNull()
    expect(originalOfVariant(`categories/${hash}-640.webp`)).toBeNull()
    expect(originalOfVariant(`products/${hash}-400.png`)).toBeNull()
  })
})
