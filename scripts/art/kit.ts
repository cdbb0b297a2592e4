/** Small SVG building blocks shared by the preset category illustrations (640x480). */

export const W = 640
export const H = 480

export interface Backdrop {
  /** Light centre of the radial wash. */
  light: string
  /** Edge tint of the wash. */
  tint: string
  /** Colour of the decorative dots and the halo ring. */
  accent: string
}

/** Enlarges and shifts the drawing about the canvas centre, so sparse scenes still fill a thumbnail. */
export interface Framing {
  scale?: number
  dy?: number
}

/** Wraps body markup in a 640x480 document with a warm radial backdrop and a soft halo. */
export function scene(
  id: string,
  bg: Backdrop,
  body: string,
  defs = '',
  frame: Framing = {},
): string {
  const { scale = 1, dy = 0 } = frame
  const placed =
    scale === 1 && dy === 0
      ? body
      : `<g transform="translate(320 ${240 + dy}) scale(${scale}) translate(-320 -240)">${body}</g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<radialGradient id="${id}-bg" cx="50%" cy="46%" r="75%">
<stop offset="0" stop-color="${bg.light}"/><stop offset="1" stop-color="${bg.tint}"/>
</radialGradient>
${defs}
</defs>
<rect width="${W}" height="${H}" fill="url(#${id}-bg)"/>
${confetti(bg.accent, hash(id))}
<circle cx="320" cy="238" r="206" fill="#fff" opacity="0.28"/>
${placed}
</svg>`
}

/** A few scattered dots and rings near the corners, placed deterministically per scene. */
function confetti(color: string, seed: number): string {
  const rand = rng(seed)
  const spots: Array<[number, number]> = [
    [52, 60],
    [128, 34],
    [588, 58],
    [520, 26],
    [34, 420],
    [104, 452],
    [604, 410],
    [560, 456],
    [40, 230],
    [606, 236],
  ]
  return spots
    .map(([x, y]) => {
      const dx = x + (rand() - 0.5) * 30
      const dy = y + (rand() - 0.5) * 30
      const r = 4 + rand() * 7
      return rand() < 0.5
        ? `<circle cx="${f(dx)}" cy="${f(dy)}" r="${f(r)}" fill="${color}" opacity="0.45"/>`
        : `<circle cx="${f(dx)}" cy="${f(dy)}" r="${f(r)}" fill="none" stroke="${color}" stroke-width="3" opacity="0.45"/>`
    })
    .join('')
}

/** Soft contact shadow under an object. */
export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.16): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#5b2a10" opacity="${opacity}"/>`
}

/** A white plate seen at a three-quarter angle: rim, well and a thin inner ring. */
export function plate(cx: number, cy: number, rx: number, ry: number, rim = '#ffffff'): string {
  return `${shadow(cx, cy + ry * 0.12, rx * 1.01, ry * 1.0, 0.13)}
<ellipse cx="${cx}" cy="${cy + ry * 0.05}" rx="${rx}" ry="${ry}" fill="#e3dcd3"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${rim}"/>
<ellipse cx="${cx}" cy="${cy + ry * 0.04}" rx="${rx * 0.74}" ry="${ry * 0.72}" fill="#eef0f2"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.74}" ry="${ry * 0.72}" fill="#f8f9fa"/>`
}

/** Linear gradient definition, top to bottom unless given other coordinates. */
export function linear(id: string, stops: string[], x2 = 0, y2 = 1): string {
  const step = stops.length > 1 ? 1 / (stops.length - 1) : 0
  const s = stops.map((c, i) => `<stop offset="${f(i * step)}" stop-color="${c}"/>`).join('')
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`
}

/** Deterministic pseudo random generator (mulberry32) so renders are reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

/** Rounds to one decimal to keep the markup compact. */
export function f(n: number): string {
  return String(Math.round(n * 10) / 10)
}

/** A smooth closed organic outline around (cx, cy): jittered ellipse through Catmull-Rom curves. */
export function blob(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  jitter: number,
  seed: number,
  points = 18,
): string {
  const rand = rng(seed)
  const pts: Array<[number, number]> = []
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2
    const k = 1 + (rand() - 0.5) * 2 * jitter
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k])
  }
  return smoothClosed(pts)
}

/** Closed Catmull-Rom spline through the given points, as an SVG path. */
export function smoothClosed(pts: Array<[number, number]>): string {
  const n = pts.length
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n]
    const p1 = pts[i]
    const p2 = pts[(i + 1) % n]
    const p3 = pts[(i + 2) % n]
    const c1x = p1[0] + (p2[0] - p0[0]) / 6
    const c1y = p1[1] + (p2[1] - p0[1]) / 6
    const c2x = p2[0] - (p3[0] - p1[0]) / 6
    const c2y = p2[1] - (p3[1] - p1[1]) / 6
    d += `C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(p2[0])} ${f(p2[1])}`
  }
  return `${d}Z`
}

/** Random points inside an ellipse, for crumbs, seeds and sprinkles. */
export function speckles(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  seed: number,
  draw: (x: number, y: number, rand: () => number) => string,
): string {
  const rand = rng(seed)
  let out = ''
  for (let i = 0; i < count; i++) {
    const a = rand() * Math.PI * 2
    const r = Math.sqrt(rand())
    out += draw(cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r, rand)
  }
  return out
}
