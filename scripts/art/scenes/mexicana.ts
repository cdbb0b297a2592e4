import { f, linear, rng, scene, shadow } from '../kit'

/** Point on an arch of radius r above (cx, cy), t from 0 (left foot) to 1 (right foot). */
function arch(cx: number, cy: number, r: number, t: number): [number, number] {
  const a = Math.PI * (1 - t)
  return [cx + Math.cos(a) * r, cy - Math.sin(a) * r * 0.92]
}

/** Frilly band following the arch: bumps alternate between two radii. */
function frill(cx: number, cy: number, r0: number, r1: number, color: string): string {
  const n = 22
  let d = ''
  for (let i = 0; i <= n; i++) {
    const [x, y] = arch(cx, cy, i % 2 ? r1 : r0, 0.04 + (0.92 * i) / n)
    d += `${i ? 'L' : 'M'}${f(x)} ${f(y)}`
  }
  return `<path d="${d}L${cx} ${cy}Z" fill="${color}" stroke="${color}" stroke-width="8" stroke-linejoin="round"/>`
}

/** A taco from the side: the folded shell stands on its fold, fillings spill over its arched rim. */
function taco(cx: number, cy: number, r: number, angle: number, seed: number): string {
  const rand = rng(seed)
  let bits = ''
  for (let i = 1; i < 12; i++) {
    const [x, y] = arch(cx, cy, r + 6 + rand() * 6, i / 12)
    bits += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(9 + rand() * 4)}" fill="${i % 2 ? '#8a3b1c' : '#a5492a'}"/>`
  }
  for (let i = 0; i < 7; i++) {
    const [x, y] = arch(cx, cy, r + 14 + rand() * 6, 0.1 + i * 0.13)
    const color = i % 3 === 1 ? '#fff8e7' : '#e63946'
    bits += `<rect x="${f(x - 5)}" y="${f(y - 5)}" width="11" height="11" rx="2" fill="${color}" transform="rotate(${f(rand() * 40)} ${f(x)} ${f(y)})"/>`
  }
  let cheese = ''
  for (let i = 0; i < 6; i++) {
    const [x, y] = arch(cx, cy, r + 10, 0.15 + i * 0.14)
    cheese += `<rect x="${f(x - 2)}" y="${f(y - 9)}" width="5" height="18" rx="2.5" fill="#ffd23f" transform="rotate(${f(-60 + rand() * 120)} ${f(x)} ${f(y)})"/>`
  }
  const spots = [0.25, 0.45, 0.6, 0.78]
    .map((t, i) => {
      const [x, y] = arch(cx, cy, r * (0.45 + (i % 2) * 0.25), t)
      return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="7" ry="4" fill="#c97d22" opacity="0.5"/>`
    })
    .join('')
  const shell = (dx: number, dy: number, fill: string): string =>
    `<path d="M${cx - r + dx} ${cy + dy}A${r} ${r * 0.92} 0 0 1 ${cx + r + dx} ${cy + dy}Z" fill="${fill}" stroke="#d98f2b" stroke-width="4" stroke-linejoin="round"/>`
  return `<g transform="rotate(${angle} ${cx} ${cy})">
${shell(10, -10, '#efb54c')}
${frill(cx, cy, r + 10, r + 26, '#4f9a2c')}
${frill(cx, cy, r + 4, r + 17, '#8fd14f')}
${bits}${cheese}
${shell(0, 0, 'url(#mex-tortilla)')}
<path d="M${f(cx - r * 0.72)} ${f(cy - r * 0.22)}A${r * 0.76} ${r * 0.7} 0 0 1 ${f(cx - r * 0.12)} ${f(cy - r * 0.68)}" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.4"/>
${spots}
</g>`
}

const board = `
${shadow(320, 404, 236, 16)}
<ellipse cx="320" cy="384" rx="236" ry="34" fill="#1f7a70"/>
<ellipse cx="320" cy="378" rx="236" ry="32" fill="#2a9d8f"/>
<ellipse cx="320" cy="376" rx="200" ry="24" fill="#fdf6e3"/>
<path d="M140 378q20-8 40 0t40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0" fill="none" stroke="#e76f51" stroke-width="4" opacity="0.35"/>`

const lime = `
<g transform="translate(96 394) rotate(-14)">
<path d="M-36 0A36 36 0 0 0 36 0Z" fill="#4caf3a"/><path d="M-30 0A30 30 0 0 0 30 0Z" fill="#c8ec8a"/>
<path d="M0 0V26M0 0L-20 18M0 0L20 18" stroke="#4caf3a" stroke-width="2.5"/>
</g>`

const chili = `
<g transform="translate(318 420) rotate(-4)">
<path d="M-38 4C-20 18 20 16 36-6C40-12 30-18 24-12C10 2-14 6-36-2C-44-4-44 0-38 4Z" fill="#d62828"/>
<path d="M24-12q8-8 16-4-4 6-12 8" fill="#3f8f2a"/><path d="M36-14q4-12 14-14" stroke="#3f8f2a" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M-20 4q18 4 36-6" stroke="#fff" stroke-width="3" opacity="0.45" fill="none" stroke-linecap="round"/>
</g>`

const guacamole = `
<g transform="translate(552 386)">
${shadow(0, 30, 62, 9)}
<ellipse cx="0" cy="-6" rx="56" ry="14" fill="#b5482a"/>
<path d="M-50-14q12-22 50-22t50 22q-40 10-100 0z" fill="#8cc43c"/>
<circle cx="-18" cy="-20" r="4" fill="#e63946"/><circle cx="12" cy="-24" r="3.5" fill="#fff8e7"/><circle cx="22" cy="-16" r="4" fill="#e63946"/>
<path d="M-56-6A56 14 0 0 0 56-6L46 22Q44 32 34 32H-34Q-44 32-46 22Z" fill="#d9643a"/>
<path d="M-50 6Q0 20 50 6" fill="none" stroke="#ffd166" stroke-width="4" stroke-dasharray="8 8"/>
</g>`

const defs = linear('mex-tortilla', ['#ffd873', '#f0a93a'])

export const mexicana = scene(
  'mex',
  { light: '#fff4e0', tint: '#f9c07a', accent: '#e0752f' },
  `${board}${taco(214, 362, 102, -5, 3)}${taco(426, 366, 102, 5, 9)}${guacamole}${lime}${chili}`,
  defs,
  { scale: 1.08, dy: -56 },
)
