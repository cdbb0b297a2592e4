import { linear, scene, shadow } from '../kit'

const balloon = `
<path d="M196 232q-14 40 20 70t30 40" fill="none" stroke="#8d6e63" stroke-width="2.5"/>
<ellipse cx="186" cy="150" rx="56" ry="66" fill="url(#inf-balloon)"/>
<path d="M180 212l-9 14h22z" fill="#2f6fe0"/>
<ellipse cx="166" cy="124" rx="13" ry="22" fill="#fff" opacity="0.5" transform="rotate(20 166 124)"/>`

const fries = `
<g transform="rotate(-8 280 250)"><rect x="270" y="186" width="16" height="90" rx="4" fill="#ffd65a"/></g>
<g transform="rotate(6 300 250)"><rect x="292" y="176" width="16" height="100" rx="4" fill="#f7c042"/></g>
<g transform="rotate(-3 322 250)"><rect x="314" y="190" width="16" height="90" rx="4" fill="#ffd65a"/></g>
<g transform="rotate(10 342 250)"><rect x="336" y="182" width="16" height="96" rx="4" fill="#f7c042"/></g>
<g transform="rotate(-12 362 250)"><rect x="354" y="196" width="16" height="84" rx="4" fill="#ffd65a"/></g>`

const box = `
${shadow(316, 404, 110, 12)}
${fries}
<path d="M232 250h168l-14 140q-1 10-11 10H257q-10 0-11-10z" fill="url(#inf-box)"/>
<path d="M232 250h168l-3 26H235z" fill="#ffd166"/>
<path d="M232 250l-22-30 60 4zM400 250l22-30-60 4z" fill="#ff8fab"/>
<circle cx="290" cy="318" r="8" fill="#fff"/><circle cx="342" cy="318" r="8" fill="#fff"/>
<circle cx="292" cy="320" r="4" fill="#3d2c2e"/><circle cx="344" cy="320" r="4" fill="#3d2c2e"/>
<path d="M288 346q28 26 56 0" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>
<circle cx="274" cy="342" r="7" fill="#ff8fab" opacity="0.8"/><circle cx="358" cy="342" r="7" fill="#ff8fab" opacity="0.8"/>`

const burger = `
<g transform="translate(466 356)">
${shadow(0, 46, 74, 10)}
<path d="M-62 26h124v6q0 14-14 14H-48q-14 0-14-14z" fill="#e89a3c"/>
<rect x="-66" y="6" width="132" height="22" rx="11" fill="#6d3514"/>
<path d="M-64 0h128v6H40l-8 16-8-16H-20l-9 14-9-14h-26z" fill="#ffc53d"/>
<path d="M-68 2q10-10 20 0t20 0 20 0 20 0 20 0 20 0 20 0v4h-140z" fill="#7cc242"/>
<path d="M-62 0C-62-46 62-46 62 0Z" fill="url(#inf-bun)"/>
<ellipse cx="-24" cy="-24" rx="4" ry="2.4" fill="#fff6dd" transform="rotate(-20 -24 -24)"/>
<ellipse cx="4" cy="-30" rx="4" ry="2.4" fill="#fff6dd"/>
<ellipse cx="28" cy="-20" rx="4" ry="2.4" fill="#fff6dd" transform="rotate(20 28 -20)"/>
<ellipse cx="-6" cy="-12" rx="4" ry="2.4" fill="#fff6dd"/>
</g>`

const duck = `
<g transform="translate(150 364)">
${shadow(0, 38, 68, 9)}
<path d="M-62-4C-62 40 58 44 66 4L72-26C56-12 44-10 32-10L-40-10C-54-12-62-10-62-4Z" fill="#ffcb2e"/>
<circle cx="-26" cy="-34" r="28" fill="#ffd84d"/>
<path d="M-50-34q-22 0-24 10 14 6 26 0z" fill="#ff8c1a"/>
<circle cx="-32" cy="-42" r="5" fill="#3d2c2e"/><circle cx="-30" cy="-44" r="1.6" fill="#fff"/>
<path d="M-6 4q28 22 50-4-26-8-50 4z" fill="#f5b700"/>
<ellipse cx="-40" cy="10" rx="10" ry="5" fill="#fff" opacity="0.35"/>
</g>`

const defs = [
  `<radialGradient id="inf-balloon" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#6aa6ff"/><stop offset="1" stop-color="#2f6fe0"/></radialGradient>`,
  linear('inf-box', ['#f25c78', '#d63a5a']),
  linear('inf-bun', ['#f7b553', '#e08a2c']),
].join('')

export const infantil = scene(
  'inf',
  { light: '#fff2f4', tint: '#ffc6d3', accent: '#f27a9a' },
  `${balloon}${box}${burger}${duck}`,
  defs,
)
