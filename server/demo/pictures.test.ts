import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { dishPictureSources, isCategoryDrawing } from '../../scripts/art/dishes/sources'
import { demoProductPictures } from './demo-pictures'
import { demoShops } from './demo-shops'
import {
  demoPictureSources,
  dishPictureReader,
  DRAWN_MANIFEST,
  PICTURES_DIR,
  PRODUCT_PICTURE_MAX_BYTES,
  readDemoPictures,
  svgHash,
} from './pictures'

describe('the demo pictures rendered ahead of time', () => {
  it('are rendered from the drawings as they are now (run `npm run presets` after changing them)', async () => {
    const drawn = JSON.parse(await readFile(`${PICTURES_DIR}/${DRAWN_MANIFEST}`, 'utf8')) as Record<
      string,
      string
    >
    const expected = Object.fromEntries(
      [
        ...demoShops.flatMap((shop) => Object.values(demoPictureSources(shop))),
        ...dishPictureSources(),
      ].map((p) => [p.file, svgHash(p.svg)]),
    )
    expect(drawn).toEqual(expected)
  })

  it('are WebP pictures of the sizes the panel uploads (logo 512², cover 1600×600)', async () => {
    for (const shop of demoShops) {
      const { logo, cover } = await readDemoPictures(shop)
      const sources = demoPictureSources(shop)
      for (const [bytes, source] of [
        [logo, sources.logo],
        [cover, sources.cover],
      ] as const) {
        const meta = await sharp(bytes).metadata()
        expect({
          file: source.file,
          format: meta.format,
          width: meta.width,
          height: meta.height,
        }).toEqual({
          file: source.file,
          format: 'webp',
          width: source.width,
          height: source.height,
        })
      }
    }
  })
})

describe('the demo products’ and categories’ drawings', () => {
  it('are WebP pictures of an uploaded product’s size (800²) or a category’s (640×480), each product’s at most 15 KB', async () => {
    const read = dishPictureReader()
    for (const source of dishPictureSources()) {
      const bytes = await read(source.name)
      const meta = await sharp(bytes).metadata()
      expect({
        file: source.file,
        format: meta.format,
        width: meta.width,
        height: meta.height,
      }).toEqual({ file: source.file, format: 'webp', width: source.width, height: source.height })
      if (!isCategoryDrawing(source.name)) {
        expect(bytes.length, source.file).toBeLessThanOrEqual(PRODUCT_PICTURE_MAX_BYTES)
      }
    }
  })

  it('are each shown by some product or category (none is rendered for nothing)', () => {
    const used = new Set<string>([
      ...Object.values(demoProductPictures).flatMap((products) => Object.values(products)),
      ...demoShops.flatMap((shop) =>
        shop.categories.flatMap((c) => ('picture' in c ? [c.picture] : [])),
      ),
    ])
    expect(
      dishPictureSources()
        .filter((s) => !used.has(s.name))
        .map((s) => s.name),
    ).toEqual([])
  })
})
