import { linear, scene, shadow } from '../kit'

const bottle = `
<path d="M210 112h36v64c0 28 32 38 32 70v132q0 12-12 12h-76q-12 0-12-12v-132c0-32 32-42 32-70z" fill="url(#beb-glass)"/>
<rect x="190" y="252" width="10" height="122" rx="5" fill="#fff" opacity="0.4"/>
<rect x="216" y="124" width="7" height="48" rx="3.5" fill="#fff" opacity="0.4"/>
<rect x="178" y="282" width="100" height="58" fill="#fff4e0"/>
<rect x="178" y="282" width="100" height="7" fill="#e63946"/>
<rect x="178" y="333" width="100" height="7" fill="#e63946"/>
<circle cx="228" cy="311" r="17" fill="#e63946"/>
<path d="M216 313q6-9 12 0t12 0" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
<rect x="205" y="98" width="46" height="20" rx="5" fill="#d62839"/>
<path d="M213 100v16M221 100v16M229 100v16M237 100v16M245 100v16" stroke="#a61e2c" stroke-width="2"/>`

const tallGlass = `
<path d="M300 200h104l-8 180q-1 6-7 6h-74q-6 0-7-6z" fill="url(#beb-juice)"/>
<ellipse cx="352" cy="200" rx="52" ry="7" fill="#ffd27f"/>
<g transform="rotate(-12 335 228)"><rect x="318" y="212" width="34" height="32" rx="7" fill="#fff" opacity="0.55"/></g>
<g transform="rotate(10 375 250)"><rect x="358" y="234" width="32" height="30" rx="7" fill="#fff" opacity="0.5"/></g>
<circle cx="330" cy="300" r="4" fill="#fff" opacity="0.6"/><circle cx="372" cy="322" r="3" fill="#fff" opacity="0.6"/>
<circle cx="348" cy="350" r="5" fill="#fff" opacity="0.5"/><circle cx="382" cy="288" r="3.5" fill="#fff" opacity="0.6"/>
<line x1="366" y1="340" x2="326" y2="108" stroke="#fff" stroke-width="13" stroke-linecap="round"/>
<line x1="366" y1="340" x2="326" y2="108" stroke="#ef476f" stroke-width="13" stroke-dasharray="14 14"/>
<path d="M296 168h112l-10 216q-1 8-9 8h-74q-8 0-9-8z" fill="#fff" opacity="0.22" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
<path d="M306 182l8 186" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.55"/>
<g transform="translate(404 178)">
<circle r="33" fill="#f4c20d"/><circle r="27" fill="#fff6c2"/><circle r="24" fill="#ffe45c"/>
<path d="M0-22V22M-22 0H22M-15.5-15.5L15.5 15.5M-15.5 15.5L15.5-15.5" stroke="#fff6c2" stroke-width="3"/>
<circle r="4" fill="#fff6c2"/>
</g>`

const tumbler = `
<path d="M424 292h92l-6 88q-1 6-7 6h-66q-6 0-7-6z" fill="url(#beb-cola)"/>
<ellipse cx="470" cy="292" rx="46" ry="6" fill="#a0522d"/>
<g transform="rotate(14 452 284)"><rect x="436" y="266" width="32" height="32" rx="7" fill="#e8f6ff" opacity="0.9"/></g>
<g transform="rotate(-10 488 282)"><rect x="474" y="266" width="30" height="30" rx="7" fill="#e8f6ff" opacity="0.8"/></g>
<circle cx="452" cy="330" r="3" fill="#fff" opacity="0.45"/><circle cx="490" cy="348" r="4" fill="#fff" opacity="0.4"/>
<circle cx="470" cy="318" r="2.5" fill="#fff" opacity="0.45"/>
<path d="M418 258h104l-8 124q-1 10-10 10h-68q-9 0-10-10z" fill="#fff" opacity="0.2" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
<path d="M428 272l5 100" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.55"/>`

const defs = [
  linear('beb-glass', ['#23894c', '#4fc27c', '#2a9a57', '#1d7842'], 1, 0),
  linear('beb-juice', ['#ffb84d', '#ff7a1a']),
  linear('beb-cola', ['#7a3318', '#3a1208']),
].join('')

export const bebidas = scene(
  'beb',
  { light: '#fff1e6', tint: '#ffc9a8', accent: '#ff8a5b' },
  `${shadow(350, 394, 210, 16)}${bottle}${tallGlass}${tumbler}`,
  defs,
  { scale: 1.08, dy: -12 },
)
