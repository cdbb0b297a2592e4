import { linear, scene, shadow, speckles, f } from '../kit'

function maki(x: number, y: number, filling: 'salmon' | 'cucumber'): string {
  const core =
    filling === 'salmon'
      ? `<ellipse cx="${x}" cy="${y}" rx="13" ry="7" fill="#ff7f50"/><ellipse cx="${x + 8}" cy="${y + 3}" rx="6" ry="4" fill="#7cc242"/>`
      : `<ellipse cx="${x}" cy="${y}" rx="12" ry="7" fill="#7cc242"/><ellipse cx="${x}" cy="${y}" rx="6" ry="3.5" fill="#d8f0a8"/>`
  return `${shadow(x, y + 40, 44, 8, 0.25)}
<path d="M${x - 40} ${y}v34a40 17 0 0 0 80 0v-34z" fill="#22312a"/>
<path d="M${x - 30} ${y + 8}v30" stroke="#3d5247" stroke-width="5" stroke-linecap="round"/>
<ellipse cx="${x}" cy="${y}" rx="40" ry="17" fill="#22312a"/>
<ellipse cx="${x}" cy="${y}" rx="33" ry="13.5" fill="#fffdf6"/>
${speckles(x, y, 30, 12, 14, x, (sx, sy) => `<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="2.6" ry="1.6" fill="#e8e1d4"/>`)}
${core}`
}

function nigiri(x: number, y: number): string {
  return `${shadow(x, y + 26, 54, 9, 0.25)}
<ellipse cx="${x}" cy="${y + 10}" rx="48" ry="20" fill="#f3ede2"/>
<ellipse cx="${x}" cy="${y + 6}" rx="46" ry="18" fill="#fffdf6"/>
${speckles(x, y + 10, 40, 12, 10, x, (sx, sy) => `<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="2.6" ry="1.6" fill="#e8e1d4"/>`)}
<path d="M${x - 54} ${y + 2}C${x - 44} ${y - 24} ${x + 40} ${y - 26} ${x + 56} ${y - 2}C${x + 44} ${y + 12} ${x - 40} ${y + 14} ${x - 54} ${y + 2}Z" fill="url(#sus-salmon)"/>
<path d="M${x - 30} ${y + 6}Q${x - 22} ${y - 6} ${x - 14} ${y - 18}M${x - 6} ${y + 8}Q${x + 2} ${y - 4} ${x + 10} ${y - 20}M${x + 18} ${y + 7}Q${x + 26} ${y - 4} ${x + 34} ${y - 16}" stroke="#ffd9c4" stroke-width="5" stroke-linecap="round" fill="none"/>`
}

const board = `
${shadow(290, 358, 232, 14, 0.2)}
<rect x="64" y="240" width="446" height="108" rx="14" fill="#b9834a"/>
<rect x="64" y="230" width="446" height="100" rx="14" fill="url(#sus-wood)"/>
<path d="M90 258q120-10 240 0t150-4M96 300q140 8 260 0t130 4" stroke="#c99257" stroke-width="3" fill="none" opacity="0.6"/>`

const soy = `
${shadow(548, 336, 64, 10, 0.2)}
<ellipse cx="548" cy="318" rx="60" ry="24" fill="#e7e1d6"/>
<ellipse cx="548" cy="312" rx="60" ry="24" fill="#fffdf8"/>
<ellipse cx="548" cy="312" rx="44" ry="16" fill="#4a1f0c"/>
<ellipse cx="534" cy="308" rx="12" ry="4" fill="#fff" opacity="0.25"/>`

const chopsticks = `
<g stroke-linecap="round">
<line x1="330" y1="150" x2="600" y2="292" stroke="#9b2335" stroke-width="12"/>
<line x1="330" y1="150" x2="420" y2="197" stroke="#e9c08a" stroke-width="12"/>
<line x1="360" y1="130" x2="612" y2="276" stroke="#b52b40" stroke-width="12"/>
<line x1="360" y1="130" x2="448" y2="181" stroke="#f0cc98" stroke-width="12"/>
</g>`

const extras = `
<g transform="translate(-26 2)">
<path d="M458 312c-4-14 8-24 20-21 12-5 21 8 15 18 3 11-11 14-18 11-8 5-18 0-17-8z" fill="#8fcf4a"/>
<path d="M468 306q8-6 18 0" stroke="#b8e27a" stroke-width="3" fill="none" stroke-linecap="round"/>
</g>
<g transform="translate(282 44)">
<path d="M96 268q10-20 34-16 20 4 16 22-12-8-26-6t-24 0z" fill="#f6a6b2"/>
<path d="M104 264q18-8 34 0" stroke="#ffd0d8" stroke-width="3" fill="none" stroke-linecap="round"/>
</g>`

const defs = [
  linear('sus-wood', ['#f0c890', '#dca766']),
  linear('sus-salmon', ['#ff9e6d', '#f26b3a']),
].join('')

export const sushi = scene(
  'sus',
  { light: '#fff3ef', tint: '#f7c3b6', accent: '#e4806a' },
  `${chopsticks}${board}${soy}${maki(170, 258, 'salmon')}${maki(254, 268, 'cucumber')}${nigiri(348, 276)}${nigiri(440, 270)}${extras}${maki(150, 300, 'cucumber')}`,
  defs,
  { scale: 1.05, dy: -22 },
)
