/** Renders a sample logo and cover for every motif to /tmp/art-preview/ as PNG, for eyeballing. */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { coverSvg, logoSvg, type Motif } from '../server/demo/art'

const outDir = '/tmp/art-preview'

const samples: Array<{ motif: Motif; name: string; initials: string; color: string }> = [
  { motif: 'pizza', name: 'Pizzería Don Carlo', initials: 'DC', color: '#d62828' },
  { motif: 'burger', name: 'La Burguesía', initials: 'LB', color: '#1d3557' },
  { motif: 'empanada', name: 'Empanadas del Norte', initials: 'EN', color: '#e07a1f' },
  { motif: 'sushi', name: 'Sakura Sushi', initials: 'SS', color: '#2b2d42' },
  { motif: 'coffee', name: 'Café Martínez', initials: 'CM', color: '#6f4e37' },
  { motif: 'icecream', name: 'Heladería Frida', initials: 'HF', color: '#e56b9a' },
  { motif: 'grill', name: 'Parrilla El Fogón', initials: 'EF', color: '#7a2e1f' },
  { motif: 'taco', name: 'Taquería Lupita', initials: 'TL', color: '#2a9d8f' },
  { motif: 'pasta', name: 'Pastas Nonna', initials: 'PN', color: '#386641' },
  { motif: 'salad', name: 'Verde Bowl', initials: 'VB', color: '#6a994e' },
]

await mkdir(outDir, { recursive: true })

for (const { motif, name, initials, color } of samples) {
  await sharp(Buffer.from(logoSvg({ name, initials, color, motif })))
    .png()
    .toFile(path.join(outDir, `logo-${motif}.png`))
  await sharp(Buffer.from(coverSvg({ color, motif })))
    .png()
    .toFile(path.join(outDir, `cover-${motif}.png`))
  console.log(`${motif}: logo-${motif}.png, cover-${motif}.png`)
}
