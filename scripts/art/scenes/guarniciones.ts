import { f, linear, rng, scene, shadow } from '../kit'

function fries(): string {
  const rand = rng(7)
  let back = ''
  let front = ''
  for (let i = 0; i < 13; i++) {
    const x = 374 + i * 9.5 + (rand() - 0.5) * 6
    const top = 150 + rand() * 50 + (i % 2) * 18
    const angle = (rand() - 0.5) * 22
    const fry = `<g transform="rotate(${f(angle)} ${f(x)} 300)"><rect x="${f(x - 9)}" y="${f(top)}" width="18" height="${f(300 - top)}" rx="4" fill="url(#gua-fry)"/><rect x="${f(x - 6)}" y="${f(top + 6)}" width="4" height="${f(250 - top)}" rx="2" fill="#fff" opacity="0.35"/></g>`
    if (i % 2) front += fry
    else back += fry
  }
  return back + front
}

const carton = `
${fries()}
<path d="M352 236Q430 268 508 236L488 396Q487 404 479 404H381Q373 404 372 396Z" fill="url(#gua-carton)"/>
<path d="M352 236Q430 268 508 236L505 258Q430 290 355 258Z" fill="#b81f2e"/>
<circle cx="400" cy="320" r="7" fill="#ffd166"/><circle cx="430" cy="340" r="7" fill="#ffd166"/>
<circle cx="460" cy="320" r="7" fill="#ffd166"/><circle cx="415" cy="368" r="7" fill="#ffd166"/>
<circle cx="445" cy="372" r="7" fill="#ffd166"/>`

function leaf(x: number, y: number, angle: number, s: number, color: string): string {
  return `<path transform="translate(${x} ${y}) rotate(${angle}) scale(${s})" d="M0 0C10-22 34-34 60-30C54-8 34 8 0 0Z" fill="${color}"/><path transform="translate(${x} ${y}) rotate(${angle}) scale(${s})" d="M2-1C18-12 36-20 54-26" stroke="#fff" stroke-width="2" opacity="0.45" fill="none"/>`
}

function tomato(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#e63946"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.28}" fill="#fff" opacity="0.5"/>
<path transform="translate(${x} ${y - r * 0.85})" d="M0-4L3 2L9 0L4 4L6 9L0 6L-6 9L-4 4L-9 0L-3 2Z" fill="#3f8f2a"/>`
}

function cucumber(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#3a7d28"/><circle cx="${x}" cy="${y}" r="${r * 0.82}" fill="#d8f0a8"/><circle cx="${x}" cy="${y}" r="${r * 0.35}" fill="#b5dc7a"/>`
}

const salad = `
${shadow(206, 392, 140, 14)}
<ellipse cx="206" cy="268" rx="132" ry="26" fill="#1d6f66"/>
<ellipse cx="206" cy="256" rx="116" ry="34" fill="#4f8f2a"/>
${leaf(80, 268, -14, 1.1, '#4f8f2a')}${leaf(332, 268, -166, 1.1, '#4f8f2a')}
${leaf(96, 270, -30, 1.2, '#5a9e2f')}${leaf(300, 268, -150, 1.2, '#5a9e2f')}
${leaf(120, 262, -60, 1.3, '#7cc242')}${leaf(284, 260, -130, 1.3, '#7cc242')}
${leaf(170, 262, -80, 1.4, '#8fd14f')}${leaf(236, 262, -104, 1.4, '#6db33a')}
${leaf(200, 266, -92, 1.1, '#a6dc5c')}${leaf(140, 250, -40, 1.1, '#a6dc5c')}${leaf(270, 250, -140, 1.1, '#8fd14f')}
${tomato(150, 236, 19)}${tomato(262, 230, 18)}${tomato(226, 262, 15)}
${cucumber(206, 216, 19)}${cucumber(118, 252, 15)}${cucumber(290, 250, 15)}
<path d="M176 238q14-10 28 0M226 244q14-10 28 0" stroke="#9b5de5" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M74 268A132 26 0 0 0 338 268A132 118 0 0 1 74 268Z" fill="url(#gua-bowl)"/>
<path d="M96 300q30 70 110 82" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity="0.3"/>
<path d="M90 306Q206 352 322 306" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round" opacity="0.8"/>`

const defs = [
  linear('gua-fry', ['#ffe27a', '#f3b53f']),
  linear('gua-carton', ['#ef4655', '#c9243a']),
  linear('gua-bowl', ['#2fb3a3', '#1b8074']),
].join('')

export const guarniciones = scene(
  'gua',
  { light: '#fffbe6', tint: '#f5df8e', accent: '#e0a526' },
  `${salad}${shadow(432, 404, 80, 10)}${carton}`,
  defs,
  { scale: 1.1, dy: -40 },
)
