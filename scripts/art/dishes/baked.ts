/** Empanadas (one cut open to show its filling), pastelitos, medialunas, alfajores and churros. */
import { f, plate, ramekin, rng, seeds, shade, shadow } from './common'

export type Filling = 'carne' | 'pollo' | 'jamon-queso' | 'arabe' | 'humita'

export interface EmpanadaSpec {
  kind: 'empanada'
  filling: Filling
  /** A dozen of mixed shapes in a basket instead of three on a plate. */
  dozen?: boolean
}

const CRUST = '#eaa84e'

/** Half moon with a rope edge (repulgue) along its curve. */
function halfMoon(x: number, y: number, s: number, a: number, seed: number): string {
  let rope = ''
  for (let i = 0; i < 13; i++) {
    const t = Math.PI + (i / 12) * Math.PI
    const rx = Math.cos(t) * 62
    const ry = 20 + Math.sin(t) * 56
    rope += `<ellipse cx="${f(rx)}" cy="${f(ry)}" rx="9" ry="6" transform="rotate(${f((t * 180) / Math.PI + 60)} ${f(rx)} ${f(ry)})" fill="#d98a2f" stroke="#b86a1c" stroke-width="1.5"/>`
  }
  return `<g transform="translate(${x} ${y}) rotate(${a}) scale(${s})">
<path d="M-62 20A62 56 0 0 1 62 20Q0 36-62 20Z" fill="url(#bake)"/>
<path d="M-58 20Q0 36 58 20Q58 30 50 34Q0 46-50 34Q-58 30-58 20Z" fill="#c98431"/>
${rope}${seeds(0, -4, 36, 16, 5, shade(CRUST, -0.25), 2.4 + (seed % 2))}
<path d="M-30-16Q-12-30 12-30" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.35"/></g>`
}

/** The árabe: a closed triangle, pinched at its three corners. */
function triangle(x: number, y: number, s: number, a: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${a}) scale(${s})">
<path d="M0-50L56 36L-56 36Z" fill="#c98431" stroke="#c98431" stroke-width="14" stroke-linejoin="round" transform="translate(0 6)"/>
<path d="M0-50L56 36L-56 36Z" fill="url(#bake)" stroke="#e9a54c" stroke-width="14" stroke-linejoin="round"/>
<path d="M0-40V8M0 8L44 30M0 8L-44 30" stroke="#c98431" stroke-width="4" stroke-linecap="round"/></g>`
}

const fillings: Record<Filling, string> = {
  carne: `<path d="M-52 0A52 44 0 0 1 52 0Z" fill="#7a3a1c"/>${seeds(0, -14, 40, 14, 18, '#4f2210', 3.6)}<circle cx="-16" cy="-14" r="6" fill="#fffaf0"/><circle cx="-16" cy="-14" r="3" fill="#ffc233"/><circle cx="18" cy="-10" r="5" fill="#5c7a2a"/>${seeds(0, -12, 40, 12, 8, '#8fd14f', 2)}`,
  pollo: `<path d="M-52 0A52 44 0 0 1 52 0Z" fill="#f1d7a4"/>${seeds(0, -14, 40, 14, 16, '#d8a860', 3.4)}${seeds(0, -12, 40, 12, 14, '#5fae3a', 2.4)}`,
  'jamon-queso': `<path d="M-52 0A52 44 0 0 1 52 0Z" fill="#ffd866"/><path d="M-40-4q20-30 40-26t36 20" fill="none" stroke="#f3a7a3" stroke-width="12" stroke-linecap="round"/><path d="M-20 0q4 14 8 0M20 0q4 12 8 0" fill="#ffd866"/>`,
  arabe: `<path d="M-52 0A52 44 0 0 1 52 0Z" fill="#8a3a1c"/>${seeds(0, -14, 40, 14, 14, '#e03b2f', 3.6)}${seeds(0, -12, 40, 12, 10, '#5c7a2a', 2.2)}`,
  humita: `<path d="M-52 0A52 44 0 0 1 52 0Z" fill="#f7d462"/>${seeds(0, -14, 40, 14, 22, '#ffe89a', 3.4)}${seeds(0, -12, 40, 12, 8, '#e9b02a', 2.6)}`,
}

/** One cut in half, its filling facing us. */
function cutOpen(filling: Filling, x: number, y: number): string {
  return `<g transform="translate(${x} ${y})">
<path d="M-62 10A62 56 0 0 1 62 10Z" fill="url(#bake)"/>
<path d="M-62 10A62 56 0 0 1 62 10Z" fill="none" stroke="#c98431" stroke-width="5"/>
<g transform="translate(0 10)">${fillings[filling]}</g>
<path d="M-62 10h124v10q-62 10-124 0z" fill="#c98431"/></g>`
}

export function empanada(spec: EmpanadaSpec): string {
  if (spec.dozen) {
    const rand = rng(4)
    let pile = ''
    const spots: Array<[number, number]> = [
      [120, 170],
      [200, 160],
      [280, 170],
      [150, 200],
      [250, 198],
      [110, 226],
      [200, 220],
      [290, 226],
    ]
    spots.forEach(([x, y], i) => {
      pile +=
        i % 3 === 2
          ? triangle(x, y, 0.62, rand() * 30 - 15)
          : halfMoon(x, y, 0.72, rand() * 30 - 15, i)
    })
    return `${shadow(200, 296, 160, 14)}
<path d="M44 206C44 270 100 298 200 298C300 298 356 270 356 206Z" fill="#b9804a"/>
<path d="M52 226q148 40 296 0M60 254q140 36 280 0" fill="none" stroke="#8f5a2a" stroke-width="5"/>
<ellipse cx="200" cy="206" rx="156" ry="44" fill="#8f5a2a"/>
<path d="M60 200L100 150L150 190L200 140L250 190L300 150L340 200Z" fill="#fff" opacity="0.9"/>
<path d="M80 176l20 18M130 170l20 18M180 160l20 18M230 170l20 18M280 170l20 18" stroke="#e63946" stroke-width="8" opacity="0.5"/>
${pile}
<path d="M44 206A156 44 0 0 0 356 206" fill="none" stroke="#d39a5c" stroke-width="8"/>`
  }
  const whole =
    spec.filling === 'arabe'
      ? triangle(128, 196, 0.95, -10) + triangle(270, 190, 0.9, 12)
      : halfMoon(128, 196, 0.95, -8, 1) + halfMoon(272, 192, 0.9, 10, 2)
  return `${plate(200, 228, 178, 84)}${whole}${cutOpen(spec.filling, 200, 230)}`
}

export interface PastryScene {
  kind: 'pastry'
  dish: 'pastelitos' | 'medialunas' | 'alfajores' | 'churros'
}

function pastelito(x: number, y: number, s: number, a: number): string {
  const star = (r: number) =>
    Array.from({ length: 8 }, (_, i) => {
      const t = (i / 8) * Math.PI * 2
      const rr = i % 2 ? r * 0.55 : r
      return `${i ? 'L' : 'M'}${f(Math.cos(t) * rr)} ${f(Math.sin(t) * rr * 0.6)}`
    }).join('') + 'Z'
  return `<g transform="translate(${x} ${y}) rotate(${a}) scale(${s})">
<path d="${star(60)}" fill="#c98431" transform="translate(0 10)"/><path d="${star(60)}" fill="url(#bake)"/>
<path d="${star(44)}" fill="#f4c36b" transform="rotate(22)"/><ellipse rx="16" ry="10" fill="#b8321f"/><ellipse cx="-4" cy="-3" rx="5" ry="3" fill="#e8644a"/>
${seeds(0, 0, 46, 26, 14, '#fff', 1.8)}</g>`
}

const CRESCENT = 'M-70 96.6A90 90 0 1 1 70 96.6A70 70 0 1 0-70 96.6Z'

export function medialuna(x: number, y: number, s: number, angle: number): string {
  const seams = [-60, -24, 12, 48]
    .map((deg) => {
      const a = (deg * Math.PI) / 180
      return `M${f(Math.sin(a) * 70)} ${f(95 - Math.cos(a) * 70)}Q${f(Math.sin(a) * 86 + (deg > 0 ? -10 : 10))} ${f(67 - Math.cos(a) * 83)} ${f(Math.sin(a) * 96)} ${f(40 - Math.cos(a) * 96)}`
    })
    .join('')
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${s} ${f(s * 0.72)})">
<path d="${CRESCENT}" fill="url(#bake)" stroke="#a85a18" stroke-width="3" stroke-linejoin="round"/>
<path d="${seams}" fill="none" stroke="#a85a18" stroke-width="4" stroke-linecap="round"/>
<path d="M-50-20Q0-58 50-20" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.35"/></g>`
}

function alfajor(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">${shadow(0, 34, 62, 10, 0.18)}
<ellipse cy="22" rx="58" ry="22" fill="#e9cc94"/><ellipse cy="12" rx="60" ry="22" fill="#8a4516"/><ellipse cy="10" rx="60" ry="22" fill="#a8571c"/>${seeds(0, 24, 56, 6, 22, '#fffdf5', 2.6)}
<ellipse cy="-4" rx="58" ry="22" fill="#e9cc94"/><rect x="-58" y="-18" width="116" height="14" fill="#e9cc94"/><ellipse cy="-18" rx="58" ry="22" fill="#fbeccb"/>
${seeds(0, -20, 48, 16, 24, '#fff', 1.6)}</g>`
}

function churro(x: number, y: number, a: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-70" y="-11" width="140" height="22" rx="11" fill="#b8661f"/><rect x="-70" y="-12" width="140" height="20" rx="10" fill="#e39a45"/>
<path d="M-62-5h124M-62 1h124" stroke="#b8661f" stroke-width="2.5"/>${seeds(0, -4, 62, 6, 14, '#fff', 1.6)}</g>`
}

export function pastry(spec: PastryScene): string {
  switch (spec.dish) {
    case 'pastelitos':
      return `${plate(200, 230, 176, 82)}${pastelito(140, 214, 1, -8)}${pastelito(262, 214, 0.95, 10)}${pastelito(200, 248, 0.95, 2)}`
    case 'medialunas':
      return `${plate(200, 232, 176, 82)}${medialuna(140, 210, 0.62, -14)}${medialuna(262, 206, 0.62, 12)}${medialuna(200, 244, 0.66, 2)}`
    case 'alfajores':
      return `${plate(200, 236, 170, 76)}${alfajor(146, 214, 0.95)}${alfajor(258, 222, 0.95)}`
    case 'churros':
      return `${plate(200, 236, 176, 80)}${churro(170, 200, -14)}${churro(186, 224, -8)}${churro(170, 248, -2)}${churro(200, 178, -20)}${ramekin(300, 236, 34, '#a8571c')}`
  }
}

export const bakedDefs = `<radialGradient id="bake" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="#f9c56a"/><stop offset="0.6" stop-color="#e59a35"/><stop offset="1" stop-color="#c06d1f"/></radialGradient>`
