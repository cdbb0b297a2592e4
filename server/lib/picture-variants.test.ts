import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { diskStorage } from '../adapters/storage/disk'
import { imageKey } from '../adapters/storage/keys'
import { PICTURES_DIR, dishFile } from '../demo/pictures'
import { removeVariants, writeVariants } from './picture-variants'
import { toWebp } from './images'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

async function tempStorage() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'barrio-variants-'))
  dirs.push(dir)
  return { dir, storage: diskStorage(dir) }
}

/** A drawn product picture of the demo, stored as an upload is. */
async function storedDish(storage: ReturnType<typeof diskStorage>) {
  const original = await readFile(path.join(PICTURES_DIR, dishFile('milanesa-al-plato')))
  const key = imageKey('products', original)
  const url = await storage.put(key, original, 'image/webp')
  return { original, key, url }
}

/**
 * What a copy may weigh per pixel it draws (docs/product.md#budgets): a drawn or photographed
 * dish at these widths stays far under it, a copy encoded at a wasteful quality does not.
 */
const MAX_BYTES_PER_PIXEL = { avif: 0.15, webp: 0.2 }

describe('writeVariants', () => {
  it('writes each width in AVIF and WebP beside the original, none wider than it, within the budget', async () => {
    const { dir, storage } = await tempStorage()
    const { original, key } = await storedDish(storage)
    expect(await writeVariants(storage, key, original)).toBe(7)
    const name = path.basename(key, '.webp')
    const files = (await readdir(path.join(dir, 'products'))).sort()
    expect(files).toEqual(
      [
        `${name}.webp`,
        ...[120, 240, 400, 800].map((w) => `${name}-${w}.avif`),
        ...[120, 240, 400].map((w) => `${name}-${w}.webp`),
      ].sort(),
    )
    for (const file of files.filter((f) => f !== `${name}.webp`)) {
      const [, width, format] = /-(\d+)\.(avif|webp)$/.exec(file)!
      const bytes = await readFile(path.join(dir, 'products', file))
      const meta = await sharp(bytes).metadata()
      expect(meta.format === 'heif' ? 'avif' : meta.format, file).toBe(format)
      expect(meta.width, file).toBe(Number(width))
      expect(bytes.length / (meta.width! * meta.height!), file).toBeLessThan(
        MAX_BYTES_PER_PIXEL[format as 'avif' | 'webp'],
      )
    }
  })

  it('never enlarges a small original, and writes only what is missing when told', async () => {
    const { storage } = await tempStorage()
    const small = await toWebp(
      await sharp({ create: { width: 200, height: 150, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer(),
      'product',
    )
    const key = imageKey('products', small)
    await storage.put(key, small, 'image/webp')
    expect(await writeVariants(storage, key, small)).toBe(7)
    const base = key.replace(/\.webp$/, '')
    for (const width of [240, 400, 800]) {
      const meta = await sharp((await storage.read(`${base}-${width}.avif`))!).metadata()
      expect([meta.width, meta.height]).toEqual([200, 150])
    }
    expect(await writeVariants(storage, key, small, { onlyMissing: true })).toBe(0)
    await storage.remove(`/uploads/${base}-240.webp`)
    expect(await writeVariants(storage, key, small, { onlyMissing: true })).toBe(1)
    expect(await storage.has(`${base}-240.webp`)).toBe(true)
  })

  it('writes nothing for a key with no copies, and removeVariants deletes every copy only', async () => {
    const { dir, storage } = await tempStorage()
    const { original, key, url } = await storedDish(storage)
    expect(await writeVariants(storage, 'products/old-400.webp', original)).toBe(0)
    await writeVariants(storage, key, original)
    await removeVariants(storage, url)
    expect(await readdir(path.join(dir, 'products'))).toEqual([path.basename(key)])
  })
})
