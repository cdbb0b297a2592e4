/** A whole pizza on a wooden board, seen from a little above, with the toppings a recipe names. */
import { blob, f, leaf, rng, roundBoard, scatter, seeds } from './common'

export type Topping =
  | 'green-olives'
  | 'black-olives'
  | 'tomato'
  | 'garlic'
  | 'oregano'
  | 'onion'
  | 'calabresa'
  | 'four-cheese'
  | 'ham'
  | 'peppers'
  | 'egg'
  | 'basil'

export interface PizzaSpec {
  kind: 'pizza'
  toppings: Topping[]
  /** A half-and-half: these toppings on the right half, `toppings` on the left. */
  otherHalf?: Topping[]
  /** Fugazzeta: a stuffed pizza, with a thicker edge and cheese showing under the onion. */
  stuffed?: boolean
}

const R = 148
/** The pizza is drawn flat (top view) and squashed to this ratio for the angle. */
const TILT = 0.58

function topping(t: Topping, x: number, y: number, rand: () => number): string {
  const a = f(rand() * 360)
  switch (t) {
    case 'green-olives':
      return `<g transform="translate(${f(x)} ${f(y)}) rotate(${a})"><ellipse rx="12" ry="9.5" fill="#7f9a2c" stroke="#5d7619" stroke-width="2"/><circle cx="8" r="3.4" fill="#d9412b"/><ellipse cx="-4" cy="-4" rx="4.5" ry="2.4" fill="#c6dc7e"/></g>`
    case 'black-olives':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="7.5" fill="none" stroke="#2b2320" stroke-width="6"/><circle cx="${f(x - 2)}" cy="${f(y - 3)}" r="1.6" fill="#8a7d76"/>`
    case 'tomato':
      return `<g transform="translate(${f(x)} ${f(y)}) rotate(${a})"><circle r="21" fill="#c9271f"/><circle r="17" fill="#ea4b3c"/>${[
        0, 120, 240,
      ]
        .map(
          (d) =>
            `<ellipse cx="${f(Math.cos((d * Math.PI) / 180) * 9)}" cy="${f(Math.sin((d * Math.PI) / 180) * 9)}" rx="5" ry="3.4" transform="rotate(${d} ${f(Math.cos((d * Math.PI) / 180) * 9)} ${f(Math.sin((d * Math.PI) / 180) * 9)})" fill="#ffb3a1"/>`,
        )
        .join('')}<circle r="3.5" fill="#f7806f"/></g>`
    case 'garlic':
      return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="4.5" ry="2.6" transform="rotate(${a} ${f(x)} ${f(y)})" fill="#fbf3dc" stroke="#e7d7a8" stroke-width="1"/>`
    case 'onion': {
      const r = 12 + rand() * 9
      const d = `M-${f(r)} 0A${f(r)} ${f(r * 0.8)} 0 0 1 ${f(r)} 0`
      const g = `transform="translate(${f(x)} ${f(y)}) rotate(${a})"`
      return `<path ${g} d="${d}" fill="none" stroke="#c7812f" stroke-width="8" stroke-linecap="round"/><path ${g} d="${d}" fill="none" stroke="#f2c776" stroke-width="4" stroke-linecap="round"/>`
    }
    case 'calabresa':
      return `<g transform="translate(${f(x)} ${f(y)})"><circle r="18" fill="#8e2416"/><circle r="15" fill="#c0412b"/>${seeds(0, 0, 10, 10, 6, '#f3b9a2', 2.2)}<path d="M-9-8a12 12 0 0 1 10-4" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity="0.4"/></g>`
    case 'ham':
      return `<path d="${blob(x, y, 19, 15, 0.25, Math.round(x * 13 + y), 9)}" fill="#f3a7a3" stroke="#e58a86" stroke-width="2"/>`
    case 'peppers':
      return `<path transform="translate(${f(x)} ${f(y)}) rotate(${a})" d="M-16 0q8-8 16-2t16-2" fill="none" stroke="#b51f1a" stroke-width="9" stroke-linecap="round"/><path transform="translate(${f(x)} ${f(y)}) rotate(${a})" d="M-13-2q8-7 14-2" fill="none" stroke="#ef5a45" stroke-width="3" stroke-linecap="round"/>`
    case 'egg':
      return `<g transform="translate(${f(x)} ${f(y)}) rotate(${a})"><ellipse rx="14" ry="12" fill="#fffdf5" stroke="#eee5cf" stroke-width="1.5"/><circle cx="1" r="6.5" fill="#ffc233"/></g>`
    case 'basil':
      return leaf(x, y, 26, rand() * 360)
    case 'four-cheese':
    case 'oregano':
      return ''
  }
}

/** Roquefort, parmesan and provolone in patches over the muzzarella. */
function cheesePatches(seed: number, keep: (x: number, y: number) => boolean): string {
  const colors = ['#f4f1e4', '#ffe9a3', '#f0b44c', '#fbf7ea']
  return scatter(13, R * 0.7, 40, seed, keep)
    .map(([x, y], i) => {
      const c = colors[i % 4]
      const veins =
        i % 4 === 0
          ? seeds(x, y, 13, 10, 8, '#4c7280', 2.8)
          : i % 4 === 2
            ? `<ellipse cx="${f(x + 3)}" cy="${f(y + 2)}" rx="6" ry="4" fill="#e0a03c"/>`
            : ''
      return `<path d="${blob(x, y, 24, 20, 0.22, seed + i, 9)}" fill="${c}"/>${veins}`
    })
    .join('')
}

function toppingsOn(list: Topping[], seed: number, keep: (x: number, y: number) => boolean) {
  const rand = rng(seed)
  const counts: Partial<Record<Topping, [number, number]>> = {
    'green-olives': [11, 34],
    'black-olives': [10, 26],
    tomato: [8, 44],
    garlic: [16, 16],
    onion: [40, 15],
    calabresa: [12, 38],
    ham: [8, 40],
    peppers: [9, 30],
    egg: [6, 36],
    basil: [5, 40],
  }
  let out = list.includes('four-cheese') ? cheesePatches(seed, keep) : ''
  for (const t of list) {
    const c = counts[t]
    if (!c) continue
    for (const [x, y] of scatter(c[0], R * 0.72, c[1], seed + t.length * 101, keep)) {
      out += topping(t, x, y, rand)
    }
  }
  if (list.includes('oregano')) out += seeds(0, 0, R * 0.72, R * 0.72, 50, '#5c7a2a', 1.8)
  return out
}

export function pizza(spec: PizzaSpec, cx = 200, cy = 206): string {
  const edge = spec.stuffed ? 18 : 10
  const rand = rng(spec.toppings.length * 7 + (spec.stuffed ? 3 : 0))
  const char = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2 + rand() * 0.2
    const r = R * (0.93 + rand() * 0.04)
    return `<ellipse cx="${f(Math.cos(a) * r)}" cy="${f(Math.sin(a) * r)}" rx="${f(3 + rand() * 4)}" ry="2.6" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(Math.cos(a) * r)} ${f(Math.sin(a) * r)})" fill="#b5651d" opacity="0.7"/>`
  }).join('')
  const browned = seeds(0, 0, R * 0.75, R * 0.75, 14, '#efae4c', 7)
  const cheese = `<path d="${blob(0, 0, R * 0.87, R * 0.87, 0.035, 5, 22)}" fill="url(#cheese)"/>${browned}`
  const cuts = [0, 60, 120]
    .map((d) => {
      const a = (d * Math.PI) / 180
      return `M${f(-Math.cos(a) * R * 0.86)} ${f(-Math.sin(a) * R * 0.86)}L${f(Math.cos(a) * R * 0.86)} ${f(Math.sin(a) * R * 0.86)}`
    })
    .join('')
  const top = spec.otherHalf
    ? toppingsOn(spec.toppings, 11, (x) => x < -8) + toppingsOn(spec.otherHalf, 23, (x) => x > 8)
    : toppingsOn(spec.toppings, 11, () => true)
  return `${roundBoard(cx, cy + 10, 186, 112)}
<ellipse cx="${cx}" cy="${cy + edge * 0.9}" rx="${R}" ry="${f(R * TILT)}" fill="#b86a24"/>
<g transform="translate(${cx} ${cy}) scale(1 ${TILT})">
<circle r="${R}" fill="url(#crust)"/>
${char}
<circle r="${f(R * 0.88)}" fill="#d9582c"/>
${cheese}
<path d="${cuts}" stroke="#d99a3c" stroke-width="2.5" opacity="0.6"/>
${top}
<path d="M-${f(R * 0.7)} -${f(R * 0.45)}A${f(R * 0.84)} ${f(R * 0.84)} 0 0 1 ${f(R * 0.1)} -${f(R * 0.83)}" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.25"/>
</g>`
}

export const pizzaDefs = `<radialGradient id="crust" cx="50%" cy="50%" r="50%"><stop offset="0.84" stop-color="#e9a04a"/><stop offset="0.93" stop-color="#f2bd6a"/><stop offset="1" stop-color="#d58631"/></radialGradient>
<radialGradient id="cheese" cx="45%" cy="40%" r="65%"><stop offset="0" stop-color="#ffe7a0"/><stop offset="1" stop-color="#fbc94f"/></radialGradient>`
