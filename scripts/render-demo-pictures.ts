/**
 * Renders the demo shops' logos and covers (drawn as SVG in server/demo/art.ts) and the demo
 * products' and categories' drawings (scripts/art/dishes) to WebP in server/demo/pictures/, with
 * drawn.json recording the SVG each file came from: the seed reads these files, and a test fails
 * when the drawings change and the files were not rendered again.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { demoShops } from '../server/demo/demo-shops'
import {
  demoPictureSources,
  DRAWN_MANIFEST,
  PICTURES_DIR,
  PRODUCT_PICTURE_MAX_BYTES,
  svgHash,
} from '../server/demo/pictures'
import { dishPictureSources } from './art/dishes/sources'

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

// Encoded as an upload is (quality 80), a little lower where a busy drawing would weigh more
// than a menu should load per product.
await mkdir(path.join(PICTURES_DIR, 'dishes'), { recursive: true })
let total = 0
for (const picture of dishPictureSources()) {
  const raster = await sharp(Buffer.from(picture.svg))
    .resize(picture.width, picture.height)
    .png()
    .toBuffer()
  let quality = 80
  let bytes = await sharp(raster).webp({ quality, effort: 6 }).toBuffer()
  while (bytes.length > PRODUCT_PICTURE_MAX_BYTES && quality > 40) {
    quality -= 5
    bytes = await sharp(raster).webp({ quality, effort: 6 }).toBuffer()
  }
  await writeFile(path.join(PICTURES_DIR, picture.file), bytes)
  drawn[picture.file] = svgHash(picture.svg)
  total += bytes.length
  console.log(`${picture.file.padEnd(40)} ${(bytes.length / 1024).toFixed(1)} KB  q${quality}`)
}
console.log(`drawings: ${(total / 1024).toFixed(0)} KB in all`)

await writeFile(path.join(PICTURES_DIR, DRAWN_MANIFEST), `${JSON.stringify(drawn, null, 2)}\n`)
