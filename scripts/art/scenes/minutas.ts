import { blob, f, plate, rng, scene, speckles } from '../kit'

const milanesaPath = blob(262, 282, 150, 82, 0.06, 11, 22)

const milanesa = `
<path d="${milanesaPath}" fill="#9c5a17" transform="translate(3 7)" opacity="0.35"/>
<path d="${milanesaPath}" fill="url(#min-crumb)"/>
<g clip-path="url(#min-clip)">
${speckles(262, 282, 150, 82, 140, 4, (x, y, r) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1.5 + r() * 2.5)}" fill="${r() < 0.5 ? '#c7771f' : '#fbd98a'}"/>`)}
</g>
<path d="M150 250q40-40 120-40" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.3"/>`

const lemon = `
<g transform="translate(318 246) rotate(-18)">
<path d="M-40 0A40 40 0 0 0 40 0Z" fill="#f4c20d"/>
<path d="M-33 0A33 33 0 0 0 33 0Z" fill="#fff3a6"/>
<path d="M0 0V30M0 0L-22 22M0 0L22 22M0 0L-30 10M0 0L30 10" stroke="#f4c20d" stroke-width="2.5"/>
<rect x="-42" y="-4" width="84" height="6" rx="3" fill="#f9d649"/>
</g>`

function fries(): string {
  const rand = rng(21)
  let out = ''
  for (let i = 0; i < 16; i++) {
    const x = 400 + rand() * 110
    const y = 226 + rand() * 100
    const len = 70 + rand() * 40
    const angle = -70 + rand() * 140
    out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><rect x="${f(-len / 2)}" y="-8" width="${f(len)}" height="16" rx="4" fill="${i % 3 ? '#ffd65a' : '#f4b942'}" stroke="#e09a2a" stroke-width="1.5"/><rect x="${f(-len / 2 + 6)}" y="-4" width="${f(len * 0.6)}" height="3" rx="1.5" fill="#fff" opacity="0.4"/></g>`
  }
  return out
}

const parsley = `<g fill="#4f9a2c">
<circle cx="150" cy="330" r="9"/><circle cx="162" cy="340" r="9"/><circle cx="146" cy="345" r="8"/><circle cx="160" cy="326" r="7"/>
</g>`

const defs = `<radialGradient id="min-crumb" cx="45%" cy="40%" r="70%"><stop offset="0" stop-color="#f6c45b"/><stop offset="0.7" stop-color="#e29a36"/><stop offset="1" stop-color="#c07020"/></radialGradient>
<clipPath id="min-clip"><path d="${milanesaPath}"/></clipPath>`

export const minutas = scene(
  'min',
  { light: '#fffaf0', tint: '#f9dc9c', accent: '#d99a32' },
  `${plate(320, 290, 262, 124)}${milanesa}${lemon}${fries()}${parsley}`,
  defs,
  { dy: -28 },
)
