/** The parrilla: cuts on a board with chimichurri, a table grill for two, choripán, provoleta. */
import { blob, board, chimichurri, f, leaf, roundBoard, seeds, shadow } from './common'

export type Cut = 'bife' | 'vacio' | 'entrana' | 'pollo' | 'chorizo' | 'morcilla' | 'asado'

export interface GrillSpec {
  kind: 'grill'
  /** One cut on a board, or several on a table grill. */
  cuts: Cut[]
}

export interface ChoripanSpec {
  kind: 'choripan'
}

export interface ProvoletaSpec {
  kind: 'provoleta'
}

/** Char marks across a shape, clipped to it. */
function marks(id: string, path: string, x: number, y: number, w: number, n: number): string {
  let d = ''
  for (let i = 0; i < n; i++) {
    const sx = x + (i + 0.5) * (w / n)
    d += `M${f(sx - 18)} ${y + 40}L${f(sx + 18)} ${y - 40}`
  }
  return `<clipPath id="${id}"><path d="${path}"/></clipPath><path d="${d}" stroke="#4a170c" stroke-width="7" stroke-linecap="round" opacity="0.8" clip-path="url(#${id})"/>`
}

function cut(c: Cut, x: number, y: number, s: number, id: string): string {
  const g = (inner: string) => `<g transform="translate(${x} ${y}) scale(${s})">${inner}</g>`
  switch (c) {
    case 'bife':
    case 'vacio':
    case 'entrana': {
      const [rx, ry, j] =
        c === 'entrana' ? [96, 26, 0.1] : c === 'vacio' ? [82, 44, 0.12] : [74, 46, 0.08]
      const path = blob(0, 0, rx, ry, j, c.length * 13, 12)
      const fat =
        c === 'bife'
          ? `<path d="${blob(-rx * 0.2, -ry * 0.78, rx * 0.78, ry * 0.3, 0.1, 5, 10)}" fill="#f6dfb8"/>`
          : ''
      return g(`<path d="${path}" fill="#3a0f06" opacity="0.3" transform="translate(3 8)"/><path d="${path}" fill="#9a3a1f" transform="translate(0 6)"/>${fat}
<path d="${path}" fill="url(#meat)"/>${marks(id, path, -rx, 0, rx * 2, c === 'entrana' ? 5 : 4)}
<path d="M${f(-rx * 0.6)} ${f(-ry * 0.3)}q${f(rx * 0.4)} ${f(-ry * 0.3)} ${f(rx * 0.8)} ${f(-ry * 0.1)}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.25"/>`)
    }
    case 'pollo': {
      const path =
        'M-70 10C-80-30-30-48 10-40C50-34 72-10 66 14C60 38 20 46-20 42C-50 40-66 30-70 10Z'
      return g(`<path d="${path}" fill="#8a4b1c" transform="translate(0 6)"/><path d="${path}" fill="url(#skin)"/>${marks(id, path, -70, 0, 136, 4)}
<path d="M48 18c14 4 28 14 40 10 8-2 10 8 4 12 6 4 0 14-8 10-12 4-28-6-40-12z" fill="#e3a14a"/><circle cx="92" cy="36" r="7" fill="#fbf1dc"/>
<path d="M-44-16q20-16 50-14" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.35"/>`)
    }
    case 'chorizo':
    case 'morcilla': {
      const [c1, c2] = c === 'chorizo' ? ['#c4502e', '#8c2c17'] : ['#4a2326', '#2a1214']
      return g(`<rect x="-56" y="-17" width="112" height="34" rx="17" fill="${c2}"/><rect x="-56" y="-17" width="112" height="28" rx="14" fill="${c1}"/>
<rect x="-40" y="-11" width="70" height="5" rx="2.5" fill="#fff" opacity="0.3"/><path d="M-26-14l-7 26M0-15l-7 28M26-14l-7 26" stroke="#2a0c06" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`)
    }
    case 'asado': {
      let bones = ''
      for (let i = 0; i < 4; i++)
        bones += `<ellipse cx="${-54 + i * 36}" cy="2" rx="7" ry="12" fill="#f3e6cc" stroke="#d9c3a0" stroke-width="2"/>`
      return g(`<rect x="-76" y="-22" width="152" height="48" rx="12" fill="#7e2c16" transform="translate(0 6)"/><rect x="-76" y="-22" width="152" height="48" rx="12" fill="url(#meat)"/>${bones}
<path d="M-60-16l-10 34M-24-16l-10 34M12-16l-10 34M48-16l-10 34" stroke="#4a170c" stroke-width="5" opacity="0.6" stroke-linecap="round"/>`)
    }
  }
}

export function grill(spec: GrillSpec): string {
  if (spec.cuts.length === 1) {
    const c = spec.cuts[0]
    return `${board(60, 150, 280, 130)}${cut(c, 190, 212, c === 'pollo' ? 1.25 : 1.3, 'cut')}${chimichurri(318, 178, 26)}${leaf(92, 262, 24, -20, '#4f9a2c')}${leaf(100, 266, 20, 30, '#3f8a2a')}`
  }
  // A table grill with embers below; the cuts laid across its bars.
  const bars = Array.from(
    { length: 11 },
    (_, i) => `M${62 + i * 27.6} 150L${48 + i * 30.4} 270`,
  ).join('')
  const placed: Array<[Cut, number, number, number]> = [
    ['asado', 160, 180, 0.9],
    ['vacio', 268, 196, 0.8],
    ['chorizo', 130, 236, 0.85],
    ['morcilla', 240, 248, 0.85],
    ['pollo', 300, 240, 0.55],
  ]
  const cuts = placed
    .filter(([c]) => spec.cuts.includes(c))
    .map(([c, x, y, s], i) => cut(c, x, y, s, `c${i}`))
    .join('')
  return `${shadow(200, 318, 170, 12, 0.2)}
<rect x="70" y="272" width="12" height="44" rx="3" fill="#2f3236"/><rect x="318" y="272" width="12" height="44" rx="3" fill="#2f3236"/>
<path d="M62 150H338L356 270H44Z" fill="url(#embers)"/>
<path d="${bars}" stroke="#4b4f55" stroke-width="5"/>
<path d="M62 150H338L356 270H44Z" fill="none" stroke="#33363a" stroke-width="7" stroke-linejoin="round"/>
<rect x="36" y="266" width="328" height="22" rx="6" fill="#3a3f45"/><rect x="36" y="266" width="328" height="5" rx="2.5" fill="#6b7078"/>
${cuts}`
}

export function choripan(): string {
  const bread =
    'M60 214C56 186 90 176 130 178H270C312 176 344 186 340 214C336 240 304 248 270 246H130C92 248 64 240 60 214Z'
  return `${board(50, 170, 300, 110)}
<path d="${bread}" fill="#b8661f" transform="translate(0 8)"/>
<path d="${bread}" fill="url(#bread)"/>
<path d="M78 204C96 196 300 194 322 204" fill="none" stroke="#8c4a14" stroke-width="6" stroke-linecap="round"/>
<rect x="70" y="170" width="262" height="40" rx="20" fill="#8c2c17"/>
<rect x="70" y="166" width="262" height="36" rx="18" fill="#c4502e"/>
<path d="M110 170l-8 30M150 168l-8 32M190 168l-8 32M230 168l-8 32M270 168l-8 32M306 170l-8 30" stroke="#4a170c" stroke-width="6" stroke-linecap="round" opacity="0.65"/>
<rect x="96" y="172" width="190" height="6" rx="3" fill="#fff" opacity="0.3"/>
${seeds(200, 176, 110, 8, 40, '#3f7d22', 2.6)}${seeds(200, 176, 110, 8, 10, '#d0412a', 2)}
<path d="M90 230q60 10 140 4" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.2"/>`
}

export function provoleta(): string {
  return `${roundBoard(200, 226, 170, 88)}
<ellipse cx="200" cy="222" rx="120" ry="58" fill="#23272b"/>
<ellipse cx="200" cy="212" rx="120" ry="58" fill="#3a3f45"/>
<rect x="306" y="200" width="70" height="14" rx="7" fill="#23272b" transform="rotate(-8 306 206)"/>
<path d="${blob(200, 212, 102, 48, 0.05, 3, 16)}" fill="url(#provo)"/>
${seeds(200, 212, 86, 38, 14, '#d58a2c', 8)}${seeds(200, 212, 90, 40, 40, '#4f7a24', 1.8)}${seeds(200, 212, 90, 40, 24, '#c0392b', 1.5)}
<path d="M130 196q30-22 80-24" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.35"/>`
}

export const grillDefs = `<linearGradient id="meat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c95a3c"/><stop offset="1" stop-color="#9b3421"/></linearGradient>
<linearGradient id="skin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2b356"/><stop offset="1" stop-color="#cf7f2c"/></linearGradient>
<radialGradient id="embers" cx="50%" cy="60%" r="70%"><stop offset="0" stop-color="#ffb03a"/><stop offset="0.5" stop-color="#e2461b"/><stop offset="1" stop-color="#5a1408"/></radialGradient>
<linearGradient id="bread" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4c16c"/><stop offset="1" stop-color="#d98d35"/></linearGradient>
<radialGradient id="provo" cx="45%" cy="40%" r="65%"><stop offset="0" stop-color="#ffe9a6"/><stop offset="1" stop-color="#f2b84c"/></radialGradient>`
