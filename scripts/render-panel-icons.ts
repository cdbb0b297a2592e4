/**
 * Draws the installed panel's icons (docs/product.md#push) into web/public/business/: the Barrio
 * house on the panel's dark ground with a bell, so an owner tells the panel from the public site
 * on a home screen. 'any' icons have rounded corners; the maskable one fills its square and keeps
 * the drawing inside the safe circle (80 %), as launchers crop it.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/public/business')

/** The drawing on a 512 square; `inset` shrinks it toward the centre (the maskable safe zone). */
function icon({ rounded, inset }: { rounded: boolean; inset: number }) {
  const s = 1 - inset
  const t = (256 * inset).toFixed(1)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" ${rounded ? 'rx="112"' : ''} fill="#1c1917"/>
  <g transform="translate(${t} ${t}) scale(${s})">
    <path d="M112 236 256 118l144 118v150a26 26 0 0 1-26 26H138a26 26 0 0 1-26-26z" fill="#ea580c"/>
    <rect x="216" y="300" width="80" height="112" rx="14" fill="#1c1917"/>
    <g transform="translate(356 108)">
      <circle r="70" fill="#fafaf9"/>
      <path d="M-30 22h60c-8-8-12-16-12-30v-12a18 18 0 0 0-36 0v12c0 14-4 22-12 30z" fill="#1c1917"/>
      <circle cy="34" r="9" fill="#1c1917"/>
    </g>
  </g>
</svg>`
}

const outputs: [string, number, string][] = [
  ['icon-192.png', 192, icon({ rounded: true, inset: 0 })],
  ['icon-512.png', 512, icon({ rounded: true, inset: 0 })],
  ['icon-maskable-512.png', 512, icon({ rounded: false, inset: 0.14 })],
  // iOS rounds the corners itself and shows transparency as black.
  ['apple-touch-icon.png', 180, icon({ rounded: false, inset: 0.06 })],
]
for (const [file, size, svg] of outputs) {
  await sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file))
  console.log(file)
}
