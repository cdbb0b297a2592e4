import { f, scene } from '../kit'

function rays(cx: number, cy: number, count: number, r: number): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const a0 = (i / count) * Math.PI * 2
    const a1 = a0 + Math.PI / count
    d += `M${cx} ${cy}L${f(cx + Math.cos(a0) * r)} ${f(cy + Math.sin(a0) * r)}L${f(cx + Math.cos(a1) * r)} ${f(cy + Math.sin(a1) * r)}Z`
  }
  return `<path d="${d}" fill="#fff" opacity="0.22"/>`
}

function star(cx: number, cy: number, points: number, outer: number, inner: number): string {
  let d = ''
  for (let i = 0; i < points * 2; i++) {
    const a = (i / (points * 2)) * Math.PI * 2 - Math.PI / 2
    const r = i % 2 ? inner : outer
    d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}`
  }
  return `${d}Z`
}

/** The percent sign drawn as shapes so it never depends on an installed font. */
function percent(size: number, color: string): string {
  const r = size * 0.15
  const w = size * 0.12
  return `<g fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-linecap="round">
<ellipse cx="${f(-size * 0.27)}" cy="${f(-size * 0.28)}" rx="${f(r)}" ry="${f(r * 1.15)}"/>
<ellipse cx="${f(size * 0.27)}" cy="${f(size * 0.28)}" rx="${f(r)}" ry="${f(r * 1.15)}"/>
<line x1="${f(size * 0.3)}" y1="${f(-size * 0.48)}" x2="${f(-size * 0.3)}" y2="${f(size * 0.48)}"/>
</g>`
}

const tag = `
<g transform="translate(352 250) rotate(-14)">
<path d="M-190 0L-118-86H150Q170-86 170-66V66Q170 86 150 86H-118Z" fill="#a4161a" transform="translate(6 10)" opacity="0.35"/>
<path d="M-190 0L-118-86H150Q170-86 170-66V66Q170 86 150 86H-118Z" fill="url(#pro-tag)"/>
<path d="M-168 0L-108-72H144Q156-72 156-60V60Q156 72 144 72H-108Z" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="12 9" opacity="0.7"/>
<circle cx="-122" cy="0" r="16" fill="#ffe3a3"/><circle cx="-122" cy="0" r="9" fill="#fff4d6"/>
<g transform="translate(30 0)">${percent(132, '#fff')}</g>
</g>`

const string = `<path d="M234 280C196 250 160 168 96 146" fill="none" stroke="#7a4b2a" stroke-width="5" stroke-linecap="round"/>`

const confetti = [
  [140, 96, '#e63946', 20],
  [520, 100, '#3a86ff', -30],
  [560, 330, '#2a9d8f', 40],
  [110, 360, '#9b5de5', -10],
  [470, 410, '#e63946', 60],
  [200, 420, '#ffb703', 20],
  [590, 200, '#9b5de5', 10],
  [60, 250, '#3a86ff', 50],
]
  .map(
    ([x, y, c, a]) =>
      `<rect x="${x}" y="${y}" width="22" height="10" rx="3" fill="${c}" transform="rotate(${a} ${x} ${y})"/>`,
  )
  .join('')

const defs = `<linearGradient id="pro-tag" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2464f"/><stop offset="1" stop-color="#c81d25"/></linearGradient>`

export const promociones = scene(
  'pro',
  { light: '#fff3c4', tint: '#ffc94d', accent: '#f08c00' },
  `${rays(320, 240, 18, 460)}
<path d="${star(330, 244, 20, 206, 178)}" fill="#ff9f1c"/>
<path d="${star(330, 244, 20, 182, 160)}" fill="#ffb940"/>
${tag}${string}${confetti}`,
  defs,
)
