/**
 * Renders the preset category illustrations to web/public/presets/{name}.jpg (640x480), their
 * thumbnails to {name}-thumb.webp (128x96, domain/constants.ts thumbnailUrl) and their copies
 * sized to a box, {name}-{width}.avif (domain/pictures/variants.ts PRESET_WIDTHS), with the encoder
 * uploads' copies use. The files are committed: 10 KB a preset, drawn once.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { PRESET_NAMES, presetSvgs } from './art/presets'
import { PRESET_WIDTHS } from '../domain/pictures/variants'
import { encodeVariant } from '../server/lib/picture-variants'

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/public/presets')
const MAX_BYTES = 60 * 1024

await mkdir(outDir, { recursive: true })

let oversized = 0
for (const name of PRESET_NAMES) {
  const file = path.join(outDir, `${name}.jpg`)
  await sharp(Buffer.from(presetSvgs[name]))
    .resize(640, 480)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true, progressive: true })
    .toFile(file)
  await sharp(Buffer.from(presetSvgs[name]))
    .resize(128, 96)
    .flatten({ background: '#ffffff' })
    .webp({ quality: 75 })
    .toFile(path.join(outDir, `${name}-thumb.webp`))
  const jpeg = await readFile(file)
  for (const width of PRESET_WIDTHS) {
    await writeFile(
      path.join(outDir, `${name}-${width}.avif`),
      await encodeVariant(jpeg, width, 'avif'),
    )
  }
  const { size } = await stat(file)
  if (size > MAX_BYTES) oversized++
  console.log(
    `${name.padEnd(13)} ${(size / 1024).toFixed(1)} KB${size > MAX_BYTES ? '  (over 60 KB)' : ''}`,
  )
}

if (oversized > 0) {
  console.error(`${oversized} preset(s) over 60 KB`)
  process.exitCode = 1
}
