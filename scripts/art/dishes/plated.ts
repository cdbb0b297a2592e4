/** Plated dishes: pastas, and anything served as a layered portion (lasaña, tortas, postres). */
import { blob, f, leaf, plate, rng, scatter, seeds, shade } from './common'

export interface PastaSpec {
  kind: 'pasta'
  shape: 'sorrentinos' | 'noquis' | 'tallarines'
  sauce: 'fileto' | 'bolognesa' | 'manteca'
}

/** Sauce pooled over the pasta: a glossy blob, with mince for a bolognesa. */
function sauce(kind: PastaSpec['sauce'], cx: number, cy: number, rx: number, ry: number): string {
  if (kind === 'manteca') {
    return `<g transform="translate(${cx - 8} ${cy - 16}) rotate(-8)"><path d="M-16-6h32l4 10h-40z" fill="#fff0a8"/><path d="M-16-6h32l-4-8h-24z" fill="#fff7cc"/></g>
${seeds(cx, cy, rx * 0.9, ry * 0.8, 26, '#fff6d8', 3.2)}${seeds(cx, cy, rx, ry, 14, '#4a3a2a', 1.2)}`
  }
  const body = kind === 'fileto' ? '#d8382a' : '#a8391f'
  const path = blob(cx, cy, rx, ry, 0.18, Math.round(cx + ry), 12)
  const mince =
    kind === 'bolognesa'
      ? seeds(cx, cy, rx * 0.8, ry * 0.7, 34, '#6e2313', 3.4) +
        seeds(cx, cy, rx * 0.8, ry * 0.7, 10, '#f07a3a', 2)
      : ''
  return `<path d="${path}" fill="${shade(body, -0.3)}" transform="translate(1 4)"/><path d="${path}" fill="${body}"/>${mince}
<ellipse cx="${cx - rx * 0.35}" cy="${cy - ry * 0.35}" rx="${f(rx * 0.3)}" ry="${f(ry * 0.16)}" fill="#fff" opacity="0.3"/>
${seeds(cx, cy, rx * 0.9, ry * 0.8, 14, '#fff4d0', 2.6)}`
}

function sorrentino(x: number, y: number): string {
  return `<ellipse cx="${x}" cy="${y + 4}" rx="34" ry="20" fill="#e0b45e"/><ellipse cx="${x}" cy="${y}" rx="34" ry="20" fill="#f8dc92"/>
<ellipse cx="${x}" cy="${y - 3}" rx="22" ry="12" fill="#fbe7b4"/><ellipse cx="${x - 8}" cy="${y - 7}" rx="8" ry="3.5" fill="#fff" opacity="0.55"/>
<ellipse cx="${x}" cy="${y}" rx="30" ry="17" fill="none" stroke="#e6bd6a" stroke-width="1.6" stroke-dasharray="3 4"/>`
}

function noqui(x: number, y: number, a: number): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})"><ellipse rx="13" ry="9" fill="#e9c072"/><ellipse cy="-1.5" rx="12" ry="7.5" fill="#fbe0a0"/><path d="M-6-6v10M0-7v12M6-6v10" stroke="#e2b45e" stroke-width="2" stroke-linecap="round"/></g>`
}

/** Ribbons of tallarines coiled in a nest, each drawn dark then light so it looks round. */
function nest(cx: number, cy: number, rx: number, ry: number): string {
  const rand = rng(41)
  let d = ''
  for (let i = 0; i < 34; i++) {
    const a = rand() * Math.PI * 2
    const r = Math.sqrt(rand()) * 0.7
    const x = cx + Math.cos(a) * rx * r
    const y = cy + Math.sin(a) * ry * r
    const lr = 18 + rand() * 30
    const s = rand() * Math.PI * 2
    const sw = 2 + rand() * 2.2
    const p = (t: number) => `${f(x + Math.cos(s + t) * lr)} ${f(y + Math.sin(s + t) * lr * 0.5)}`
    d += `M${p(0)}A${f(lr)} ${f(lr * 0.5)} 0 ${sw > Math.PI ? 1 : 0} 1 ${p(sw)}`
  }
  return `<ellipse cx="${cx}" cy="${cy + 6}" rx="${rx}" ry="${ry}" fill="#d9a843"/>
<ellipse cx="${cx}" cy="${cy}" rx="${f(rx * 0.95)}" ry="${f(ry * 0.9)}" fill="#f3cd6a"/>
<path d="${d}" fill="none" stroke="#d3a03e" stroke-width="10" stroke-linecap="round"/>
<path d="${d}" fill="none" stroke="#ffe08e" stroke-width="6" stroke-linecap="round"/>`
}

export function pasta(spec: PastaSpec): string {
  let food: string
  if (spec.shape === 'sorrentinos') {
    food = [
      [150, 196],
      [214, 186],
      [268, 204],
      [178, 232],
      [242, 238],
    ]
      .map(([x, y]) => sorrentino(x, y))
      .join('')
    food += sauce(spec.sauce, 206, 214, 62, 26)
  } else if (spec.shape === 'noquis') {
    const rand = rng(7)
    food = scatter(34, 92, 19, 5)
      .sort((a, b) => a[1] - b[1])
      .map(([x, y]) => noqui(200 + x * 1.05, 212 + y * 0.5, rand() * 60 - 30))
      .join('')
    food += sauce(spec.sauce, 204, 206, 66, 28)
  } else {
    food = nest(200, 210, 112, 58) + sauce(spec.sauce, 204, 200, 56, 24)
  }
  return `${plate(200, 218, 176, 98)}${food}${leaf(246, 176, 30, -30)}${leaf(238, 184, 26, 40, '#4aa83c')}`
}

export interface Layer {
  /** Thickness in px. */
  h: number
  color: string
  /** Dots of filling (ricotta, almonds, crumbs) across the layer. */
  dots?: string
}

export interface SliceSpec {
  kind: 'slice'
  layers: Layer[]
  top: string
  /** What dresses the top: cocoa dusting, cream rosettes, browned cheese, toasted almonds. */
  topping: 'cocoa' | 'rosettes' | 'gratin' | 'almonds' | 'cookies' | 'honey' | 'none'
  /** Sauce on the plate beside it: tomato, dulce de leche, caramel, honey. */
  sauce?: string
  /** A strawberry or some berries for the dessert plates. */
  berry?: boolean
}

/**
 * A rectangular portion at three-quarters: the cut face shows every layer in front, the side
 * shows them again in shadow, the top carries the topping.
 */
export function slice(spec: SliceSpec): string {
  const w = 170
  const dx = 64
  const dy = 46
  const h = spec.layers.reduce((s, l) => s + l.h, 0)
  const x = 200 - (w + dx) / 2
  const y = 214 - h / 2 + dy / 2
  let front = ''
  let side = ''
  let at = y
  for (const l of spec.layers) {
    front += `<rect x="${f(x)}" y="${f(at)}" width="${w}" height="${l.h + 0.5}" fill="${l.color}"/>`
    if (l.dots) front += seeds(x + w / 2, at + l.h / 2, w / 2 - 6, l.h / 2 - 1.5, 12, l.dots, 3)
    side += `<path d="M${f(x + w)} ${f(at)}l${dx} -${dy}v${l.h + 0.5}l-${dx} ${dy}z" fill="${shade(l.color, -0.22)}"/>`
    at += l.h
  }
  const topPath = `M${f(x)} ${f(y)}h${w}l${dx} -${dy}h-${w}z`
  const cx = x + w / 2 + dx / 2
  const cy = y - dy / 2
  let topping = ''
  if (spec.topping === 'cocoa') topping = seeds(cx, cy, w * 0.45, dy * 0.38, 60, '#4a2412', 1.8)
  if (spec.topping === 'gratin') topping = seeds(cx, cy, w * 0.45, dy * 0.38, 12, '#c9782c', 7)
  if (spec.topping === 'almonds')
    topping =
      seeds(cx, cy, w * 0.45, dy * 0.38, 30, '#d9a35a', 4.5) +
      seeds(cx, cy, w * 0.4, dy * 0.3, 12, '#fff3da', 3)
  if (spec.topping === 'honey')
    topping = `<path d="M${f(cx - 60)} ${f(cy + 6)}q20-16 40-4t40-6 36-2" fill="none" stroke="#7a3410" stroke-width="7" stroke-linecap="round"/><path d="M${f(x + w - 10)} ${f(y)}v${f(h * 0.6)}" stroke="#7a3410" stroke-width="6" stroke-linecap="round"/>`
  if (spec.topping === 'cookies') topping = seeds(cx, cy, w * 0.45, dy * 0.38, 26, '#3b1d0f', 3.5)
  if (spec.topping === 'rosettes')
    topping = [-50, 0, 50]
      .map(
        (o) =>
          `<g transform="translate(${f(cx + o)} ${f(cy - 6 - o * 0.05)})"><path d="M-13 8C-18-4-6-8-2-4C0-14 14-12 13-2C20 2 16 10 10 9H-9C-16 10-17 9-13 8Z" fill="#fffaf2"/><path d="M-6 2q6-6 12 0" stroke="#eadcc6" stroke-width="2" fill="none"/></g>`,
      )
      .join('')
  const plateSauce = spec.sauce
    ? `<path d="M110 ${y + h + 26}q50 18 110 6t90 -4" fill="none" stroke="${spec.sauce}" stroke-width="7" stroke-linecap="round"/>`
    : ''
  const berry = spec.berry
    ? `<g transform="translate(${f(cx + 24)} ${f(cy - 18)})"><path d="M-15 4C-12-14 12-14 15 4C13 14 3 20 0 21C-3 20-13 14-15 4Z" fill="#e63946"/>${seeds(0, 4, 9, 9, 7, '#ffd6a5', 1.4)}<path d="M0-10L-10-13L-5-7L-12-3L-2-5L0 0L2-5L12-3L5-7L10-13Z" fill="#3f9a34"/></g>${leaf(330, 286, 22, -150, '#52b040')}`
    : ''
  return `${plate(200, 256, 176, 70)}${plateSauce}
<ellipse cx="${f(x + w / 2 + dx / 2)}" cy="${f(y + h - dy / 4 + 6)}" rx="${f((w + dx) / 2)}" ry="20" fill="#5b2a10" opacity="0.15"/>
${front}${side}<path d="${topPath}" fill="${spec.top}"/>${topping}
<path d="M${f(x + 10)} ${f(y + 6)}V${f(y + h - 6)}" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.25"/>${berry}`
}

export interface FlanSpec {
  kind: 'flan'
}

/** A flan turned out on a plate: caramel top running down, a dollop of dulce de leche and cream. */
export function flan(): string {
  return `${plate(200, 238, 170, 80)}
<ellipse cx="188" cy="262" rx="96" ry="22" fill="#b8641c"/>
<path d="M118 176C118 164 258 164 258 176L272 252C272 272 104 272 104 252Z" fill="url(#flan)"/>
<ellipse cx="188" cy="176" rx="70" ry="16" fill="#a5521a"/>
<path d="M118 178c4 18 10 8 14 22 4-14 10-4 14 6 6-10 12 0 20 8 6-12 14-4 20 2 6-10 14-2 20 4 6-8 12-4 18 2 6-8 14-10 16-26" fill="#a5521a"/>
<path d="M126 196q-6 28-10 52" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.3"/>
<g transform="translate(282 236)"><path d="M-30 12C-34-4-16-12-8-6C-4-20 22-18 22-2C34 2 30 14 18 14H-22C-32 14-34 13-30 12Z" fill="#b06a2a"/><path d="M-14 2q10-8 20 0" stroke="#d69550" stroke-width="3" fill="none"/></g>
<g transform="translate(262 206)"><path d="M-24 10C-28-4-10-10-4-4C0-16 20-14 18 0C28 4 24 12 14 12H-18C-26 12-28 11-24 10Z" fill="#fffaf2"/></g>`
}

export const flanDefs = `<linearGradient id="flan" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9d77e"/><stop offset="1" stop-color="#eeb24c"/></linearGradient>`
