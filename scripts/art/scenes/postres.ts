import { f, scene, shadow } from '../kit'

/** Cut face of the slice runs from the tip (x0, y0) to the back corner (x1, y1). */
const x0 = 168
const y0 = 262
const x1 = 474
const y1 = 222
const slope = (y1 - y0) / (x1 - x0)

const layers: Array<[number, number, string]> = [
  [0, 18, '#5b2c1a'],
  [18, 50, '#f5cd7e'],
  [50, 60, '#fff6e6'],
  [60, 74, '#b8651d'],
  [74, 104, '#f5cd7e'],
  [104, 112, '#fff6e6'],
  [112, 126, '#e9b461'],
]

const cutFace = layers
  .map(
    ([a, b, color]) =>
      `<path d="M${x0} ${y0 + a}L${x1} ${y1 + a}V${y1 + b}L${x0} ${y0 + b}Z" fill="${color}"/>`,
  )
  .join('')

/** Ganache running over the cut edge in a few drips. */
function drips(): string {
  const at = (x: number): number => y0 + (x - x0) * slope
  let d = `M${x0} ${y0}L${x1} ${y1}V${y1 + 18}`
  const tongues: Array<[number, number]> = [
    [440, 22],
    [392, 34],
    [330, 16],
    [268, 30],
    [214, 20],
  ]
  for (const [x, len] of tongues) {
    const y = at(x) + 18
    d += `L${f(x + 12)} ${f(y - 12 * slope)}C${f(x + 12)} ${f(y + len)} ${f(x - 12)} ${f(y + len)} ${f(x - 12)} ${f(y + 12 * slope)}`
  }
  return `<path d="${d}L${x0} ${y0 + 18}Z" fill="#5b2c1a"/>`
}

const top = `
<path d="M${x0} ${y0}L352 176Q432 184 ${x1} ${y1}Z" fill="#6b3520"/>
<path d="M214 240L346 184" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.25"/>`

const strawberry = `
<g transform="translate(392 178)">
<path d="M-34 10C-26 -28 26 -28 34 10C30 34 8 48 0 52C-8 48-30 34-34 10Z" fill="#e63946"/>
<path d="M-24 2C-20-18 0-22 6-20" stroke="#fff" stroke-width="5" opacity="0.35" fill="none" stroke-linecap="round"/>
${[
  [-14, 10],
  [2, 4],
  [16, 12],
  [-8, 26],
  [10, 28],
  [0, 40],
  [-20, 24],
  [20, 0],
]
  .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="2" ry="3" fill="#ffd6a5"/>`)
  .join('')}
<path d="M0-20L-22-26L-10-16L-26-8L-4-12L0-4L4-12L26-8L10-16L22-26Z" fill="#3f9a34"/>
</g>`

const rosette = `
<g transform="translate(322 214)">
<ellipse cx="0" cy="6" rx="34" ry="12" fill="#efe2d0"/>
<path d="M-30 4C-34-14-10-18-4-10C0-26 26-24 24-6C36 0 30 14 18 12H-22C-34 12-36 8-30 4Z" fill="#fffaf2"/>
<path d="M-16 0Q0-12 14-2" stroke="#e6d6c0" stroke-width="3" fill="none"/>
</g>`

const plateAndSauce = `
${shadow(320, 392, 236, 30, 0.14)}
<ellipse cx="320" cy="376" rx="236" ry="52" fill="#e7ddd2"/>
<ellipse cx="320" cy="370" rx="236" ry="50" fill="#fffdf9"/>
<ellipse cx="320" cy="370" rx="180" ry="34" fill="#f5eee6"/>
<path d="M150 386q60 22 130 4t120 0 60-6" fill="none" stroke="#5b2c1a" stroke-width="6" stroke-linecap="round"/>`

const berries = `
<g transform="translate(500 368) rotate(20)">
<path d="M-20 4C-16-16 16-16 20 4C18 18 4 26 0 28C-4 26-18 18-20 4Z" fill="#e63946"/>
<path d="M0-12L-12-16L-6-8L-14-2L0-6L14-2L6-8L12-16Z" fill="#3f9a34"/>
</g>
<g transform="translate(152 356) rotate(-30)"><path d="M0 0C10-14 26-14 34-6C24 6 10 8 0 0Z" fill="#52b040"/><path d="M2 0Q18-6 30-6" stroke="#a7e08a" stroke-width="2" fill="none"/></g>`

export const postres = scene(
  'pos',
  { light: '#fff4f8', tint: '#f5c6d9', accent: '#e07aa2' },
  `${plateAndSauce}${shadow(320, 362, 160, 20, 0.2)}${cutFace}${drips()}${top}${rosette}${strawberry}${berries}`,
  '',
  { scale: 1.05, dy: -34 },
)
