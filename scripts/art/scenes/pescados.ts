import { linear, plate, scene } from '../kit'

const bodyPath =
  'M142 292C166 238 256 214 330 220C392 226 436 252 462 284C436 318 392 340 330 346C250 352 168 336 142 292Z'

const fish = `
<path d="M300 226C316 188 376 184 410 236Z" fill="#d9822b"/>
<path d="M316 340C330 366 366 370 386 334Z" fill="#d9822b"/>
<path d="M450 284L530 226Q512 284 530 342Z" fill="url(#pes-fin)"/>
<path d="M470 270L516 244M470 298L516 326M474 284H520" stroke="#b8621c" stroke-width="3" opacity="0.6"/>
<path d="${bodyPath}" fill="url(#pes-skin)"/>
<g clip-path="url(#pes-clip)">
<path d="M142 310C210 340 330 352 470 296V360H142Z" fill="#fff1cf" opacity="0.55"/>
<g stroke="#7a3d12" stroke-width="9" stroke-linecap="round" opacity="0.7">
<line x1="250" y1="340" x2="290" y2="224"/><line x1="300" y1="346" x2="340" y2="222"/>
<line x1="350" y1="344" x2="390" y2="228"/><line x1="400" y1="330" x2="430" y2="250"/>
</g>
</g>
<path d="M222 236Q202 290 226 340" fill="none" stroke="#b8621c" stroke-width="5" stroke-linecap="round"/>
<circle cx="186" cy="276" r="15" fill="#fff"/><circle cx="183" cy="276" r="8" fill="#2b2d42"/><circle cx="180" cy="273" r="3" fill="#fff"/>
<path d="M146 300q10 4 20 0" stroke="#8a4412" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M236 300C250 316 278 318 290 304C276 300 256 296 236 300Z" fill="#e9a046"/>`

function lemonSlice(x: number, y: number, r: number): string {
  return `<g transform="translate(${x} ${y})"><ellipse rx="${r}" ry="${r * 0.55}" fill="#f4c20d"/><ellipse rx="${r * 0.84}" ry="${r * 0.46}" fill="#fff6b8"/>
<path d="M-${r * 0.8} 0H${r * 0.8}M0-${r * 0.44}V${r * 0.44}M-${r * 0.56}-${r * 0.32}L${r * 0.56} ${r * 0.32}M-${r * 0.56} ${r * 0.32}L${r * 0.56}-${r * 0.32}" stroke="#f4d23a" stroke-width="2.5"/></g>`
}

function sprig(x: number, y: number, angle: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})" fill="#3f9a34">
<path d="M0 0Q20-6 40-2" stroke="#2f7a26" stroke-width="3" fill="none"/>
<ellipse cx="12" cy="-8" rx="9" ry="5" transform="rotate(-30 12 -8)"/><ellipse cx="14" cy="6" rx="9" ry="5" transform="rotate(30 14 6)"/>
<ellipse cx="30" cy="-9" rx="9" ry="5" transform="rotate(-30 30 -9)"/><ellipse cx="32" cy="5" rx="9" ry="5" transform="rotate(30 32 5)"/>
<ellipse cx="44" cy="-2" rx="8" ry="5"/></g>`
}

function tomato(x: number, y: number): string {
  return `<circle cx="${x}" cy="${y}" r="15" fill="#e63946"/><circle cx="${x - 5}" cy="${y - 5}" r="4" fill="#fff" opacity="0.5"/><path d="M${x - 6} ${y - 14}l6 3 6-3-3 6z" fill="#3f9a34"/>`
}

const defs = [
  linear('pes-skin', ['#f2a54a', '#d9782a']),
  linear('pes-fin', ['#f0a04a', '#c8661f'], 1, 0),
  `<clipPath id="pes-clip"><path d="${bodyPath}"/></clipPath>`,
].join('')

export const pescados = scene(
  'pes',
  { light: '#fbfbef', tint: '#d6e4c4', accent: '#8fae6b' },
  `${plate(320, 300, 270, 118, '#ffffff')}${sprig(150, 364, -10)}${sprig(466, 214, -160)}${fish}
${lemonSlice(236, 360, 34)}${lemonSlice(296, 372, 30)}${tomato(500, 350)}${tomato(528, 330)}`,
  defs,
  { dy: -30 },
)
