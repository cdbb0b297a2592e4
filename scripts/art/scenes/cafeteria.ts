import { f, linear, scene, shadow } from '../kit'

const CRESCENT = 'M-70 96.6A90 90 0 1 1 70 96.6A70 70 0 1 0-70 96.6Z'

/** Point on the inner (t=0) or outer (t=1) edge of the crescent, `deg` degrees from its top. */
function band(deg: number, t: number): [number, number] {
  const a = (deg * Math.PI) / 180
  const ix = Math.sin(a) * 70
  const iy = 95 - Math.cos(a) * 70
  const ox = Math.sin(a) * 96
  const oy = 40 - Math.cos(a) * 96
  return [ix + (ox - ix) * t, iy + (oy - iy) * t]
}

/** A medialuna: a chubby crescent split into puffy segments by seams across the dough. */
function medialuna(x: number, y: number, s: number, angle: number): string {
  const seams = [-78, -48, -16, 16, 48, 78]
    .map((deg) => {
      const [ix, iy] = band(deg, 0)
      const [ox, oy] = band(deg, 1)
      const bend = deg > 0 ? -12 : 12
      return `M${f(ix)} ${f(iy)}Q${f((ix + ox) / 2 + bend)} ${f((iy + oy) / 2)} ${f(ox)} ${f(oy)}`
    })
    .join('')
  const shine = [-63, -32, 0, 32, 63]
    .map((deg) => {
      const [cx, cy] = band(deg, 0.7)
      return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="11" ry="5" transform="rotate(${deg} ${f(cx)} ${f(cy)})" fill="#fff" opacity="0.5"/>`
    })
    .join('')
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${s} ${s * 0.72})">
<path d="${CRESCENT}" fill="url(#caf-bake)" stroke="#a85a18" stroke-width="3" stroke-linejoin="round"/>
<path d="${seams}" fill="none" stroke="#a85a18" stroke-width="4" stroke-linecap="round" clip-path="url(#caf-crescent)"/>
${shine}
</g>`
}

const saucer = `
${shadow(380, 392, 168, 20)}
<ellipse cx="380" cy="378" rx="160" ry="34" fill="#e9ddd0"/>
<ellipse cx="380" cy="372" rx="160" ry="32" fill="#fffaf3"/>
<ellipse cx="380" cy="370" rx="92" ry="17" fill="#efe5d9"/>`

const cup = `
<path d="M468 274c40-8 66 10 62 38-4 30-40 44-76 40" fill="none" stroke="#c8573a" stroke-width="20" stroke-linecap="round"/>
<path d="M468 274c40-8 66 10 62 38-4 30-40 44-76 40" fill="none" stroke="#e76f51" stroke-width="12" stroke-linecap="round"/>
<path d="M270 250C270 336 316 374 380 374C444 374 490 336 490 250Z" fill="url(#caf-cup)"/>
<path d="M274 290C300 300 460 300 486 290L482 312C456 322 304 322 278 312Z" fill="#fff3e3" opacity="0.9"/>
<path d="M292 276q8 60 52 86" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity="0.35"/>
<ellipse cx="380" cy="250" rx="110" ry="24" fill="#c8573a"/>
<ellipse cx="380" cy="252" rx="100" ry="19" fill="#5a2c14"/>
<ellipse cx="380" cy="253" rx="92" ry="15" fill="#a9683c"/>
<path d="M380 266c-30-10-34-22-20-26 8-2 14 2 20 8 6-6 12-10 20-8 14 4 10 16-20 26z" fill="#f5e3c8"/>`

const steam = `<g fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity="0.8">
<path d="M346 214q-16-20 0-40t0-40"/><path d="M384 204q-16-20 0-40t0-40"/><path d="M422 214q-16-20 0-40t0-40"/>
</g>`

const defs = [
  linear('caf-cup', ['#f08462', '#d95f3d']),
  `<radialGradient id="caf-bake" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="#f9c56a"/><stop offset="0.6" stop-color="#e59a35"/><stop offset="1" stop-color="#c06d1f"/></radialGradient>`,
  `<clipPath id="caf-crescent"><path d="${CRESCENT}"/></clipPath>`,
].join('')

export const cafeteria = scene(
  'caf',
  { light: '#fff6ea', tint: '#ecd0ae', accent: '#c98a58' },
  `${steam}${saucer}${cup}${shadow(190, 408, 120, 14)}${medialuna(150, 318, 0.9, -10)}${medialuna(206, 352, 0.95, 6)}`,
  defs,
  { dy: -24 },
)
