/**
 * The demo products' pictures: a handful of parametrised motifs (a pizza and its toppings, a
 * pasta and its sauce, a drink and its glass…) drawn as SVG in the style of the preset category
 * illustrations, and rendered to WebP ahead of time by scripts/render-demo-pictures.ts.
 */
import { bakedDefs, empanada, pastry, type EmpanadaSpec, type PastryScene } from './baked'
import { barDefs, side, stack, type SideSpec, type StackSpec } from './bar'
import { frame, washes, woodDef, type Framing, type WashName } from './common'
import { drink, type DrinkSpec } from './drinks'
import {
  choripan,
  grill,
  grillDefs,
  provoleta,
  type ChoripanSpec,
  type GrillSpec,
  type ProvoletaSpec,
} from './grill'
import { pizza, pizzaDefs, type PizzaSpec } from './pizza'
import {
  flan,
  flanDefs,
  pasta,
  slice,
  type FlanSpec,
  type PastaSpec,
  type SliceSpec,
} from './plated'
import { cafe, cup, icecream, type CafeSceneSpec, type CupSpec, type IceCreamSpec } from './sweet'
import {
  gyozas,
  mex,
  sushi,
  tacos,
  type GyozaSpec,
  type MexSpec,
  type SushiSpec,
  type TacoSpec,
} from './world'

export type Dish = (
  | PizzaSpec
  | PastaSpec
  | SliceSpec
  | FlanSpec
  | DrinkSpec
  | GrillSpec
  | ChoripanSpec
  | ProvoletaSpec
  | StackSpec
  | SideSpec
  | EmpanadaSpec
  | PastryScene
  | IceCreamSpec
  | CupSpec
  | CafeSceneSpec
  | SushiSpec
  | GyozaSpec
  | TacoSpec
  | MexSpec
) & {
  /** The backdrop; each motif has its own by default. */
  wash?: WashName
}

const defaultWash: Record<Dish['kind'], WashName> = {
  pizza: 'tomato',
  pasta: 'cream',
  slice: 'rose',
  flan: 'cream',
  drink: 'sky',
  grill: 'ember',
  choripan: 'ember',
  provoleta: 'cream',
  stack: 'cream',
  side: 'cream',
  empanada: 'cream',
  pastry: 'coffee',
  icecream: 'rose',
  cup: 'coffee',
  cafe: 'coffee',
  sushi: 'peach',
  gyoza: 'peach',
  taco: 'lime',
  mex: 'lime',
}

function body(dish: Dish): string {
  switch (dish.kind) {
    case 'pizza':
      return pizza(dish)
    case 'pasta':
      return pasta(dish)
    case 'slice':
      return slice(dish)
    case 'flan':
      return flan()
    case 'drink':
      return drink(dish)
    case 'grill':
      return grill(dish)
    case 'choripan':
      return choripan()
    case 'provoleta':
      return provoleta()
    case 'stack':
      return stack(dish)
    case 'side':
      return side(dish)
    case 'empanada':
      return empanada(dish)
    case 'pastry':
      return pastry(dish)
    case 'icecream':
      return icecream(dish)
    case 'cup':
      return cup(dish)
    case 'cafe':
      return cafe(dish)
    case 'sushi':
      return sushi(dish)
    case 'gyoza':
      return gyozas()
    case 'taco':
      return tacos(dish)
    case 'mex':
      return mex(dish)
  }
}

const sharedDefs = [woodDef, pizzaDefs, flanDefs, grillDefs, barDefs, bakedDefs]
  .join('\n')
  .split('\n')

/** How much a motif is enlarged about the middle of the frame, for the small ones. */
function zoom(dish: Dish): number {
  if (dish.kind === 'cup') return dish.size === 'espresso' || dish.size === 'cortado' ? 1.7 : 1.35
  if (dish.kind === 'drink') return 1.2
  if (dish.kind === 'cafe' && dish.dish === 'submarino') return 1.15
  if (dish.kind === 'icecream' && dish.serving !== 'bombones') return 1.12
  return 1
}

/** The dish as an SVG document: the product picture (square) or a category picture (4:3). */
export function dishSvg(name: string, dish: Dish, framing: Framing = 'square'): string {
  const z = zoom(dish)
  const b =
    z === 1
      ? body(dish)
      : `<g transform="translate(200 220) scale(${z}) translate(-200 -220)">${body(dish)}</g>`
  // Only the gradients the drawing uses, so the document stays small.
  const defs = sharedDefs
    .filter((d) => b.includes(`url(#${/id="([^"]+)"/.exec(d)?.[1]})`))
    .join('\n')
  return frame(name, washes[dish.wash ?? defaultWash[dish.kind]], b, defs, framing)
}
