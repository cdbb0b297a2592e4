/** Drinks: a bottle or can beside its glass, or a glass or jug on its own, with ice and garnish. */
import { f, leaf, lemonSlice, seeds, shade, shadow } from './common'

export interface BottleSpec {
  style: 'pet' | 'beer' | 'longneck' | 'wine'
  /** The drink inside (shows through clear glass or plastic). */
  liquid: string
  /** The bottle's own tint: clear plastic, amber or green glass. */
  glass: string
  label: string
  cap: string
  small?: boolean
}

export type Garnish = 'lemon' | 'lime' | 'mint' | 'hibiscus' | 'ginger'

export interface GlassSpec {
  shape: 'tall' | 'tumbler' | 'pint' | 'wine' | 'jug'
  liquid: string
  /** From 0 (empty) to 1 (to the brim). */
  level?: number
  foam?: string
  ice?: boolean
  garnish?: Garnish[]
}

export interface DrinkSpec {
  kind: 'drink'
  bottle?: BottleSpec
  can?: { color: string; band: string }
  glass?: GlassSpec
}

const FLOOR = 300

function bottle(b: BottleSpec, cx: number): string {
  const big = !b.small
  const H = b.style === 'wine' ? 214 : big ? 208 : 168
  const bw =
    b.style === 'pet' ? (big ? 36 : 28) : b.style === 'wine' ? 32 : b.style === 'longneck' ? 25 : 31
  const nw = b.style === 'pet' ? 11 : b.style === 'wine' ? 10 : 9
  const top = FLOOR - H
  const shoulder =
    top + (b.style === 'wine' ? 74 : b.style === 'longneck' ? 86 : b.style === 'pet' ? 52 : 70)
  const neck = shoulder - (b.style === 'wine' ? 22 : 36)
  const outline = `M${cx - nw} ${top + 14}V${neck}C${cx - nw} ${neck + 22} ${cx - bw} ${shoulder - 16} ${cx - bw} ${shoulder}V${FLOOR - 8}q0 8 8 8H${cx + bw - 8}q8 0 8-8V${shoulder}C${cx + bw} ${shoulder - 16} ${cx + nw} ${neck + 22} ${cx + nw} ${neck}V${top + 14}Z`
  const clear = b.style === 'pet' || b.style === 'longneck'
  const fillLevel = clear ? neck + 10 : top
  const labelY = shoulder + (b.style === 'wine' ? 40 : 26)
  const labelH = b.style === 'wine' ? 62 : big ? 52 : 42
  const ridges =
    b.style === 'pet'
      ? `<path d="M${cx - bw} ${FLOOR - 40}h${2 * bw}M${cx - bw} ${shoulder + 8}h${2 * bw}" stroke="#fff" stroke-width="3" opacity="0.35"/>`
      : ''
  const mark =
    b.style === 'wine'
      ? `<path d="M${cx - 14} ${labelY + 26}h28M${cx - 10} ${labelY + 36}h20" stroke="${shade(b.label, -0.6)}" stroke-width="3"/><circle cx="${cx}" cy="${labelY + 14}" r="6" fill="${b.cap}"/>`
      : `<path d="M${cx - bw + 8} ${labelY + labelH / 2}q${f(bw / 2)} -10 ${bw - 8} 0t${bw - 8} 0" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`
  return `${shadow(cx, FLOOR + 2, bw + 8, 6, 0.22)}
<clipPath id="b${cx}"><path d="${outline}"/></clipPath>
<path d="${outline}" fill="${b.glass}"/>
<rect x="${cx - bw}" y="${fillLevel}" width="${2 * bw}" height="${FLOOR - fillLevel}" fill="${b.liquid}" clip-path="url(#b${cx})" opacity="${clear ? 1 : 0.35}"/>
${ridges}
<rect x="${cx - bw}" y="${labelY}" width="${2 * bw}" height="${labelH}" fill="${b.label}"/>
<rect x="${cx - bw}" y="${labelY}" width="${2 * bw}" height="4" fill="${shade(b.label, -0.3)}"/>${mark}
<rect x="${cx - nw - 1}" y="${top}" width="${2 * nw + 2}" height="${b.style === 'wine' ? 34 : 16}" rx="3" fill="${b.cap}"/>
<path d="M${cx - bw + 7} ${shoulder + 4}V${FLOOR - 14}M${cx - nw + 4} ${top + 22}V${neck + 6}" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.35"/>`
}

function can(c: { color: string; band: string }, cx: number): string {
  const w = 34
  const top = FLOOR - 128
  return `${shadow(cx, FLOOR + 2, w + 8, 6, 0.22)}
<path d="M${cx - w} ${top + 10}V${FLOOR - 8}a${w} 9 0 0 0 ${2 * w} 0V${top + 10}z" fill="${c.color}"/>
<rect x="${cx - w}" y="${top + 46}" width="${2 * w}" height="36" fill="${c.band}"/>
<path d="M${cx - 18} ${top + 64}q9-10 18 0t18 0" fill="none" stroke="${c.color}" stroke-width="4" stroke-linecap="round"/>
<path d="M${cx - w} ${top + 10}l4-8h${2 * w - 8}l4 8z" fill="#b9c0c7"/>
<ellipse cx="${cx}" cy="${top + 2}" rx="${w - 4}" ry="7" fill="#dfe4e8"/><ellipse cx="${cx + 6}" cy="${top + 2}" rx="9" ry="3" fill="#9aa3ab"/>
<path d="M${cx - w + 8} ${top + 16}V${FLOOR - 14}" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.35"/>`
}

function garnish(g: Garnish, x: number, y: number): string {
  switch (g) {
    case 'lemon':
      return lemonSlice(x, y, 22, -20)
    case 'lime':
      return lemonSlice(x, y, 18, -30, '#6aa82c')
    case 'mint':
      return `${leaf(x - 4, y, 22, -120, '#3f9a34')}${leaf(x, y, 24, -70, '#52b040')}${leaf(x + 2, y + 2, 20, -20, '#3f9a34')}`
    case 'hibiscus':
      return `<g transform="translate(${x} ${y})">${[0, 72, 144, 216, 288]
        .map(
          (a) => `<ellipse cx="0" cy="-9" rx="7" ry="10" transform="rotate(${a})" fill="#c2185b"/>`,
        )
        .join('')}<circle r="4" fill="#ffd166"/></g>`
    case 'ginger':
      return `<path d="M${x - 10} ${y}h18l4 10h-18z" fill="#f2d49b" stroke="#c89a4e" stroke-width="1.5"/>`
  }
}

/** Tapered glass from the floor up: liquid, ice, bubbles, the glass's shine and its garnish. */
function glass(g: GlassSpec, cx: number): string {
  const dims = {
    tall: [34, 27, 150],
    tumbler: [36, 30, 96],
    pint: [38, 29, 140],
    jug: [44, 40, 150],
    wine: [0, 0, 0],
  } as const
  if (g.shape === 'wine') {
    const top = FLOOR - 150
    const bowl = `M${cx - 36} ${top}C${cx - 40} ${top + 50} ${cx - 30} ${top + 84} ${cx} ${top + 86}C${cx + 30} ${top + 84} ${cx + 40} ${top + 50} ${cx + 36} ${top}Z`
    const lvl = top + 40
    return `${shadow(cx, FLOOR + 2, 34, 6, 0.2)}
<clipPath id="w${cx}"><path d="${bowl}"/></clipPath>
<rect x="${cx - 40}" y="${lvl}" width="80" height="60" fill="${g.liquid}" clip-path="url(#w${cx})"/>
<ellipse cx="${cx}" cy="${lvl}" rx="34" ry="6" fill="${shade(g.liquid, 0.2)}"/>
<path d="${bowl}" fill="#fff" opacity="0.18" stroke="#fff" stroke-width="3"/>
<rect x="${cx - 3}" y="${top + 84}" width="6" height="58" fill="#f4f8fa" opacity="0.9"/>
<ellipse cx="${cx}" cy="${FLOOR - 4}" rx="30" ry="7" fill="#f4f8fa" opacity="0.9"/>
<path d="M${cx - 26} ${top + 10}q-4 34 8 56" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`
  }
  const [wt, wb, h] = dims[g.shape]
  const top = FLOOR - h
  const level = top + h * (1 - (g.level ?? 0.82))
  const at = (y: number) => wb + ((wt - wb) * (FLOOR - y)) / h
  const shape = `M${cx - wt} ${top}L${cx - wb} ${FLOOR - 6}q0 6 6 6H${cx + wb - 6}q6 0 6-6L${cx + wt} ${top}Z`
  const lw = at(level)
  let inside = `<path d="M${f(cx - lw)} ${f(level)}L${cx - wb} ${FLOOR - 6}q0 6 6 6H${cx + wb - 6}q6 0 6-6L${f(cx + lw)} ${f(level)}Z" fill="url(#liq${cx})"/>
<ellipse cx="${cx}" cy="${f(level)}" rx="${f(lw)}" ry="5" fill="${shade(g.liquid, 0.25)}"/>`
  if (g.foam) {
    inside += `<path d="M${f(cx - lw)} ${f(level)}h${f(2 * lw)}l-1 16h-${f(2 * lw - 2)}z" fill="${g.foam}"/><ellipse cx="${cx}" cy="${f(level)}" rx="${f(lw)}" ry="6" fill="${shade(g.foam, 0.4)}"/>`
    if (g.shape === 'pint')
      inside += `<path d="M${f(cx - lw + 4)} ${f(level)}c-2-12 10-16 16-10 6-10 22-8 24 2 8-6 20 0 16 10z" fill="${shade(g.foam, 0.5)}"/>`
  }
  if (g.ice) {
    inside += [
      [-14, 14, 12],
      [12, 10, -10],
      [-2, 40, 20],
    ]
      .map(
        ([dx, dy, a]) =>
          `<rect x="${f(cx + dx - 12)}" y="${f(level + dy - 12)}" width="24" height="24" rx="5" transform="rotate(${a} ${f(cx + dx)} ${f(level + dy)})" fill="#f2fbff" opacity="0.55" stroke="#fff" stroke-width="1.5"/>`,
      )
      .join('')
  }
  inside += seeds(cx, (level + FLOOR) / 2 + 10, wb * 0.6, (FLOOR - level) / 3, 7, '#fff', 1.8)
  const handle =
    g.shape === 'jug'
      ? `<path d="M${cx + wt - 2} ${top + 22}c34 0 40 18 36 48s-20 40-38 40" fill="none" stroke="#fff" stroke-width="9" opacity="0.6" stroke-linecap="round"/><path d="M${cx - wt} ${top}l-10 -8h14z" fill="#fff" opacity="0.5"/>`
      : ''
  const garnishes = (g.garnish ?? [])
    .map((gg, i) =>
      garnish(gg, cx + (i === 0 ? wt - 6 : -wt / 2 + i * 10), i === 0 ? top + 6 : level + 4),
    )
    .join('')
  return `${shadow(cx, FLOOR + 2, wt + 6, 7, 0.2)}
<linearGradient id="liq${cx}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(g.liquid, 0.12)}"/><stop offset="1" stop-color="${shade(g.liquid, -0.2)}"/></linearGradient>
${handle}${inside}
<path d="${shape}" fill="#fff" opacity="0.16" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>
<ellipse cx="${cx}" cy="${top}" rx="${wt}" ry="6" fill="none" stroke="#fff" stroke-width="3" opacity="0.8"/>
<path d="M${cx - wt + 8} ${top + 12}L${cx - wb + 6} ${FLOOR - 12}" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.5"/>
${garnishes}`
}

export function drink(spec: DrinkSpec): string {
  const pair = (spec.bottle || spec.can) && spec.glass
  const left = pair ? 150 : 200
  const first = spec.bottle ? bottle(spec.bottle, left) : spec.can ? can(spec.can, left) : ''
  const second = spec.glass ? glass(spec.glass, pair ? 252 : 200) : ''
  return `<ellipse cx="200" cy="${FLOOR + 4}" rx="150" ry="16" fill="#5b2a10" opacity="0.08"/>${first}${second}`
}
