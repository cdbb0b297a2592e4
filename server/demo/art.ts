/**
 * Demo shop logos (512x512) and covers (1600x600) as SVG strings. Pure functions: the seed
 * renders them to WebP with sharp.
 */
import { motifMarkup } from './art-motifs'

export type Motif =
  | 'pizza'
  | 'burger'
  | 'empanada'
  | 'sushi'
  | 'coffee'
  | 'icecream'
  | 'grill'
  | 'taco'
  | 'pasta'
  | 'salad'

const FONT = 'DejaVu Sans, Arial, sans-serif'
const FALLBACK_COLOR = '#e4572e'
const CREAM = '#fff8ee'

type Rgb = [number, number, number]

function parseHex(color: string): Rgb {
  const hex = color.trim().replace(/^#/, '')
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  if (!/^[0-9a-f]{6}$/i.test(full)) return parseHex(FALLBACK_COLOR)
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Warm near-black, so darkened shades stay rich instead of turning muddy grey. */
const INK: Rgb = [42, 18, 8]

/** Blends `color` towards white (amount > 0) or warm ink (amount < 0). */
function shade(color: string, amount: number): string {
  const target: Rgb = amount > 0 ? [255, 255, 255] : INK
  const t = Math.abs(amount)
  return toHex(parseHex(color).map((v, i) => v + (target[i] - v) * t) as Rgb)
}

/** Relative luminance (0 dark .. 1 light), to keep pale brand colours legible. */
function luminance(color: string): number {
  const [r, g, b] = parseHex(color).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

function place(motif: Motif, cx: number, cy: number, size: number, angle = 0): string {
  const s = size / 200
  return `<g transform="translate(${cx} ${cy}) rotate(${angle}) scale(${s}) translate(-100 -100)">${motifMarkup(motif)}</g>`
}

/**
 * Round badge on a full-bleed colour square: the motif on a cream medallion and the initials on a
 * ribbon. Everything sits inside the inscribed circle so a circular crop loses nothing.
 */
export function logoSvg(opts: {
  name: string
  initials: string
  color: string
  motif: Motif
}): string {
  const base = toHex(parseHex(opts.color))
  const dark = shade(base, luminance(base) > 0.6 ? -0.7 : -0.45)
  const initials = [...opts.initials.trim()].slice(0, 4).join('').toUpperCase()
  const fontSize = initials.length <= 2 ? 64 : initials.length === 3 ? 54 : 44
  const spacing = initials.length <= 2 ? 6 : 3
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<title>${escapeXml(opts.name)}</title>
<defs>
<radialGradient id="logo-bg" cx="50%" cy="38%" r="70%">
<stop offset="0" stop-color="${shade(base, 0.22)}"/><stop offset="1" stop-color="${shade(base, -0.12)}"/>
</radialGradient>
</defs>
<rect width="512" height="512" fill="url(#logo-bg)"/>
<circle cx="256" cy="256" r="238" fill="none" stroke="${CREAM}" stroke-width="5" opacity="0.5"/>
<circle cx="256" cy="256" r="224" fill="none" stroke="${CREAM}" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round" opacity="0.6"/>
<circle cx="256" cy="214" r="146" fill="${dark}" opacity="0.25" transform="translate(0 8)"/>
<circle cx="256" cy="214" r="146" fill="${CREAM}"/>
<circle cx="256" cy="214" r="132" fill="none" stroke="${base}" stroke-width="4" opacity="0.35"/>
${place(opts.motif, 256, 204, 236)}
<path d="M92 356h52v62H92l18-31z" fill="${shade(base, -0.3)}"/>
<path d="M420 356h-52v62h52l-18-31z" fill="${shade(base, -0.3)}"/>
<path d="M124 410l20 8v-14zM388 410l-20 8v-14z" fill="${shade(base, -0.55)}"/>
<rect x="124" y="340" width="264" height="70" rx="8" fill="${CREAM}"/>
<rect x="124" y="340" width="264" height="70" rx="8" fill="none" stroke="${dark}" stroke-width="3" opacity="0.25"/>
<text x="256" y="${375 + fontSize * 0.36}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${fontSize}" letter-spacing="${spacing}" fill="${dark}">${escapeXml(initials)}</text>
</svg>`
}

/** Tiled silhouette pattern across the banner, offset on alternate rows. */
function pattern(motif: Motif): string {
  let out = ''
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 12; col++) {
      const x = col * 150 + (row % 2) * 75 - 20
      const y = row * 140 + 10
      const angle = ((row * 7 + col * 13) % 5) * 8 - 16
      out += place(motif, x, y, 84, angle)
    }
  }
  return out
}

function sparkle(x: number, y: number, r: number): string {
  const k = r * 0.28
  return `<path d="M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z" fill="${CREAM}"/>`
}

/**
 * 1600x600 banner: colour wash with a faint motif pattern, and on the right a big plate with the
 * motif plus two smaller ones floating beside it. The left half stays calm for overlaid text.
 */
export function coverSvg(opts: { color: string; motif: Motif }): string {
  const base = toHex(parseHex(opts.color))
  const dark = shade(base, -0.45)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
<defs>
<linearGradient id="cover-bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${shade(base, 0.1)}"/><stop offset="1" stop-color="${shade(base, -0.25)}"/>
</linearGradient>
<filter id="cover-mono" x="0" y="0" width="1" height="1">
<feFlood flood-color="${CREAM}" flood-opacity="0.13"/><feComposite in2="SourceAlpha" operator="in"/>
</filter>
<filter id="cover-shadow" x="-20%" y="-20%" width="140%" height="150%">
<feGaussianBlur in="SourceAlpha" stdDeviation="7"/><feOffset dy="10"/>
<feComponentTransfer><feFuncA type="linear" slope="0.3"/></feComponentTransfer>
<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
</filter>
</defs>
<rect width="1600" height="600" fill="url(#cover-bg)"/>
<g filter="url(#cover-mono)">${pattern(opts.motif)}</g>
<circle cx="1230" cy="300" r="290" fill="${CREAM}" opacity="0.1"/>
<circle cx="1230" cy="300" r="250" fill="${CREAM}" opacity="0.12"/>
<g filter="url(#cover-shadow)">
<circle cx="1230" cy="300" r="205" fill="${CREAM}"/>
</g>
<circle cx="1230" cy="300" r="186" fill="none" stroke="${base}" stroke-width="4" stroke-dasharray="1 14" stroke-linecap="round" opacity="0.55"/>
${place(opts.motif, 1230, 292, 300)}
<g filter="url(#cover-shadow)">
${place(opts.motif, 905, 165, 170, -12)}
${place(opts.motif, 1496, 468, 156, 12)}
</g>
${sparkle(960, 420, 16)}${sparkle(1010, 350, 9)}${sparkle(1480, 120, 18)}${sparkle(1540, 220, 10)}${sparkle(820, 290, 10)}
<circle cx="1050" cy="520" r="7" fill="${CREAM}" opacity="0.6"/><circle cx="1420" cy="40" r="6" fill="${CREAM}" opacity="0.6"/>
<circle cx="780" cy="90" r="5" fill="${CREAM}" opacity="0.5"/><circle cx="1570" cy="340" r="6" fill="${dark}" opacity="0.4"/>
</svg>`
}
