import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { demoShops } from './demo-shops'
import {
  demoPictureSources,
  DRAWN_MANIFEST,
  PICTURES_DIR,
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
      demoShops.flatMap((shop) =>
        Object.values(demoPictureSources(shop)).map((p) => [p.file, svgHash(p.svg)]),
      ),
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
