/** Sushi pieces on a board, gyozas, and the taquería: tacos, burrito, quesadilla, flautas, nachos. */
import { blob, board, f, leaf, lemonSlice, plate, ramekin, rng, seeds, shade } from './common'

export type Piece =
  'philadelphia' | 'new-york' | 'avocado' | 'tempura' | 'veggie' | 'nigiri' | 'sashimi'

export interface SushiSpec {
  kind: 'sushi'
  /** Bottom row first; each row is drawn in front of the one above it. */
  rows: Piece[][]
  slate?: boolean
}

const RICE = '#fffdf6'
const SALMON = '#f47c48'

function roll(p: Piece, x: number, y: number): string {
  const r = 22
  const ry = 11
  const core: Record<string, string> = {
    philadelphia: `<ellipse cx="${x - 5}" cy="${y}" rx="8" ry="5" fill="${SALMON}"/><ellipse cx="${x + 6}" cy="${y + 1}" rx="6" ry="4" fill="#fffaf0"/><ellipse cx="${x + 2}" cy="${y - 4}" rx="5" ry="3" fill="#7cc242"/>`,
    'new-york': `<ellipse cx="${x - 4}" cy="${y}" rx="9" ry="5" fill="#ffb38a"/><path d="M${x - 10} ${y - 1}h12" stroke="#e85d3a" stroke-width="2"/><ellipse cx="${x + 7}" cy="${y}" rx="5" ry="4" fill="#7cc242"/>`,
    avocado: `<ellipse cx="${x}" cy="${y}" rx="8" ry="5" fill="${SALMON}"/><ellipse cx="${x + 6}" cy="${y + 2}" rx="4" ry="3" fill="#fffaf0"/>`,
    tempura: `<ellipse cx="${x}" cy="${y}" rx="9" ry="5" fill="#ffb38a"/><ellipse cx="${x + 7}" cy="${y + 1}" rx="4" ry="3" fill="#fffaf0"/>`,
    veggie: `<ellipse cx="${x - 5}" cy="${y}" rx="6" ry="4" fill="#7cc242"/><ellipse cx="${x + 5}" cy="${y}" rx="5" ry="4" fill="#ff9f43"/><ellipse cx="${x}" cy="${y - 3}" rx="4" ry="3" fill="#d8f0a8"/>`,
  }
  const outer = p === 'veggie' ? '#22312a' : p === 'tempura' ? '#e2a047' : RICE
  const side = p === 'veggie' ? '#2f4238' : p === 'tempura' ? '#c9852c' : '#ece5d6'
  const topping =
    p === 'philadelphia'
      ? `<path d="M${x - r} ${y - 2}C${x - r} ${y - 20} ${x + r} ${y - 22} ${x + r} ${y - 4}C${x + 10} ${y - 10} ${x - 10} ${y - 10} ${x - r} ${y - 2}Z" fill="${SALMON}"/><path d="M${x - 12} ${y - 12}l6-4M${x} ${y - 14}l6-4" stroke="#ffd2b8" stroke-width="3" stroke-linecap="round"/>`
      : p === 'avocado'
        ? `<path d="M${x - r - 2} ${y}C${x - r} ${y - 22} ${x + r} ${y - 22} ${x + r + 2} ${y}C${x + 12} ${y - 8} ${x - 12} ${y - 8} ${x - r - 2} ${y}Z" fill="#8cc63f"/><path d="M${x - 14} ${y - 8}q14-10 28 0" fill="none" stroke="#5d9a2a" stroke-width="2"/>`
        : p === 'tempura'
          ? `${seeds(x, y - 2, r, ry, 10, '#f6c777', 3)}<path d="M${x - 16} ${y - 4}q8 6 16 0t16 0" fill="none" stroke="#5a2a10" stroke-width="4" stroke-linecap="round"/>`
          : ''
  return `<path d="M${x - r} ${y}v16a${r} ${ry} 0 0 0 ${2 * r} 0v-16z" fill="${side}"/>
<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${ry}" fill="${outer}"/>
${p === 'veggie' ? `<ellipse cx="${x}" cy="${y}" rx="${r - 4}" ry="${ry - 2}" fill="${RICE}"/>` : `<ellipse cx="${x}" cy="${y}" rx="${r - 6}" ry="${ry - 3}" fill="none" stroke="#22312a" stroke-width="2"/>`}
${p === 'tempura' ? '' : seeds(x, y, r - 6, ry - 3, 4, '#e8e1d4', 1.8)}${core[p]}${topping}
${p === 'new-york' ? seeds(x, y + 10, r - 4, 4, 6, '#3b2a20', 1.4) : ''}`
}

function nigiri(x: number, y: number): string {
  return `<ellipse cx="${x}" cy="${y + 6}" rx="30" ry="13" fill="#f1ebe0"/><ellipse cx="${x}" cy="${y + 3}" rx="29" ry="12" fill="${RICE}"/>
<path d="M${x - 34} ${y}C${x - 28} ${y - 16} ${x + 26} ${y - 18} ${x + 36} ${y - 2}C${x + 28} ${y + 8} ${x - 26} ${y + 10} ${x - 34} ${y}Z" fill="${SALMON}"/>
<path d="M${x - 18} ${y + 4}l8-12M${x - 2} ${y + 5}l8-13M${x + 14} ${y + 4}l7-12" stroke="#ffd2b8" stroke-width="3.5" stroke-linecap="round"/>`
}

function sashimi(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})"><path d="M-26 6C-30-10-8-18 18-14C30-10 30 4 20 10C4 16-20 16-26 6Z" fill="#e8673a"/><path d="M-22 2C-24-10-6-14 16-12C26-8 24 2 16 6C2 10-18 10-22 2Z" fill="${SALMON}"/>
<path d="M-14 4l10-12M2 4l10-12" stroke="#ffd2b8" stroke-width="3" stroke-linecap="round"/></g>`
}

export function sushi(spec: SushiSpec): string {
  const n = Math.max(...spec.rows.map((r) => r.length))
  const w = Math.max(240, n * 52 + 40)
  const rowsH = spec.rows.length * 38
  const y0 = 212 - rowsH / 2
  let pieces = ''
  const rows = [...spec.rows].reverse()
  rows.forEach((row, ri) => {
    const y = y0 + ri * 38 + 10
    row.forEach((p, i) => {
      const x = 200 - ((row.length - 1) * 52) / 2 + i * 52 + (ri % 2) * 8
      pieces += p === 'nigiri' ? nigiri(x, y) : p === 'sashimi' ? sashimi(x, y) : roll(p, x, y)
    })
  })
  return `<g stroke-linecap="round"><line x1="120" y1="112" x2="330" y2="168" stroke="#9b2335" stroke-width="7"/><line x1="128" y1="100" x2="336" y2="152" stroke="#b52b40" stroke-width="7"/></g>
${board(200 - w / 2, y0 - 20, w, rowsH + 40, spec.slate ? 'slate' : 'wood')}${pieces}
<path d="${blob(200 + w / 2 - 30, y0 + rowsH + 4, 12, 7, 0.3, 3, 8)}" fill="#8fcf4a"/><path d="M${200 + w / 2 - 62} ${y0 + rowsH + 2}q8-12 24-8q-6 10-24 8z" fill="#f6a6b2"/>`
}

export interface GyozaSpec {
  kind: 'gyoza'
}

export function gyozas(): string {
  const one = (x: number, y: number, a: number) =>
    `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-36 10C-36-22 36-22 36 10Z" fill="#f6ecd8"/><path d="M-36 10C-20 18 20 18 36 10L32 16C16 24-16 24-32 16Z" fill="#c9782c"/>
<path d="M-24-8l4 10M-10-14l2 12M6-14l-2 12M20-8l-4 10" stroke="#e2d3b4" stroke-width="3" stroke-linecap="round"/><path d="M-26-2q10-14 28-14" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.6"/></g>`
  return `${plate(200, 226, 176, 82)}${one(130, 206, -10)}${one(200, 196, 0)}${one(270, 206, 10)}${one(160, 244, -6)}${one(238, 246, 6)}${ramekin(310, 270, 22, '#4a1f0c')}${seeds(200, 240, 60, 16, 10, '#5fae3a', 2.2)}`
}

export interface TacoSpec {
  kind: 'taco'
  filling: 'pastor' | 'birria' | 'veggie'
}

function taco(x: number, y: number, filling: TacoSpec['filling'], seed: number): string {
  const rand = rng(seed)
  const shell = filling === 'birria' ? '#d9582c' : '#f7c052'
  const meat = { pastor: '#d0542a', birria: '#7a2a14', veggie: '#8a6a4a' }[filling]
  let bits = ''
  for (let i = 0; i < 9; i++) {
    const t = Math.PI * (0.1 + (0.8 * i) / 8)
    const bx = x - Math.cos(t) * 54
    const by = y - Math.sin(t) * 44
    bits += `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(9 + rand() * 3)}" fill="${i % 2 ? meat : shade(meat, -0.15)}"/>`
  }
  for (let i = 0; i < 5; i++) {
    const t = Math.PI * (0.18 + i * 0.16)
    const bx = x - Math.cos(t) * 58
    const by = y - Math.sin(t) * 52
    const c =
      filling === 'pastor'
        ? i % 2
          ? '#ffd23f'
          : '#fffaf0'
        : filling === 'veggie'
          ? i % 2
            ? '#2b1d1a'
            : '#fffaf0'
          : i % 2
            ? '#fffaf0'
            : '#5fae3a'
    bits += `<rect x="${f(bx - 5)}" y="${f(by - 5)}" width="10" height="10" rx="2" fill="${c}" transform="rotate(${i * 23} ${f(bx)} ${f(by)})"/>`
  }
  return `<path d="M${x - 58} ${y}A58 52 0 0 1 ${x + 58} ${y}" fill="none" stroke="#5fae3a" stroke-width="12" stroke-dasharray="8 6"/>${bits}
<path d="M${x - 58} ${y}A58 50 0 0 1 ${x + 58} ${y}Z" fill="${shell}" stroke="${shade(shell, -0.2)}" stroke-width="3"/>
<path d="M${x - 40} ${y - 16}a44 40 0 0 1 30-24" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.4"/>`
}

export function tacos(spec: TacoSpec): string {
  const extra =
    spec.filling === 'birria'
      ? ramekin(312, 276, 30, '#a8391f')
      : `${lemonSlice(320, 272, 18, -10, '#6aa82c')}`
  return `${plate(200, 250, 178, 64)}${taco(128, 256, spec.filling, 1)}${taco(200, 246, spec.filling, 2)}${taco(272, 256, spec.filling, 3)}${extra}${leaf(86, 276, 20, 10, '#4f9a2c')}`
}

export interface MexSpec {
  kind: 'mex'
  dish: 'burrito' | 'quesadilla' | 'flautas' | 'nachos'
}

export function mex(spec: MexSpec): string {
  switch (spec.dish) {
    case 'burrito':
      return `${board(40, 190, 320, 90)}
<g transform="rotate(-10 150 214)"><rect x="60" y="180" width="170" height="72" rx="36" fill="#e8c27c"/><rect x="60" y="176" width="170" height="68" rx="34" fill="#f7e2b4"/><path d="M90 186q50-10 110-2" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.5"/>${seeds(140, 210, 70, 20, 8, '#d8a860', 4)}</g>
<g transform="translate(280 214)"><ellipse rx="50" ry="44" fill="#e8c27c"/><ellipse rx="44" ry="38" fill="#f7e2b4"/>
<path d="${blob(0, 0, 36, 30, 0.15, 1, 12)}" fill="#fbf8ef"/><path d="${blob(-12, -10, 14, 12, 0.3, 2, 8)}" fill="#7a3a1c"/><path d="${blob(14, -6, 12, 10, 0.3, 3, 8)}" fill="#3b2320"/><path d="${blob(6, 14, 14, 10, 0.3, 4, 8)}" fill="#8cc63f"/><path d="${blob(-14, 12, 10, 8, 0.3, 5, 8)}" fill="#e03b2f"/>${seeds(0, 0, 30, 26, 16, '#f4efe0', 2)}</g>
${ramekin(96, 262, 26, '#8cc63f')}`
    case 'quesadilla':
      return `${plate(200, 232, 178, 80)}${[
        [140, 220, -18],
        [220, 206, 8],
        [250, 256, 26],
      ]
        .map(
          ([x, y, a]) =>
            `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-50 20L0-44L50 20Z" fill="#d9a24a" transform="translate(0 6)"/><path d="M-50 20L0-44L50 20Z" fill="#f3c56b"/>${seeds(0, -6, 24, 16, 6, '#c9782c', 5)}
<path d="M-50 20h100l-4 8h-92z" fill="#ffd866"/><path d="M-30 28q4 10 8 0M10 28q4 12 8 0" fill="#ffd866"/><path d="M-40 20h80" stroke="#f2d49b" stroke-width="4"/></g>`,
        )
        .join('')}${ramekin(110, 270, 22, '#fffaf0')}`
    case 'flautas':
      return `${plate(200, 232, 178, 80)}${[170, 196, 222, 248]
        .map(
          (y, i) =>
            `<g transform="rotate(-12 200 ${y})"><rect x="86" y="${y - 14}" width="220" height="28" rx="14" fill="#c9782c"/><rect x="86" y="${y - 15}" width="220" height="24" rx="12" fill="${i % 2 ? '#eaa84a' : '#f0b656'}"/><ellipse cx="300" cy="${y - 2}" rx="8" ry="13" fill="#f7e2b4"/><ellipse cx="300" cy="${y - 2}" rx="4" ry="8" fill="#e8c49a"/></g>`,
        )
        .join(
          '',
        )}<path d="M110 200q30-16 60 0t60 0 60 0" fill="none" stroke="#fffaf0" stroke-width="8" stroke-linecap="round"/>${seeds(200, 206, 90, 20, 14, '#5fae3a', 2.4)}${seeds(200, 206, 90, 20, 8, '#e03b2f', 2.4)}`
    case 'nachos': {
      const rand = rng(9)
      let chips = ''
      for (let i = 0; i < 16; i++) {
        const x = 110 + rand() * 150
        const y = 186 + rand() * 70
        const a = rand() * 360
        chips += `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})" d="M0-26L24 16H-24Z" fill="${i % 3 ? '#f4c04e' : '#e9a93a'}" stroke="#d9952a" stroke-width="2" stroke-linejoin="round"/>`
      }
      return `${plate(200, 232, 178, 80)}${chips}<path d="${blob(180, 210, 56, 22, 0.35, 2, 12)}" fill="#f7a928"/>${seeds(180, 214, 60, 26, 8, '#4f9a2c', 4)}${seeds(180, 214, 60, 26, 8, '#e03b2f', 3)}
${ramekin(302, 252, 40, '#8cc63f')}${seeds(302, 252, 26, 8, 8, '#e03b2f', 2.4)}`
    }
  }
}
