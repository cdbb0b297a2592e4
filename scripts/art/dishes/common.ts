/**
 * Shared pieces of the demo product drawings: the 400×400 frame with its soft backdrop, plates,
 * boards, bowls and glasses, drawn in the flat, warm style of the preset category illustrations
 * (scripts/art/kit.ts). A dish sits in the middle band of the frame (y 90–310), so the same drawing
 * reads as an 80 px square in a menu row, a 16:9 crop in the product dialog and a 4:3 category
 * picture.
 */
import { f, hash, rng, shadow } from '../kit'

export { blob, f, rng, shadow, smoothClosed, speckles } from '../kit'

export const SIDE = 400

export interface Wash {
  light: string
  tint: string
  accent: string
}

/** Warm backdrops, one per family of dishes, so a category's pictures read as a set. */
export const washes = {
  tomato: { light: '#fff4ea', tint: '#f7c59f', accent: '#e07a45' },
  cream: { light: '#fffaf0', tint: '#f5dca4', accent: '#d99a32' },
  rose: { light: '#fff4f7', tint: '#f6c6d6', accent: '#e07aa2' },
  mint: { light: '#f6fbf4', tint: '#cfe6c6', accent: '#6fae6a' },
  sky: { light: '#f3f9ff', tint: '#c9def2', accent: '#6b9ccf' },
  ember: { light: '#fff0e2', tint: '#f4b88f', accent: '#d9683a' },
  coffee: { light: '#fff6ea', tint: '#e8cba6', accent: '#b9835a' },
  lime: { light: '#fbfcee', tint: '#e3ecb0', accent: '#9bb53a' },
  peach: { light: '#fff3ef', tint: '#f7c3b6', accent: '#e4806a' },
} satisfies Record<string, Wash>

export type WashName = keyof typeof washes

/** A few dots and rings near the corners, placed from the drawing's name. */
function confetti(color: string, seed: number): string {
  const rand = rng(seed)
  const spots: Array<[number, number]> = [
    [34, 84],
    [366, 78],
    [30, 312],
    [372, 318],
    [90, 60],
    [318, 344],
  ]
  return spots
    .map(([x, y]) => {
      const cx = f(x + (rand() - 0.5) * 20)
      const cy = f(y + (rand() - 0.5) * 20)
      const r = f(3 + rand() * 4)
      return rand() < 0.5
        ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="0.4"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="2" opacity="0.4"/>`
    })
    .join('')
}

export type Framing = 'square' | 'category'

/**
 * The drawing as a document: square (the product picture, 800×800 like an uploaded one) or the
 * 4:3 middle of it (a category picture, 640×480).
 */
export function frame(
  id: string,
  wash: Wash,
  body: string,
  defs: string,
  framing: Framing,
): string {
  const [viewBox, width, height] =
    framing === 'square' ? ['0 0 400 400', 800, 800] : ['0 50 400 300', 640, 480]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">
<defs>
<radialGradient id="bg" cx="50%" cy="48%" r="72%"><stop offset="0" stop-color="${wash.light}"/><stop offset="1" stop-color="${shade(wash.tint, 0.35)}"/></radialGradient>
${defs}
</defs>
<rect y="0" width="400" height="400" fill="url(#bg)"/>
${confetti(wash.accent, hash(id))}
<ellipse cx="200" cy="202" rx="172" ry="150" fill="#fff" opacity="0.3"/>
${body}
</svg>`
}

type Rgb = [number, number, number]
const parse = (c: string): Rgb =>
  [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as unknown as Rgb

/** Blends a #rrggbb colour towards white (amount > 0) or a warm dark brown (amount < 0). */
export function shade(color: string, amount: number): string {
  const target: Rgb = amount > 0 ? [255, 255, 255] : [58, 24, 10]
  const t = Math.abs(amount)
  return `#${parse(color)
    .map((v, i) =>
      Math.round(v + (target[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** A plate at a three-quarter angle: rim, well and the shadow it casts. */
export function plate(cx: number, cy: number, rx: number, ry: number, rim = '#ffffff'): string {
  return `${shadow(cx, cy + ry * 0.16, rx * 1.02, ry, 0.14)}
<ellipse cx="${cx}" cy="${f(cy + ry * 0.07)}" rx="${rx}" ry="${ry}" fill="#ddd5cb"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${rim}"/>
<ellipse cx="${cx}" cy="${f(cy + ry * 0.05)}" rx="${f(rx * 0.76)}" ry="${f(ry * 0.72)}" fill="#ebe7e2"/>
<ellipse cx="${cx}" cy="${cy}" rx="${f(rx * 0.76)}" ry="${f(ry * 0.72)}" fill="#f8f7f5"/>`
}

/** A round wooden board (pizza, provoleta) seen at the same angle, with its edge. */
export function roundBoard(cx: number, cy: number, rx: number, ry: number): string {
  return `${shadow(cx, cy + ry * 0.2, rx * 1.02, ry, 0.16)}
<ellipse cx="${cx}" cy="${f(cy + 9)}" rx="${rx}" ry="${ry}" fill="#a8682f"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#wood)"/>`
}

/** A rectangular board (sushi, steaks, sandwiches) with rounded corners and a thick front edge. */
export function board(
  x: number,
  y: number,
  w: number,
  h: number,
  tone: 'wood' | 'slate' = 'wood',
): string {
  const [edge, top, grain] =
    tone === 'wood' ? ['#a8682f', 'url(#wood)', '#c98a4b'] : ['#24282c', '#3b4147', '#4a5158']
  return `${shadow(x + w / 2, y + h + 8, w * 0.52, 10, 0.2)}
<rect x="${x}" y="${y + 10}" width="${w}" height="${h}" rx="14" fill="${edge}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${top}"/>
<path d="M${x + 20} ${f(y + h * 0.3)}q${f(w * 0.3)} -6 ${f(w * 0.6)} 0t${f(w * 0.3)} -2M${x + 26} ${f(y + h * 0.72)}q${f(w * 0.35)} 6 ${f(w * 0.62)} 0" fill="none" stroke="${grain}" stroke-width="2.5" opacity="0.6"/>`
}

export const woodDef = `<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0c890"/><stop offset="1" stop-color="#d9a263"/></linearGradient>`

/** A small bowl of sauce or dip seen at an angle (chimichurri, dulce de leche, guacamole). */
export function ramekin(cx: number, cy: number, r: number, fill: string, bowl = '#ffffff'): string {
  const ry = r * 0.42
  return `${shadow(cx, cy + r * 0.62, r * 1.05, ry * 0.8, 0.18)}
<path d="M${f(cx - r)} ${cy}a${r} ${f(ry)} 0 0 0 ${2 * r} 0l-${f(r * 0.12)} ${f(r * 0.5)}a${f(r * 0.88)} ${f(ry * 0.9)} 0 0 1 -${f(r * 1.76)} 0z" fill="${shade(bowl, -0.12)}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${f(ry)}" fill="${bowl}"/>
<ellipse cx="${cx}" cy="${f(cy + 1)}" rx="${f(r * 0.8)}" ry="${f(ry * 0.72)}" fill="${fill}"/>
<ellipse cx="${f(cx - r * 0.3)}" cy="${f(cy - ry * 0.15)}" rx="${f(r * 0.25)}" ry="${f(ry * 0.18)}" fill="#fff" opacity="0.35"/>`
}

/** Chimichurri: oil with chopped parsley and red pepper. */
export function chimichurri(cx: number, cy: number, r: number): string {
  const rand = rng(cx * 7 + cy)
  let bits = ''
  for (let i = 0; i < 16; i++) {
    const a = rand() * Math.PI * 2
    const d = Math.sqrt(rand()) * r * 0.7
    const x = cx + Math.cos(a) * d
    const y = cy + 1 + Math.sin(a) * d * 0.4
    bits += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1.2 + rand() * 1.6)}" fill="${i % 4 ? '#3f7d22' : '#d0412a'}"/>`
  }
  return ramekin(cx, cy, r, '#b7952c') + bits
}

/** A basil or parsley leaf, `len` long, pointing at `angle`. */
export function leaf(x: number, y: number, len: number, angle: number, color = '#3f9a34'): string {
  const k = len / 44
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${f(k)})"><path d="M0 0C8-14 30-16 44 0C30 16 8 14 0 0Z" fill="${color}"/><path d="M2 0H38" stroke="${shade(color, 0.4)}" stroke-width="2"/></g>`
}

/** A lemon wedge or slice, seen from the side. */
export function lemonSlice(
  x: number,
  y: number,
  r: number,
  angle: number,
  rind = '#f4c20d',
): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${angle})">
<path d="M-${r} 0A${r} ${r} 0 0 0 ${r} 0Z" fill="${rind}"/>
<path d="M-${f(r * 0.82)} 0A${f(r * 0.82)} ${f(r * 0.82)} 0 0 0 ${f(r * 0.82)} 0Z" fill="${shade(rind, 0.6)}"/>
<path d="M0 0V${f(r * 0.7)}M0 0L-${f(r * 0.5)} ${f(r * 0.5)}M0 0L${f(r * 0.5)} ${f(r * 0.5)}" stroke="${rind}" stroke-width="1.6"/>
</g>`
}

/** Sesame seeds or crumbs scattered inside an ellipse. */
export function seeds(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  color: string,
  size = 2.2,
): string {
  const rand = rng(Math.round(cx * 31 + cy * 17 + n))
  let out = ''
  for (let i = 0; i < n; i++) {
    const a = rand() * Math.PI * 2
    const d = Math.sqrt(rand())
    const x = cx + Math.cos(a) * rx * d
    const y = cy + Math.sin(a) * ry * d
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${size}" ry="${f(size * 0.55)}" transform="rotate(${f(rand() * 180)} ${f(x)} ${f(y)})" fill="${color}"/>`
  }
  return out
}

/** Points spread over a disc (at least `gap` apart where possible), for toppings. */
export function scatter(
  n: number,
  radius: number,
  gap: number,
  seed: number,
  keep: (x: number, y: number) => boolean = () => true,
): Array<[number, number]> {
  const rand = rng(seed)
  const pts: Array<[number, number]> = []
  for (let tries = 0; pts.length < n && tries < n * 60; tries++) {
    const a = rand() * Math.PI * 2
    const d = Math.sqrt(rand()) * radius
    const p: [number, number] = [Math.cos(a) * d, Math.sin(a) * d]
    if (!keep(p[0], p[1])) continue
    if (pts.every(([x, y]) => Math.hypot(x - p[0], y - p[1]) >= gap)) pts.push(p)
  }
  return pts
}

/** Steam rising from something hot. */
export function steam(x: number, y: number, n = 3, gap = 22): string {
  let d = ''
  for (let i = 0; i < n; i++) {
    const sx = x + (i - (n - 1) / 2) * gap
    d += `M${f(sx)} ${y}q-9-11 0-22t0-22`
  }
  return `<path d="${d}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.75"/>`
}
