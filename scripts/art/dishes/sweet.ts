/** Heladería and café: pots of helado by weight, cones, bombones, and cups from espresso to tea. */
import { f, leaf, lemonSlice, plate, seeds, shade, shadow, steam } from './common'
import { medialuna } from './baked'

export const flavours = {
  ddl: '#c68a4a',
  chocolate: '#6b3a22',
  frutilla: '#f29bb0',
  crema: '#fbefd5',
  limon: '#f2ee9a',
  menta: '#bfe8cf',
  sambayon: '#f4cf6a',
} as const
export type Flavour = keyof typeof flavours

export interface IceCreamSpec {
  kind: 'icecream'
  serving: 'pot' | 'cone' | 'palito' | 'bombones' | 'affogato'
  flavours: Flavour[]
  /** The pot's size: a cuarto, a medio or a kilo. */
  size?: 1 | 2 | 3
}

/** A rounded, slightly ragged scoop. */
function scoop(x: number, y: number, r: number, color: string): string {
  let d = `M${x - r} ${y}`
  for (let i = 0; i <= 6; i++) {
    const sx = x - r + (i * 2 * r) / 6
    d += `Q${f(sx + r / 6)} ${f(y + (i % 2 ? 8 : 2))} ${f(sx + r / 3)} ${y + 3}`
  }
  return `<path d="${d}A${r} ${r * 0.92} 0 0 0 ${x - r} ${y}Z" fill="${color}"/><path d="M${f(x - r * 0.55)} ${f(y - r * 0.4)}q${f(r * 0.2)} ${f(-r * 0.35)} ${f(r * 0.55)} ${f(-r * 0.45)}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.45"/>${color === flavours.menta ? seeds(x, y - r * 0.4, r * 0.6, r * 0.35, 8, '#4a2412', 2) : ''}`
}

function pot(spec: IceCreamSpec): string {
  const k = spec.size ?? 1
  const wt = 70 + k * 14
  const wb = wt * 0.78
  const h = 70 + k * 14
  const top = 300 - h
  const n = spec.flavours.length
  const scoops = spec.flavours
    .map((fl, i) =>
      scoop(
        200 + (i - (n - 1) / 2) * ((wt * 1.6) / n),
        top + 6 - (i % 2) * 10,
        wt / (n * 0.62) + 6,
        flavours[fl],
      ),
    )
    .join('')
  return `${shadow(200, 302, wt + 10, 9, 0.2)}
${scoops}
<path d="M${200 - wt} ${top}L${200 - wb} 296q0 6 6 6H${194 + wb}q6 0 6-6L${200 + wt} ${top}Z" fill="#fbfbf8"/>
<path d="M${200 - wt} ${top}h${2 * wt}v12h-${2 * wt}z" fill="#ecebe6"/>
<path d="M${200 - wt + 12} ${top + 22}L${200 - wb + 10} 290" stroke="#e4e2dc" stroke-width="6" stroke-linecap="round"/>
<path d="M${200 - 30} ${top + 50 + k * 4}h60" stroke="${shade('#be185d', 0.1)}" stroke-width="5" stroke-linecap="round"/>
<path d="M${200 - 20} ${top + 62 + k * 4}h40" stroke="${shade('#be185d', 0.4)}" stroke-width="4" stroke-linecap="round"/>
<g transform="rotate(28 ${236} ${top - 20})"><rect x="230" y="${top - 56}" width="10" height="50" rx="4" fill="#e63946"/><ellipse cx="235" cy="${top - 60}" rx="10" ry="7" fill="#e63946"/></g>`
}

function cone(spec: IceCreamSpec): string {
  const [a, b] = spec.flavours
  return `${shadow(200, 304, 40, 7, 0.2)}
<path d="M158 190L200 304L242 190Z" fill="#e7a857"/>
<path d="M166 204L224 278M180 194L232 256M200 192L238 220M234 204L176 278M220 194L168 256" stroke="#c9853a" stroke-width="4" stroke-linecap="round"/>
${scoop(200, 190, 48, flavours[a])}${scoop(200, 140, 42, flavours[b ?? a])}
<path d="M158 132C160 86 240 86 242 132C238 146 228 136 222 152C214 140 206 156 198 146C190 160 182 140 174 152C168 138 160 146 158 132Z" fill="#4a2412"/>
<path d="M176 112q10-16 30-18" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.35"/>`
}

function palito(): string {
  return `${shadow(200, 300, 60, 8, 0.2)}
<g transform="rotate(-18 200 200)"><rect x="190" y="250" width="20" height="70" rx="8" fill="#e9c88a"/>
<path d="M150 110Q150 80 200 80Q250 80 250 110V250Q250 260 240 260H160Q150 260 150 250Z" fill="#4a2412"/>
<path d="M232 80c-10 12-6 28 8 32 -12 8-8 22 10 26V110Q250 82 232 80Z" fill="#fbefd5"/>
<path d="M166 110v120" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.25"/>${seeds(196, 170, 36, 70, 14, '#7a4a2e', 2.6)}</g>`
}

function bombones(): string {
  const one = (x: number, y: number, cut = false) =>
    `${shadow(x, y + 30, 42, 7, 0.18)}<path d="M${x - 40} ${y}l8 30h64l8-30z" fill="#8a5a3a"/><path d="M${x - 34} ${y + 4}v24M${x - 20} ${y + 4}v26M${x - 6} ${y + 4}v26M${x + 8} ${y + 4}v26M${x + 22} ${y + 4}v26M${x + 34} ${y + 4}v24" stroke="#6b4028" stroke-width="3"/>` +
    (cut
      ? `<path d="M${x - 36} ${y}A36 40 0 0 1 ${x + 36} ${y}Z" fill="#3b1d0f"/><path d="M${x - 30} ${y}A30 34 0 0 1 ${x + 30} ${y}Z" fill="#fbefd5"/><path d="M${x - 14} ${y}A14 16 0 0 1 ${x + 14} ${y}Z" fill="#c68a4a"/>`
      : `<path d="M${x - 36} ${y}A36 40 0 0 1 ${x + 36} ${y}Z" fill="#4a2412"/><path d="M${x - 20} ${y - 18}q10-12 24-12" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.3"/>${seeds(x, y - 22, 20, 8, 6, '#e9c88a', 2.6)}`)
  return `${plate(200, 244, 176, 70)}${one(130, 216)}${one(270, 216)}${one(200, 240, true)}`
}

/** A cup on its saucer: `size` sets cup and saucer, `drink` what's inside. */
export interface CupSpec {
  kind: 'cup'
  size: 'espresso' | 'cortado' | 'capuchino' | 'grande' | 'te'
  /** Dusting on the foam: cinnamon and cocoa. */
  dusting?: boolean
}

function cupAt(cx: number, base: number, spec: CupSpec, s = 1): string {
  const w = { espresso: 44, cortado: 52, capuchino: 70, grande: 76, te: 72 }[spec.size] * s
  const h = { espresso: 46, cortado: 52, capuchino: 64, grande: 76, te: 54 }[spec.size] * s
  const top = base - h
  const inside =
    spec.size === 'te'
      ? `<ellipse cx="${cx}" cy="${top + 2}" rx="${w - 8}" ry="${f(w * 0.2)}" fill="#b5561d"/>${lemonSlice(cx + w * 0.3, top + 2, 14, 180)}`
      : spec.size === 'espresso'
        ? `<ellipse cx="${cx}" cy="${top + 2}" rx="${w - 8}" ry="${f(w * 0.2)}" fill="#4a2412"/><ellipse cx="${cx}" cy="${top + 2}" rx="${w - 14}" ry="${f(w * 0.14)}" fill="#b06a34"/>`
        : `<ellipse cx="${cx}" cy="${top + 2}" rx="${w - 8}" ry="${f(w * 0.2)}" fill="#a9683c"/><ellipse cx="${cx}" cy="${top + 3}" rx="${w - 16}" ry="${f(w * 0.14)}" fill="#f1dcc0"/>
<path transform="translate(${cx} ${top - 2}) scale(${f(w / 40)} ${f(w / 80)})" d="M0 12c-18-6-20-14-12-16 5-1 8 1 12 5 4-4 7-6 12-5 8 2 6 10-12 16z" fill="#c89068"/>${spec.dusting ? seeds(cx, top + 3, w - 22, w * 0.1, 26, '#7a3f1c', 1.6) : ''}`
  const color = spec.size === 'te' ? '#f3f6f8' : '#e76f51'
  return `${shadow(cx, base + 10, w * 1.7, 10, 0.16)}
<ellipse cx="${cx}" cy="${base + 6}" rx="${f(w * 1.6)}" ry="${f(w * 0.34)}" fill="#e6d8c6"/>
<ellipse cx="${cx}" cy="${base + 2}" rx="${f(w * 1.6)}" ry="${f(w * 0.32)}" fill="#fffaf3"/>
<ellipse cx="${cx}" cy="${base + 2}" rx="${f(w * 0.9)}" ry="${f(w * 0.17)}" fill="#efe5d9"/>
<path d="M${cx + w - 6} ${f(top + h * 0.2)}c${f(w * 0.6)}-${f(h * 0.1)} ${f(w * 0.7)} ${f(h * 0.6)} -${f(w * 0.1)} ${f(h * 0.7)}" fill="none" stroke="${shade(color, -0.2)}" stroke-width="${f(9 * s)}" stroke-linecap="round"/>
<path d="M${cx - w} ${top}C${cx - w} ${base - 6} ${cx - w * 0.5} ${base} ${cx} ${base}C${cx + w * 0.5} ${base} ${cx + w} ${base - 6} ${cx + w} ${top}Z" fill="${color}"/>
${spec.size === 'te' ? '' : `<path d="M${cx - w + 2} ${f(top + h * 0.36)}C${cx - w / 2} ${f(top + h * 0.5)} ${cx + w / 2} ${f(top + h * 0.5)} ${cx + w - 2} ${f(top + h * 0.36)}v${f(h * 0.14)}C${cx + w / 2} ${f(top + h * 0.66)} ${cx - w / 2} ${f(top + h * 0.66)} ${cx - w + 4} ${f(top + h * 0.5)}Z" fill="#fff3e3"/>`}
<path d="M${cx - w * 0.7} ${f(top + h * 0.3)}q2 ${f(h * 0.4)} ${f(w * 0.4)} ${f(h * 0.6)}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.35"/>
<ellipse cx="${cx}" cy="${top}" rx="${w}" ry="${f(w * 0.24)}" fill="${shade(color, -0.15)}"/>${inside}`
}

export function cup(spec: CupSpec): string {
  const base = 268
  return `${steam(200, base - (spec.size === 'espresso' || spec.size === 'cortado' ? 80 : 104), 3, 18)}${cupAt(200, base, spec)}`
}

export interface CafeSceneSpec {
  kind: 'cafe'
  dish: 'submarino' | 'desayuno'
}

export function cafe(spec: CafeSceneSpec): string {
  if (spec.dish === 'submarino') {
    return `${steam(200, 120, 2, 22)}${shadow(200, 300, 90, 10)}
<ellipse cx="200" cy="296" rx="90" ry="20" fill="#e6d8c6"/><ellipse cx="200" cy="292" rx="90" ry="19" fill="#fffaf3"/>
<path d="M160 290h80l8-150h-96z" fill="#f4e8d8"/><ellipse cx="200" cy="146" rx="46" ry="9" fill="#fffaf3"/>
<g transform="rotate(14 214 180)"><rect x="200" y="128" width="34" height="90" rx="3" fill="#4a2412"/><path d="M200 150h34M200 172h34M217 128v90" stroke="#2e150a" stroke-width="3"/></g>
<path d="M160 290h80l7-134c-20 6-74 6-94 0z" fill="#fffaf3" opacity="0.55"/>
<path d="M152 140h96l-8 150h-80z" fill="#fff" opacity="0.2" stroke="#fff" stroke-width="3"/>
<path d="M164 154l4 126" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`
  }
  return `${shadow(200, 306, 174, 12)}
<path d="M28 196h344l-18 104H46z" fill="#b87a40"/><path d="M28 196h344l-6 12H34z" fill="#d69a5a"/><rect x="40" y="206" width="320" height="86" rx="6" fill="#e2ab6a"/>
${cupAt(250, 258, { kind: 'cup', size: 'capuchino' }, 0.78)}
<path d="M300 210h40l-4 70h-32z" fill="#ff9f1c"/><ellipse cx="320" cy="210" rx="20" ry="5" fill="#ffc15a"/><path d="M296 176h48l-6 106h-36z" fill="#fff" opacity="0.25" stroke="#fff" stroke-width="3"/>
${medialuna(112, 232, 0.45, -10)}${medialuna(152, 262, 0.45, 8)}`
}

export function icecream(spec: IceCreamSpec): string {
  switch (spec.serving) {
    case 'pot':
      return pot(spec)
    case 'cone':
      return cone(spec)
    case 'palito':
      return palito()
    case 'bombones':
      return bombones()
    case 'affogato':
      return `${cupAt(200, 276, { kind: 'cup', size: 'grande' })}${scoop(200, 198, 44, flavours.crema)}<path d="M164 196q20 20 40 6t34 2" fill="none" stroke="#6b3a22" stroke-width="8" stroke-linecap="round"/>${leaf(226, 160, 24, -50, '#3f9a34')}`
  }
}
