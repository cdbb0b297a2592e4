/** Lomitería fare: burgers and lomitos with their layers, fries, rings, nuggets, sides and salads. */
import {
  blob,
  board,
  f,
  leaf,
  lemonSlice,
  plate,
  ramekin,
  rng,
  seeds,
  shade,
  shadow,
} from './common'

export type Layer =
  | 'lettuce'
  | 'tomato'
  | 'cheddar'
  | 'cheese'
  | 'patty'
  | 'veggie-patty'
  | 'bacon'
  | 'ham'
  | 'egg'
  | 'steak'
  | 'onion'

export interface StackSpec {
  kind: 'stack'
  /** A round burger bun or the long, flat lomito bread. */
  bread: 'bun' | 'lomito'
  /** Bottom to top. */
  layers: Layer[]
  fries?: boolean
}

/** One layer of a sandwich, `w` wide, its top at `y`; returns its markup and its height. */
function layer(l: Layer, cx: number, y: number, w: number): [string, number] {
  const x = cx - w / 2
  switch (l) {
    case 'lettuce': {
      let d = `M${x - 6} ${y + 4}`
      for (let i = 0; i <= 10; i++)
        d += `Q${f(x - 6 + (i + 0.5) * ((w + 12) / 11))} ${y + (i % 2 ? 16 : 0)} ${f(x - 6 + (i + 1) * ((w + 12) / 11))} ${y + 6}`
      return [
        `<path d="${d}V${y - 4}H${x - 6}Z" fill="#6fbf3a"/><path d="M${x} ${y - 2}h${w}" stroke="#a6e06a" stroke-width="3"/>`,
        10,
      ]
    }
    case 'tomato':
      return [
        `<rect x="${x + 4}" y="${y}" width="${w / 2 - 6}" height="11" rx="5" fill="#e03b2f"/><rect x="${cx + 2}" y="${y}" width="${w / 2 - 6}" height="11" rx="5" fill="#e03b2f"/><path d="M${x + 14} ${y + 5}h${w / 2 - 26}M${cx + 12} ${y + 5}h${w / 2 - 26}" stroke="#ff8a78" stroke-width="3" stroke-linecap="round"/>`,
        10,
      ]
    case 'cheddar':
    case 'cheese': {
      const c = l === 'cheddar' ? '#f7a928' : '#ffd866'
      return [
        `<path d="M${x - 4} ${y}h${w + 8}l-6 8-10 14-8-14H${cx + 10}l-10 16-8-16H${x + 30}l-8 12-10-12H${x}z" fill="${c}"/>`,
        7,
      ]
    }
    case 'patty':
    case 'veggie-patty': {
      const c = l === 'patty' ? '#6d3514' : '#8a6a34'
      return [
        `<rect x="${x - 2}" y="${y}" width="${w + 4}" height="24" rx="12" fill="${c}"/>${seeds(cx, y + 12, w / 2 - 6, 7, 14, shade(c, l === 'patty' ? -0.4 : 0.35), 2.4)}<rect x="${x + 14}" y="${y + 4}" width="${w * 0.4}" height="4" rx="2" fill="#fff" opacity="0.2"/>`,
        22,
      ]
    }
    case 'steak':
      return [
        `<path d="M${x - 4} ${y + 4}q${w / 4} -8 ${w / 2} 0t${w / 2 + 8} 0v10q-${w / 4} 8 -${w / 2 + 4} 2t-${w / 2 + 4} 0z" fill="#7a2f17"/><path d="M${x + 10} ${y + 7}h${w - 20}" stroke="#a44a2a" stroke-width="3"/>`,
        14,
      ]
    case 'bacon':
      return [
        `<path d="M${x - 8} ${y + 6}q${w / 6} -10 ${w / 3} 0t${w / 3} 0t${w / 3 + 16} 0" fill="none" stroke="#a3311f" stroke-width="9" stroke-linecap="round"/><path d="M${x - 6} ${y + 5}q${w / 6} -10 ${w / 3} 0t${w / 3} 0t${w / 3 + 12} 0" fill="none" stroke="#f3b7a0" stroke-width="2.5"/>`,
        9,
      ]
    case 'ham':
      return [
        `<path d="M${x - 6} ${y + 2}q${w / 2} -6 ${w + 12} 0l-4 9q-${w / 2} 5 -${w + 4} 0z" fill="#f3a7a3"/>`,
        8,
      ]
    case 'egg':
      return [
        `<path d="M${x - 2} ${y + 4}q${w / 2} -8 ${w + 4} 0v6h-${w + 4}z" fill="#fffdf5"/><ellipse cx="${cx + 20}" cy="${y + 4}" rx="16" ry="7" fill="#ffc233"/>`,
        9,
      ]
    case 'onion':
      return [
        `<path d="M${x + 6} ${y + 4}h${w - 12}" stroke="#f1e4f0" stroke-width="7" stroke-linecap="round"/><path d="M${x + 6} ${y + 4}h${w - 12}" stroke="#b07aa8" stroke-width="2" stroke-dasharray="22 10"/>`,
        6,
      ]
  }
}

export function fries(cx: number, cy: number, n: number, seed: number, spread = 60): string {
  const rand = rng(seed)
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = cx + (rand() - 0.5) * spread * 2
    const y = cy + (rand() - 0.5) * spread * 0.7
    const len = 46 + rand() * 30
    const a = -60 + rand() * 120
    out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})"><rect x="${f(-len / 2)}" y="-6" width="${f(len)}" height="12" rx="3" fill="${i % 3 ? '#ffd45a' : '#f1b23e'}" stroke="#d9952a" stroke-width="1.2"/></g>`
  }
  return out
}

export function stack(spec: StackSpec): string {
  const lomito = spec.bread === 'lomito'
  const w = lomito ? 210 : 168
  const cx = spec.fries ? 176 : 200
  const heights = spec.layers.map((l) => layer(l, cx, 0, w)[1])
  const total = heights.reduce((a, b) => a + b, 0)
  const bottomY = 262
  let y = bottomY - 24
  const parts: string[] = []
  spec.layers.forEach((l, i) => {
    y -= heights[i]
    parts.push(layer(l, cx, y, w)[0])
  })
  parts.reverse()
  const topY = bottomY - 24 - total
  const bottom = lomito
    ? `<path d="M${cx - w / 2 - 6} ${bottomY - 24}h${w + 12}v12q0 14-14 14H${cx - w / 2 + 8}q-14 0-14-14z" fill="#e9a24a"/>`
    : `<path d="M${cx - w / 2} ${bottomY - 24}h${w}v8q0 18-18 18H${cx - w / 2 + 18}q-18 0-18-18z" fill="#e8953a"/>`
  const top = lomito
    ? `<path d="M${cx - w / 2 - 8} ${topY + 2}C${cx - w / 2 - 8} ${topY - 44} ${cx + w / 2 + 8} ${topY - 44} ${cx + w / 2 + 8} ${topY + 2}Z" fill="url(#bun)"/>`
    : `<path d="M${cx - w / 2 - 4} ${topY + 2}C${cx - w / 2 - 4} ${topY - 86} ${cx + w / 2 + 4} ${topY - 86} ${cx + w / 2 + 4} ${topY + 2}Z" fill="url(#bun)"/>${seeds(cx, topY - 34, w * 0.34, 18, 16, '#fff6dd', 3.4)}`
  const shine = `<path d="M${cx - w * 0.32} ${topY - (lomito ? 14 : 36)}q${w * 0.12} ${lomito ? -12 : -26} ${w * 0.3} ${lomito ? -16 : -30}" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.35"/>`
  const side = spec.fries
    ? `<path d="M300 196l10 80h56l10-80z" fill="#d62839"/>${fries(338, 186, 10, 3, 22)}<path d="M296 206h84l-8 70h-68z" fill="#e63946"/><path d="M316 206v70M338 206v70M360 206v70" stroke="#fff" stroke-width="5" opacity="0.8"/>`
    : ''
  return `${board(40, 236, 320, 60)}${shadow(cx, bottomY + 2, w / 2 + 6, 8, 0.2)}${side}${bottom}${parts.join('')}${top}${shine}`
}

export interface SideSpec {
  kind: 'side'
  dish:
    | 'fries'
    | 'cheddar-fries'
    | 'onion-rings'
    | 'nuggets'
    | 'milanesa'
    | 'salad'
    | 'foil-potatoes'
    | 'kids-box'
    | 'tostado'
    | 'arabe'
}

function onionRing(x: number, y: number, a: number): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})"><ellipse rx="34" ry="15" fill="none" stroke="#b86a1c" stroke-width="16"/><ellipse rx="34" ry="15" fill="none" stroke="#eda94a" stroke-width="12"/>${seeds(0, -12, 26, 4, 8, '#fbd38a', 2)}</g>`
}

function nugget(x: number, y: number, seed: number): string {
  const p = blob(x, y, 26, 17, 0.2, seed, 9)
  return `<path d="${p}" fill="#c0782a" transform="translate(0 4)"/><path d="${p}" fill="#eaa84a"/>${seeds(x, y - 3, 18, 9, 8, '#fbd38a', 2.2)}`
}

export function side(spec: SideSpec): string {
  switch (spec.dish) {
    case 'fries':
      return `${plate(200, 222, 170, 84)}${fries(200, 208, 30, 9, 90)}${ramekin(300, 250, 28, '#e6392b')}`
    case 'cheddar-fries':
      return `${plate(200, 222, 170, 84)}${fries(200, 208, 30, 9, 90)}
<path d="${blob(196, 196, 84, 30, 0.3, 4, 14)}" fill="#f7a928"/><path d="${blob(196, 192, 60, 18, 0.3, 8, 12)}" fill="#ffc649"/>
${seeds(196, 196, 80, 28, 22, '#9b2f1c', 4.2)}${seeds(196, 196, 80, 28, 20, '#58a83a', 2)}`
    case 'onion-rings':
      return `${plate(200, 226, 170, 84)}${onionRing(150, 220, -10)}${onionRing(228, 236, 12)}${onionRing(190, 196, 4)}${onionRing(262, 200, -14)}${onionRing(160, 178, 20)}${ramekin(302, 262, 26, '#f4f0e2')}`
    case 'nuggets':
      return `${plate(200, 224, 172, 86)}${fries(262, 204, 14, 5, 38)}${nugget(138, 212, 1)}${nugget(182, 236, 2)}${nugget(126, 250, 3)}${nugget(190, 196, 4)}${nugget(230, 256, 5)}${nugget(160, 184, 6)}${ramekin(296, 262, 24, '#e6392b')}`
    case 'milanesa': {
      const p = blob(168, 216, 102, 60, 0.08, 11, 18)
      return `${plate(200, 222, 180, 90)}<path d="${p}" fill="#a86116" transform="translate(2 6)"/><path d="${p}" fill="url(#crumb)"/>${seeds(168, 216, 92, 52, 50, '#c7771f', 2.2)}${seeds(168, 216, 92, 52, 30, '#fbe0a0', 2)}
${fries(290, 206, 12, 7, 34)}${lemonSlice(196, 178, 26, -16)}${leaf(120, 184, 22, -40, '#4f9a2c')}`
    }
    case 'salad':
      return `${shadow(200, 292, 150, 14)}
<path d="M60 196A140 42 0 0 0 340 196C336 262 276 298 200 298C124 298 64 262 60 196Z" fill="#2a9d8f"/>
<path d="M84 250q40 40 110 44" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.3"/>
<ellipse cx="200" cy="196" rx="140" ry="42" fill="#1f7a6f"/>
${[
  [90, 196, -20],
  [130, 176, -50],
  [270, 176, -130],
  [310, 196, -160],
  [170, 166, -80],
  [232, 166, -100],
]
  .map(([x, y, a], i) => leaf(x, y, 60, a, i % 2 ? '#7cc242' : '#5da832'))
  .join('')}
${[
  [150, 178],
  [236, 182],
  [196, 160],
]
  .map(
    ([x, y]) =>
      `<path d="M${x - 18} ${y}a18 18 0 0 0 36 0z" fill="#e03b2f"/><path d="M${x - 13} ${y + 2}a13 12 0 0 0 26 0z" fill="#ff7b68"/>`,
  )
  .join('')}
<ellipse cx="182" cy="188" rx="20" ry="9" fill="none" stroke="#e7c9ec" stroke-width="4"/><ellipse cx="262" cy="160" rx="16" ry="7" fill="none" stroke="#e7c9ec" stroke-width="4"/>`
    case 'foil-potatoes':
      return `${plate(200, 226, 176, 84)}${[
        [140, 214, 1],
        [256, 218, 2],
      ]
        .map(
          ([x, y, s]) =>
            `<path d="${blob(x, y, 66, 34, 0.18, s, 12)}" fill="#aeb5bd"/><path d="${blob(x, y - 4, 58, 28, 0.2, s + 4, 12)}" fill="#dfe4e9"/>
<ellipse cx="${x}" cy="${y - 6}" rx="40" ry="18" fill="#e2b86a"/><ellipse cx="${x}" cy="${y - 8}" rx="34" ry="14" fill="#f3d493"/>
<path d="M${x - 20} ${y - 14}C${x - 22} ${y - 32} ${x + 20} ${y - 34} ${x + 22} ${y - 12}C${x + 10} ${y - 4} ${x - 10} ${y - 4} ${x - 20} ${y - 14}Z" fill="#fffaf0"/>${seeds(x, y - 16, 22, 10, 10, '#3f9a34', 3)}`,
        )
        .join('')}`
    case 'kids-box':
      return `${shadow(200, 300, 150, 12)}
<path d="M84 160h168l-10 138H94z" fill="#d99a4e"/><path d="M84 160l-20-26h168l20 26z" fill="#e9b46c"/>
<path d="M92 198h152" stroke="#c5833a" stroke-width="3"/>
<path d="M140 226q28 22 56 0" fill="none" stroke="#7a4a1c" stroke-width="6" stroke-linecap="round"/><circle cx="140" cy="208" r="6" fill="#7a4a1c"/><circle cx="196" cy="208" r="6" fill="#7a4a1c"/>
${fries(150, 140, 9, 2, 34)}<path d="M100 160h136v18H100z" fill="#d99a4e"/>
<path d="M190 154C190 110 282 110 282 154Z" fill="url(#bun)"/><rect x="188" y="152" width="96" height="16" rx="8" fill="#6d3514"/><path d="M188 150h96" stroke="#6fbf3a" stroke-width="5"/>${seeds(236, 132, 28, 10, 8, '#fff6dd', 2.6)}
<rect x="282" y="176" width="50" height="120" rx="6" fill="#ff9f1c"/><rect x="282" y="216" width="50" height="40" fill="#fff3d6"/><circle cx="307" cy="236" r="11" fill="#ff9f1c"/>
<path d="M320 176l10-46h8" fill="none" stroke="#e63946" stroke-width="6" stroke-linecap="round"/>`
    case 'tostado':
      return `${plate(200, 228, 176, 84)}${[
        [150, 216, -6],
        [250, 222, 8],
      ]
        .map(
          ([x, y, a]) =>
            `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-66 34L0-58L66 34Z" fill="#c98533" transform="translate(0 8)"/>
<path d="M-66 34L0-58L66 34Z" fill="#f2c06a"/><path d="M-50 20L0-48L50 20Z" fill="#f7d791"/>
<path d="M-34 4l24-30M-18 22l30-40M6 22l24-30" stroke="#b86f24" stroke-width="5" stroke-linecap="round" opacity="0.8"/>
<path d="M-70 34h140v8h-140z" fill="#f3a7a3"/><path d="M-66 42h132l-6 10h-120z" fill="#ffd866"/><path d="M-50 52q6 10 10 0M10 52q6 12 10 0" fill="#ffd866"/>
<path d="M-66 52h132v8q-66 6-132 0z" fill="#e2a24e"/></g>`,
        )
        .join('')}`
    case 'arabe':
      return `${board(40, 190, 320, 90)}
<g transform="rotate(-8 160 214)"><rect x="60" y="180" width="190" height="70" rx="35" fill="#d8a75a"/><rect x="60" y="176" width="190" height="66" rx="33" fill="url(#pita)"/>
${seeds(150, 206, 80, 24, 10, '#c98533', 5)}<path d="M90 190q60-14 120-4" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.35"/></g>
<g transform="translate(288 212)"><ellipse rx="44" ry="40" fill="#d8a75a"/><ellipse rx="38" ry="34" fill="#f4dcaa"/>
<path d="${blob(0, 0, 30, 26, 0.2, 3, 10)}" fill="#7a2f17"/><path d="${blob(-8, -8, 14, 10, 0.3, 5, 8)}" fill="#6fbf3a"/><path d="${blob(10, 8, 12, 8, 0.3, 7, 8)}" fill="#e03b2f"/>
<path d="M-26 10q26 18 52 0" fill="none" stroke="#fffaf0" stroke-width="7" stroke-linecap="round"/></g>
${ramekin(108, 262, 26, '#fffaf0')}`
  }
}

export const barDefs = `<linearGradient id="bun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7b24e"/><stop offset="1" stop-color="#e08a2c"/></linearGradient>
<radialGradient id="crumb" cx="45%" cy="40%" r="70%"><stop offset="0" stop-color="#f6c45b"/><stop offset="1" stop-color="#d9892c"/></radialGradient>
<linearGradient id="pita" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7e2b4"/><stop offset="1" stop-color="#e8c27c"/></linearGradient>`
