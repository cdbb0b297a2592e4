import { f, linear, scene, shadow } from '../kit'

const grateTop = { y: 176, left: 150, right: 490 }
const grateBottom = { y: 300, left: 116, right: 524 }
const BARS = 13

function bars(): string {
  let out = ''
  for (let i = 0; i <= BARS; i++) {
    const x1 = grateTop.left + (i * (grateTop.right - grateTop.left)) / BARS
    const x2 = grateBottom.left + (i * (grateBottom.right - grateBottom.left)) / BARS
    out += `<line x1="${f(x1)}" y1="${grateTop.y}" x2="${f(x2)}" y2="${grateBottom.y}" stroke="#4b4f55" stroke-width="7"/>`
    out += `<line x1="${f(x1 - 1.5)}" y1="${grateTop.y}" x2="${f(x2 - 2)}" y2="${grateBottom.y}" stroke="#8a9098" stroke-width="2"/>`
  }
  return out
}

const grateQuad = `M${grateTop.left} ${grateTop.y}H${grateTop.right}L${grateBottom.right} ${grateBottom.y}H${grateBottom.left}Z`

const grill = `
<rect x="146" y="330" width="16" height="78" rx="4" fill="#2f3236"/>
<rect x="478" y="330" width="16" height="78" rx="4" fill="#2f3236"/>
<rect x="134" y="400" width="40" height="9" rx="4.5" fill="#2f3236"/>
<rect x="466" y="400" width="40" height="9" rx="4.5" fill="#2f3236"/>
<path d="${grateQuad}" fill="url(#car-embers)"/>
${bars()}
<path d="${grateQuad}" fill="none" stroke="#33363a" stroke-width="9" stroke-linejoin="round"/>
<rect x="108" y="298" width="424" height="42" rx="8" fill="url(#car-steel)"/>
<rect x="108" y="298" width="424" height="7" rx="3.5" fill="#7c838c"/>
<circle cx="132" cy="322" r="4" fill="#9aa1a9"/><circle cx="508" cy="322" r="4" fill="#9aa1a9"/>`

const steakPath =
  'M172 246C166 206 214 186 262 192C300 197 318 186 342 200C364 214 358 252 338 268C314 288 268 292 232 287C196 282 176 270 172 246Z'

const steak = `
<path d="${steakPath}" fill="#3a0f06" opacity="0.35" transform="translate(4 8)"/>
<path d="${steakPath}" fill="#f6dfb8" transform="translate(-5 -12)"/>
<path d="${steakPath}" fill="url(#car-meat)"/>
<g clip-path="url(#car-steak-clip)" stroke="#4a170c" stroke-width="10" stroke-linecap="round" opacity="0.85">
<line x1="190" y1="270" x2="236" y2="196"/><line x1="230" y1="284" x2="282" y2="198"/>
<line x1="272" y1="290" x2="326" y2="202"/><line x1="314" y1="286" x2="356" y2="216"/>
</g>
<path d="M214 222q30-14 58 2M246 258q34 8 66-10" fill="none" stroke="#f6dfb8" stroke-width="3" opacity="0.45" stroke-linecap="round"/>`

function chorizo(x: number, y: number, angle: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
<circle cx="-62" cy="0" r="6" fill="#6e2112"/><circle cx="62" cy="0" r="6" fill="#6e2112"/>
<rect x="-60" y="-20" width="120" height="40" rx="20" fill="url(#car-chorizo)"/>
<rect x="-44" y="-13" width="76" height="6" rx="3" fill="#fff" opacity="0.35"/>
<path d="M-28 -16l-8 30M0 -18l-8 34M28 -16l-8 30" stroke="#4a170c" stroke-width="6" stroke-linecap="round" opacity="0.75"/>
</g>`
}

function flame(x: number, y: number, s: number): string {
  return `<path transform="translate(${x} ${y}) scale(${s})" d="M0 0C-14 0-18-16-8-30C-6-20 0-20 2-26C4-34 0-42-2-48C14-38 20-20 14-8C12-3 8 0 0 0Z" fill="url(#car-flame)"/>`
}

const smoke = `<g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.7">
<path d="M236 160q-14-16 0-30t0-30"/><path d="M290 150q-14-16 0-30t0-30"/><path d="M420 166q-12-14 0-27t0-27"/>
</g>`

const defs = [
  `<radialGradient id="car-embers" cx="50%" cy="60%" r="70%"><stop offset="0" stop-color="#ffb03a"/><stop offset="0.45" stop-color="#e2461b"/><stop offset="1" stop-color="#5a1408"/></radialGradient>`,
  linear('car-steel', ['#5b6168', '#34383d']),
  linear('car-meat', ['#c95a3c', '#9b3421']),
  linear('car-chorizo', ['#cf5a35', '#8c2c17']),
  linear('car-flame', ['#ffe066', '#ff6b1a'], 0, 1),
  `<clipPath id="car-steak-clip"><path d="${steakPath}"/></clipPath>`,
].join('')

export const carnes = scene(
  'car',
  { light: '#fff0e0', tint: '#f7bf94', accent: '#e07a45' },
  `${shadow(320, 410, 220, 14)}${smoke}${grill}${steak}${chorizo(424, 220, -7)}${chorizo(432, 264, 5)}
${flame(150, 300, 0.8)}${flame(196, 302, 0.6)}${flame(470, 302, 0.7)}${flame(512, 300, 0.85)}`,
  defs,
  { scale: 1.05, dy: -8 },
)
