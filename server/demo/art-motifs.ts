/**
 * Food motifs for the demo shop art, each drawn flat (no gradients, no ids) inside a 200x200 box,
 * so one motif can be repeated freely within a document.
 */
import type { Motif } from './art'

function r1(n: number): string {
  return String(Math.round(n * 10) / 10)
}

/** Points along a circle arc, used for rope edges and fillings that follow a curve. */
function around(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  from: number,
  to: number,
  n: number,
) {
  const pts: Array<[number, number, number]> = []
  for (let i = 0; i < n; i++) {
    const deg = from + ((to - from) * i) / (n - 1)
    const a = (deg * Math.PI) / 180
    pts.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry, deg])
  }
  return pts
}

const pizza = `
<path d="M100 190L20 54Q100 22 180 54Z" fill="#ffc93c"/>
<path d="M100 190L20 54Q40 46 60 42L100 190Z" fill="#f5b52a"/>
<path d="M22 66Q100 34 178 66" fill="none" stroke="#e4572e" stroke-width="10"/>
<path d="M14 50Q100 4 186 50L179 68Q100 28 21 68Z" fill="#d9822b"/>
<path d="M30 46Q100 14 170 46" fill="none" stroke="#f2b45e" stroke-width="5" stroke-linecap="round"/>
${[
  [70, 90, 14],
  [128, 92, 14],
  [100, 128, 12],
  [96, 160, 8],
]
  .map(
    ([x, y, r]) =>
      `<circle cx="${x}" cy="${y}" r="${r}" fill="#d62839"/><circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.3}" fill="#ef6b77"/>`,
  )
  .join('')}
<circle cx="96" cy="80" r="6" fill="none" stroke="#2d3a2e" stroke-width="4"/>
<circle cx="120" cy="120" r="5" fill="none" stroke="#2d3a2e" stroke-width="4"/>
<path d="M64 118c6-10 18-12 24-8-6 8-16 12-24 8z" fill="#3f9a34"/>
<path d="M114 150c4-10 16-14 22-10-4 8-14 12-22 10z" fill="#3f9a34"/>`

const burger = `
<path d="M28 142h144v8q0 20-20 20H48q-20 0-20-20z" fill="#e8953a"/>
<rect x="22" y="112" width="156" height="34" rx="17" fill="#6d3514"/>
<rect x="34" y="118" width="60" height="6" rx="3" fill="#8e4a22"/>
<path d="M24 104h152v10h-28l-10 18-10-18H80l-11 14-11-14H24z" fill="#ffc53d"/>
<path d="M20 100q10-12 20 0t20 0 20 0 20 0 20 0 20 0 20 0 20 0v10H20z" fill="#7cc242"/>
<path d="M26 96C26 28 174 28 174 96Z" fill="#f2a03d"/>
<path d="M44 70Q56 46 84 40" fill="none" stroke="#fbc673" stroke-width="8" stroke-linecap="round"/>
${[
  [70, 62, -20],
  [100, 52, 0],
  [130, 62, 20],
  [88, 78, -10],
  [116, 78, 10],
  [146, 82, 25],
  [56, 84, -25],
]
  .map(
    ([x, y, a]) =>
      `<ellipse cx="${x}" cy="${y}" rx="6" ry="3.5" fill="#fff6dd" transform="rotate(${a} ${x} ${y})"/>`,
  )
  .join('')}`

const empanadaRope = around(100, 138, 80, 80, 180, 360, 15)
  .map(
    ([x, y, deg]) =>
      `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="11" ry="7" transform="rotate(${r1(deg + 60)} ${r1(x)} ${r1(y)})" fill="#d98a2f" stroke="#b86a1c" stroke-width="2"/>`,
  )
  .join('')

const empanada = `
<g transform="rotate(-8 100 120)">
<path d="M20 138A80 80 0 0 1 180 138Q100 160 20 138Z" fill="#eaa84e"/>
<path d="M26 138Q100 158 174 138Q176 150 170 154Q100 172 30 154Q24 150 26 138Z" fill="#c98431"/>
${empanadaRope}
<path d="M56 88Q76 70 104 68" fill="none" stroke="#f9d28c" stroke-width="8" stroke-linecap="round"/>
<circle cx="120" cy="104" r="3" fill="#c98431"/><circle cx="80" cy="116" r="3" fill="#c98431"/><circle cx="142" cy="122" r="3" fill="#c98431"/>
</g>`

function makiRoll(x: number, y: number, rx: number): string {
  const ry = rx * 0.44
  const h = rx * 0.9
  return `<path d="M${x - rx} ${y}v${h}a${rx} ${ry} 0 0 0 ${rx * 2} 0v-${h}z" fill="#22312a"/>
<path d="M${x - rx * 0.72} ${y + 10}v${h - 6}" stroke="#3f5549" stroke-width="6" stroke-linecap="round"/>
<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#22312a"/>
<ellipse cx="${x}" cy="${y}" rx="${rx * 0.82}" ry="${ry * 0.8}" fill="#fffdf6"/>
<ellipse cx="${x - rx * 0.1}" cy="${y}" rx="${rx * 0.32}" ry="${ry * 0.34}" fill="#ff7f50"/>
<ellipse cx="${x + rx * 0.3}" cy="${y + 2}" rx="${rx * 0.15}" ry="${ry * 0.22}" fill="#7cc242"/>`
}

const sushi = `
<g stroke-linecap="round">
<line x1="30" y1="26" x2="186" y2="92" stroke="#9b2335" stroke-width="9"/>
<line x1="44" y1="14" x2="192" y2="76" stroke="#b52b40" stroke-width="9"/>
</g>
${makiRoll(66, 92, 46)}
<ellipse cx="132" cy="162" rx="52" ry="20" fill="#f1ebe0"/>
<ellipse cx="132" cy="156" rx="50" ry="18" fill="#fffdf6"/>
<path d="M76 150C86 122 176 120 190 148C176 164 90 166 76 150Z" fill="#f47c48"/>
<path d="M100 156Q108 144 116 132M126 156Q134 144 142 130M152 154Q160 144 166 134" stroke="#ffd2b8" stroke-width="5" fill="none" stroke-linecap="round"/>`

const coffee = `
<path d="M70 44q-10-12 0-24t0-24M100 40q-10-12 0-24t0-24M130 44q-10-12 0-24t0-24" transform="translate(0 16)" fill="none" stroke="#b9a48e" stroke-width="6" stroke-linecap="round"/>
<ellipse cx="100" cy="172" rx="84" ry="16" fill="#e6d8c6"/>
<ellipse cx="100" cy="168" rx="84" ry="15" fill="#fffaf3"/>
<path d="M150 92c30-6 42 12 36 30-6 18-28 24-44 20" fill="none" stroke="#c8573a" stroke-width="12" stroke-linecap="round"/>
<path d="M34 80C34 130 58 166 100 166C142 166 166 130 166 80Z" fill="#e76f51"/>
<path d="M37 104Q100 116 163 104L160 120Q100 132 40 120Z" fill="#fff3e3"/>
<path d="M50 96q4 40 30 58" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.35"/>
<ellipse cx="100" cy="80" rx="66" ry="16" fill="#c8573a"/>
<ellipse cx="100" cy="81" rx="58" ry="12" fill="#5a2c14"/>
<ellipse cx="100" cy="82" rx="50" ry="9" fill="#a9683c"/>
<path d="M100 90c-18-6-20-14-12-16 5-1 8 1 12 5 4-4 7-6 12-5 8 2 6 10-12 16z" fill="#f5e3c8"/>`

const icecream = `
<path d="M62 104L100 194L138 104Z" fill="#e7a857"/>
<path d="M72 112L116 170M94 108L126 148M116 106L132 126M128 112L86 172M106 108L78 142M84 108L68 124" stroke="#c9853a" stroke-width="4" stroke-linecap="round"/>
<path d="M56 108C50 80 70 62 100 62C130 62 150 80 144 108C136 116 130 108 124 116C118 124 110 112 104 118C98 124 90 112 84 118C76 124 70 110 64 116C60 120 56 116 56 108Z" fill="#ff8fab"/>
<path d="M70 86Q80 72 96 70" fill="none" stroke="#ffc2d1" stroke-width="6" stroke-linecap="round"/>
<circle cx="100" cy="56" r="34" fill="#7b4a2e"/>
<path d="M76 60Q78 38 98 32" fill="none" stroke="#a06a48" stroke-width="6" stroke-linecap="round"/>
<path d="M70 68C78 80 88 70 96 78C104 86 112 72 120 80C126 86 132 74 134 66" fill="none" stroke="#7b4a2e" stroke-width="10" stroke-linecap="round"/>
<path d="M100 24Q104 10 116 6" fill="none" stroke="#3f7a26" stroke-width="3.5" stroke-linecap="round"/>
<circle cx="100" cy="24" r="11" fill="#d62839"/><circle cx="96" cy="20" r="3.5" fill="#fff" opacity="0.6"/>
${[
  [86, 48, '#ffd166', 30],
  [112, 44, '#7fdbff', -30],
  [92, 62, '#fff', 70],
  [118, 62, '#ffd166', 10],
  [104, 40, '#b5e48c', 80],
]
  .map(
    ([x, y, c, a]) =>
      `<rect x="${x}" y="${y}" width="9" height="3.5" rx="1.7" fill="${c}" transform="rotate(${a} ${x} ${y})"/>`,
  )
  .join('')}`

const steakPath =
  'M26 104C20 72 58 58 88 62C112 64 128 60 142 74C156 90 146 118 124 128C100 140 62 142 44 132C32 126 28 116 26 104Z'

const grill = `
<path d="M58 52q-8-12 0-22t0-22M96 46q-8-12 0-22t0-22M160 64q-8-12 0-22t0-22" fill="none" stroke="#b9a48e" stroke-width="5" stroke-linecap="round"/>
<rect x="36" y="160" width="11" height="34" rx="3" fill="#3a3d42"/><rect x="153" y="160" width="11" height="34" rx="3" fill="#3a3d42"/>
<path d="M30 100H170L186 152H14Z" fill="#2f3236"/>
<ellipse cx="70" cy="140" rx="26" ry="8" fill="#ff7b1c" opacity="0.8"/><ellipse cx="132" cy="142" rx="30" ry="8" fill="#ff9a2a" opacity="0.8"/>
<path d="M44 100L32 152M67 100L60 152M90 100L88 152M112 100L114 152M134 100L141 152M156 100L168 152" stroke="#767c85" stroke-width="5"/>
<path d="${steakPath}" fill="#f3d29b" transform="translate(-3 -8)"/>
<path d="${steakPath}" fill="#a63d24"/>
<path d="M40 120L64 76M64 132L92 80M90 134L116 86M114 126L134 92" stroke="#5a1a0c" stroke-width="7" stroke-linecap="round" opacity="0.85"/>
<path d="M46 86Q62 72 84 72" fill="none" stroke="#d7694d" stroke-width="5" stroke-linecap="round"/>
<g transform="rotate(-8 150 126)"><rect x="112" y="112" width="74" height="28" rx="14" fill="#c24a2c"/>
<path d="M132 114l-6 24M152 114l-6 24M172 114l-6 24" stroke="#5a1a0c" stroke-width="5" stroke-linecap="round" opacity="0.75"/>
<rect x="122" y="117" width="44" height="5" rx="2.5" fill="#fff" opacity="0.35"/></g>
<rect x="10" y="150" width="180" height="16" rx="5" fill="#3a3d42"/>
<rect x="10" y="150" width="180" height="4" rx="2" fill="#6b7078"/>`

/** Taco standing on its fold: fillings spill over the arched rim of the shell. */
function taco(): string {
  const cx = 100
  const cy = 160
  const r = 82
  const arc = (rad: number, t: number): [number, number] => {
    const a = Math.PI * (1 - t)
    return [cx + Math.cos(a) * rad, cy - Math.sin(a) * rad * 0.92]
  }
  const frill = (r0: number, r2: number, color: string): string => {
    let d = ''
    for (let i = 0; i <= 18; i++) {
      const [x, y] = arc(i % 2 ? r2 : r0, 0.04 + (0.92 * i) / 18)
      d += `${i ? 'L' : 'M'}${r1(x)} ${r1(y)}`
    }
    return `<path d="${d}L${cx} ${cy}Z" fill="${color}" stroke="${color}" stroke-width="7" stroke-linejoin="round"/>`
  }
  let bits = ''
  for (let i = 1; i < 10; i++) {
    const [x, y] = arc(r + 8, i / 10)
    bits += `<circle cx="${r1(x)}" cy="${r1(y)}" r="9" fill="${i % 2 ? '#8a3b1c' : '#a5492a'}"/>`
  }
  for (let i = 0; i < 5; i++) {
    const [x, y] = arc(r + 18, 0.14 + i * 0.18)
    bits += `<rect x="${r1(x - 5)}" y="${r1(y - 5)}" width="10" height="10" rx="2" fill="${i % 2 ? '#fff8e7' : '#e63946'}" transform="rotate(${i * 17} ${r1(x)} ${r1(y)})"/>`
  }
  return `${frill(r + 8, r + 22, '#4f9a2c')}${frill(r + 3, r + 14, '#8fd14f')}${bits}
<path d="M${cx - r} ${cy}A${r} ${r * 0.92} 0 0 1 ${cx + r} ${cy}Z" fill="#f7c052" stroke="#d98f2b" stroke-width="4" stroke-linejoin="round"/>
<path d="M${cx - r * 0.7} ${cy - r * 0.2}A${r * 0.74} ${r * 0.68} 0 0 1 ${cx - r * 0.1} ${cy - r * 0.66}" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.45"/>
<ellipse cx="118" cy="118" rx="6" ry="3.5" fill="#c97d22" opacity="0.5"/><ellipse cx="86" cy="134" rx="6" ry="3.5" fill="#c97d22" opacity="0.5"/><ellipse cx="140" cy="140" rx="6" ry="3.5" fill="#c97d22" opacity="0.5"/>`
}

/** Loops of spaghetti as partial ellipses, drawn dark then light so strands look round. */
function pastaStrands(): string {
  const loops: Array<[number, number, number, number, number]> = [
    [70, 96, 24, 200, 320],
    [100, 86, 30, 160, 340],
    [130, 96, 24, 220, 360],
    [86, 106, 22, 0, 200],
    [118, 104, 26, 10, 190],
    [100, 100, 40, 190, 350],
    [60, 106, 18, 120, 300],
    [142, 106, 18, 240, 420],
  ]
  const d = loops
    .map(([x, y, r, a0, a1]) => {
      const p = (deg: number): string => {
        const a = (deg * Math.PI) / 180
        return `${r1(x + Math.cos(a) * r)} ${r1(y + Math.sin(a) * r * 0.55)}`
      }
      return `M${p(a0)}A${r} ${r1(r * 0.55)} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${p(a1)}`
    })
    .join('')
  return `<path d="${d}" fill="none" stroke="#d39a30" stroke-width="7" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#ffdb7e" stroke-width="4" stroke-linecap="round"/>`
}

const pasta = `
<g transform="rotate(20 140 60)">
<rect x="134" y="18" width="10" height="96" rx="5" fill="#aab3bc"/>
<path d="M126 0v22q0 12 13 12t13-12V0" fill="none" stroke="#aab3bc" stroke-width="6" stroke-linecap="round"/>
<path d="M139 0v30" stroke="#aab3bc" stroke-width="6" stroke-linecap="round"/>
</g>
<ellipse cx="100" cy="112" rx="82" ry="20" fill="#2b5d9b"/>
<path d="M34 112C34 70 166 70 166 112Z" fill="#f0c35a"/>
${pastaStrands()}
<path d="M78 86C74 70 96 62 106 68C118 62 134 72 126 86C120 96 84 98 78 86Z" fill="#d62828"/>
<circle cx="92" cy="80" r="8" fill="#8a3b1c"/><circle cx="112" cy="78" r="8" fill="#8a3b1c"/>
<path d="M108 66c8-8 20-8 24-2-8 6-18 6-24 2z" fill="#3f9a34"/>
<path d="M18 112A82 20 0 0 0 182 112L172 150Q166 180 136 180H64Q34 180 28 150Z" fill="#3a7cc3"/>
<path d="M26 132Q100 150 174 132" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="2 12" stroke-linecap="round"/>
<path d="M40 124q6 34 34 46" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.3"/>`

function leaf(x: number, y: number, angle: number, color: string): string {
  return `<path transform="translate(${x} ${y}) rotate(${angle})" d="M0 0C8-18 28-28 50-24C44-6 28 6 0 0Z" fill="${color}"/>`
}

const salad = `
<ellipse cx="100" cy="108" rx="84" ry="18" fill="#1d6f66"/>
<ellipse cx="100" cy="100" rx="74" ry="26" fill="#4f8f2a"/>
${leaf(24, 110, -20, '#4f8f2a')}${leaf(176, 110, -160, '#4f8f2a')}
${leaf(38, 104, -55, '#7cc242')}${leaf(162, 104, -125, '#7cc242')}
${leaf(76, 104, -80, '#8fd14f')}${leaf(122, 104, -104, '#6db33a')}
<circle cx="66" cy="80" r="14" fill="#e63946"/><circle cx="62" cy="76" r="4" fill="#fff" opacity="0.5"/>
<circle cx="136" cy="78" r="13" fill="#e63946"/><circle cx="132" cy="74" r="4" fill="#fff" opacity="0.5"/>
<circle cx="100" cy="70" r="14" fill="#3a7d28"/><circle cx="100" cy="70" r="11" fill="#d8f0a8"/><circle cx="100" cy="70" r="5" fill="#b5dc7a"/>
<path d="M80 94q10-8 20 0M112 96q10-8 20 0" stroke="#9b5de5" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M16 108A84 18 0 0 0 184 108A84 76 0 0 1 16 108Z" fill="#2a9d8f"/>
<path d="M30 130q18 40 70 50" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.3"/>
<path d="M26 128Q100 156 174 128" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="2 11" stroke-linecap="round" opacity="0.8"/>`

const drawings: Record<Motif, string> = {
  pizza,
  burger,
  empanada,
  sushi,
  coffee,
  icecream,
  grill,
  taco: taco(),
  pasta,
  salad,
}

/** Markup of a motif in its 200x200 box, ready to be placed with a transform. */
export function motifMarkup(motif: Motif): string {
  return drawings[motif]
}
