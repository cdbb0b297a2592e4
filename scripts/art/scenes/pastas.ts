import { blob, f, plate, rng, scene, speckles } from '../kit'

/** A nest of spaghetti: many partial elliptical loops, each drawn dark then light for a round strand. */
function spaghetti(cx: number, cy: number, rx: number, ry: number): string {
  const rand = rng(12)
  let d = ''
  for (let i = 0; i < 70; i++) {
    const a = rand() * Math.PI * 2
    const r = Math.sqrt(rand()) * 0.78
    const x = cx + Math.cos(a) * rx * r
    const y = cy + Math.sin(a) * ry * r
    const lr = 26 + rand() * 46
    const start = rand() * Math.PI * 2
    const sweep = 2.2 + rand() * 2.4
    const p = (t: number): string =>
      `${f(x + Math.cos(start + t) * lr)} ${f(y + Math.sin(start + t) * lr * 0.55)}`
    d += `M${p(0)}A${f(lr)} ${f(lr * 0.55)} 0 ${sweep > Math.PI ? 1 : 0} 1 ${p(sweep)}`
  }
  return `<ellipse cx="${cx}" cy="${cy + 6}" rx="${rx}" ry="${ry}" fill="#d8a23a"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.94}" ry="${ry * 0.9}" fill="#f0c35a"/>
<path d="${d}" fill="none" stroke="#c98f2a" stroke-width="9" stroke-linecap="round"/>
<path d="${d}" fill="none" stroke="#ffdb7e" stroke-width="5" stroke-linecap="round"/>`
}

const saucePath = blob(318, 256, 74, 40, 0.16, 8, 14)

const sauce = `
<path d="${saucePath}" fill="#a61e1e" transform="translate(2 6)"/>
<path d="${saucePath}" fill="url(#pas-sauce)"/>
<ellipse cx="292" cy="238" rx="18" ry="6" fill="#fff" opacity="0.3"/>
${[
  [296, 256],
  [342, 248],
  [322, 276],
]
  .map(
    ([x, y]) =>
      `<circle cx="${x}" cy="${y}" r="20" fill="#8a3b1c"/><circle cx="${x - 6}" cy="${y - 7}" r="6" fill="#fff" opacity="0.25"/>`,
  )
  .join('')}
${speckles(318, 256, 66, 34, 22, 3, (x, y) => `<rect x="${f(x)}" y="${f(y)}" width="5" height="5" rx="1" fill="#fff6d5"/>`)}`

function basil(x: number, y: number, angle: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0C8-18 30-22 44-14C36 4 18 10 0 0Z" fill="#3f9a34"/><path d="M2-1Q22-10 40-13" stroke="#8fd46b" stroke-width="2" fill="none"/></g>`
}

const fork = `
<g transform="rotate(-36 420 236)">
<rect x="410" y="80" width="20" height="150" rx="10" fill="url(#pas-steel)"/>
<rect x="415" y="90" width="5" height="120" rx="2.5" fill="#fff" opacity="0.6"/>
<path d="M404 228h32v18q0 10-10 12h-12q-10-2-10-12z" fill="#b9c1c9"/>
</g>`

const defs = `<radialGradient id="pas-sauce" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#f0483e"/><stop offset="1" stop-color="#c62828"/></radialGradient>
<linearGradient id="pas-steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d9dee3"/><stop offset="1" stop-color="#98a2ac"/></linearGradient>`

export const pastas = scene(
  'pas',
  { light: '#fff5ea', tint: '#f5c9a0', accent: '#d9744a' },
  `${plate(320, 290, 250, 128, '#fdfaf5')}${fork}${spaghetti(320, 280, 150, 84)}${sauce}${basil(360, 228, -30)}${basil(268, 278, 150)}${basil(340, 286, 24)}`,
  defs,
  { dy: -18 },
)
