/**
 * Renders the demo shops' logos and covers (drawn as SVG in server/db/seed/art.ts) to WebP in
 * server/db/seed/pictures/, with drawn.json recording the SVG each file came from: the seed reads
 * these files, and a test fails when the drawings change and the files were not rendered again.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { demoShops } from '../server/db/seed/demo-shops'
import {
  demoPictureSources,
  DRAWN_MANIFEST,
  PICTURES_DIR,
  svgHash,
} from '../server/db/seed/pictures'

const drawn: Record<string, string> = {}
for (const shop of demoShops) {
  for (const picture of Object.values(demoPictureSources(shop))) {
    const file = path.join(PICTURES_DIR, picture.file)
    await sharp(Buffer.from(picture.svg))
      .resize(picture.width, picture.height)
      .webp({ quality: 82 })
      .toFile(file)
    drawn[picture.file] = svgHash(picture.svg)
    console.log(picture.file)
  }
}
await writeFile(path.join(PICTURES_DIR, DRAWN_MANIFEST), `${JSON.stringify(drawn, null, 2)}\n`)
