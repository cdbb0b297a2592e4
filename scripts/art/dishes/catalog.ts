/**
 * Every drawing the demo shops use, by name: each product's picture (drawn as its name and
 * description say) and the category pictures no preset fits. server/demo/demo-pictures.ts says
 * which product shows which.
 */
import type { DishName } from '../../../server/demo/dishes'
import type { Dish } from '.'
import type { Flavour } from './sweet'

const pot = (size: 1 | 2 | 3, flavours: Flavour[]): Dish => ({
  kind: 'icecream',
  serving: 'pot',
  size,
  flavours,
})

const cola = { liquid: '#3b1407', glass: '#6d4a3a', label: '#e63946', cap: '#d62839' }

export const dishes = {
  // Pizzería Don Luigi
  'pizza-muzzarella': { kind: 'pizza', toppings: ['green-olives', 'oregano'] },
  'pizza-napolitana': { kind: 'pizza', toppings: ['tomato', 'garlic', 'oregano'] },
  'pizza-fugazzeta': { kind: 'pizza', toppings: ['onion', 'oregano'], stuffed: true },
  'pizza-calabresa': { kind: 'pizza', toppings: ['calabresa'] },
  'pizza-cuatro-quesos': { kind: 'pizza', toppings: ['four-cheese'] },
  'pizza-especial': { kind: 'pizza', toppings: ['ham', 'peppers', 'egg', 'black-olives'] },
  'pizza-media-y-media': {
    kind: 'pizza',
    toppings: ['green-olives'],
    otherHalf: ['tomato', 'garlic'],
  },
  sorrentinos: { kind: 'pasta', shape: 'sorrentinos', sauce: 'fileto' },
  noquis: { kind: 'pasta', shape: 'noquis', sauce: 'bolognesa' },
  tallarines: { kind: 'pasta', shape: 'tallarines', sauce: 'manteca' },
  'lasana-verdura': {
    kind: 'slice',
    wash: 'tomato',
    layers: [
      { h: 9, color: '#f1c76a' },
      { h: 13, color: '#4f7f2a', dots: '#fbf6e8' },
      { h: 7, color: '#f6e7c1' },
      { h: 9, color: '#f1c76a' },
      { h: 13, color: '#4f7f2a', dots: '#fbf6e8' },
      { h: 7, color: '#f6e7c1' },
      { h: 8, color: '#f1c76a' },
    ],
    top: '#f0c25c',
    topping: 'gratin',
    sauce: '#d8382a',
  },
  'gaseosa-grande': {
    kind: 'drink',
    bottle: { style: 'pet', ...cola },
    glass: { shape: 'tumbler', liquid: '#5a200c', ice: true, level: 0.75 },
  },
  'gaseosa-chica': {
    kind: 'drink',
    bottle: { style: 'pet', small: true, ...cola },
    glass: { shape: 'tumbler', liquid: '#5a200c', ice: true, level: 0.75 },
  },
  'gaseosa-chica-azul': {
    kind: 'drink',
    bottle: { style: 'pet', small: true, ...cola, label: '#1d4fa3', cap: '#1d4fa3' },
    glass: { shape: 'tumbler', liquid: '#5a200c', ice: true, level: 0.75 },
  },
  'agua-mineral': {
    kind: 'drink',
    bottle: {
      style: 'pet',
      small: true,
      liquid: '#d9eef9',
      glass: '#cfe6f3',
      label: '#2f7fc1',
      cap: '#1f6fb2',
    },
    glass: { shape: 'tumbler', liquid: '#e3f3fb', level: 0.7, garnish: ['lemon'] },
  },
  'cerveza-artesanal': {
    kind: 'drink',
    bottle: {
      style: 'beer',
      liquid: '#e39a2a',
      glass: '#7a3d0e',
      label: '#f3e2b8',
      cap: '#c9a227',
    },
    glass: { shape: 'pint', liquid: '#c8571e', foam: '#fff6e0', level: 0.8 },
  },
  'vino-malbec': {
    kind: 'drink',
    bottle: {
      style: 'wine',
      liquid: '#5a0f1e',
      glass: '#1f3d2b',
      label: '#f6ecd8',
      cap: '#7b1730',
    },
    glass: { shape: 'wine', liquid: '#7b1730' },
  },
  flan: { kind: 'flan' },
  tiramisu: {
    kind: 'slice',
    layers: [
      { h: 22, color: '#fbf0da' },
      { h: 14, color: '#a86a3c' },
      { h: 22, color: '#fbf0da' },
      { h: 14, color: '#a86a3c' },
    ],
    top: '#7a4426',
    topping: 'cocoa',
    berry: true,
  },
  // El Fogón Cordobés
  'bife-de-chorizo': { kind: 'grill', cuts: ['bife'] },
  vacio: { kind: 'grill', cuts: ['vacio'] },
  entrana: { kind: 'grill', cuts: ['entrana'] },
  parrillada: { kind: 'grill', cuts: ['asado', 'vacio', 'chorizo', 'morcilla', 'pollo'] },
  choripan: { kind: 'choripan' },
  'pollo-deshuesado': { kind: 'grill', cuts: ['pollo'] },
  'papas-fritas': { kind: 'side', dish: 'fries' },
  'ensalada-mixta': { kind: 'side', dish: 'salad', wash: 'mint' },
  provoleta: { kind: 'provoleta' },
  'papas-al-plomo': { kind: 'side', dish: 'foil-potatoes' },
  'fernet-con-cola': {
    kind: 'drink',
    glass: { shape: 'jug', liquid: '#3a1a0e', foam: '#c99a6a', ice: true, level: 0.85 },
  },
  'vino-en-jarra': {
    kind: 'drink',
    glass: { shape: 'jug', liquid: '#6e1426', level: 0.8 },
  },
  // Sushi Nikko
  'philadelphia-roll': {
    kind: 'sushi',
    rows: [
      ['philadelphia', 'philadelphia', 'philadelphia', 'philadelphia'],
      ['philadelphia', 'philadelphia', 'philadelphia', 'philadelphia'],
    ],
  },
  'new-york-roll': {
    kind: 'sushi',
    rows: [
      ['new-york', 'new-york', 'new-york', 'new-york'],
      ['new-york', 'new-york', 'new-york', 'new-york'],
    ],
  },
  'avocado-roll': {
    kind: 'sushi',
    rows: [
      ['avocado', 'avocado', 'avocado', 'avocado'],
      ['avocado', 'avocado', 'avocado', 'avocado'],
    ],
  },
  'tempura-roll': {
    kind: 'sushi',
    slate: true,
    rows: [
      ['tempura', 'tempura', 'tempura', 'tempura'],
      ['tempura', 'tempura', 'tempura', 'tempura'],
    ],
  },
  'veggie-roll': {
    kind: 'sushi',
    wash: 'mint',
    rows: [
      ['veggie', 'veggie', 'veggie', 'veggie'],
      ['veggie', 'veggie', 'veggie', 'veggie'],
    ],
  },
  'combinado-15': {
    kind: 'sushi',
    rows: [
      ['philadelphia', 'new-york', 'veggie', 'avocado'],
      ['nigiri', 'sashimi', 'nigiri', 'sashimi'],
    ],
  },
  'combinado-30': {
    kind: 'sushi',
    slate: true,
    rows: [
      ['philadelphia', 'new-york', 'veggie', 'avocado', 'tempura'],
      ['nigiri', 'sashimi', 'nigiri', 'sashimi', 'nigiri'],
      ['avocado', 'philadelphia', 'tempura', 'new-york', 'veggie'],
    ],
  },
  'combinado-salmon': {
    kind: 'sushi',
    rows: [
      ['philadelphia', 'philadelphia', 'avocado', 'philadelphia', 'philadelphia'],
      ['nigiri', 'sashimi', 'nigiri', 'sashimi', 'nigiri'],
      ['sashimi', 'nigiri', 'sashimi', 'nigiri', 'sashimi'],
    ],
  },
  sashimi: {
    kind: 'sushi',
    slate: true,
    rows: [
      ['sashimi', 'sashimi', 'sashimi', 'sashimi'],
      ['sashimi', 'sashimi', 'sashimi', 'sashimi'],
    ],
  },
  nigiri: { kind: 'sushi', rows: [['nigiri', 'nigiri', 'nigiri', 'nigiri', 'nigiri']] },
  gyozas: { kind: 'gyoza' },
  'limonada-jengibre': {
    kind: 'drink',
    wash: 'lime',
    glass: { shape: 'tall', liquid: '#f3e27a', ice: true, garnish: ['lemon', 'mint', 'ginger'] },
  },
  'te-verde-frio': {
    kind: 'drink',
    wash: 'mint',
    glass: { shape: 'tall', liquid: '#c9c45a', ice: true, garnish: ['lime', 'mint'] },
  },
  // Lomitos 24
  'lomito-completo': {
    kind: 'stack',
    bread: 'lomito',
    layers: ['lettuce', 'tomato', 'steak', 'ham', 'cheese', 'egg'],
    fries: true,
  },
  'lomito-arabe': { kind: 'side', dish: 'arabe' },
  'lomito-simple': {
    kind: 'stack',
    bread: 'lomito',
    layers: ['lettuce', 'tomato', 'steak'],
  },
  'hamburguesa-clasica': {
    kind: 'stack',
    bread: 'bun',
    layers: ['patty', 'cheddar', 'tomato', 'lettuce'],
    fries: true,
  },
  'hamburguesa-doble-bacon': {
    kind: 'stack',
    bread: 'bun',
    layers: ['patty', 'cheddar', 'patty', 'cheddar', 'bacon'],
    fries: true,
  },
  'hamburguesa-veggie': {
    kind: 'stack',
    bread: 'bun',
    wash: 'mint',
    layers: ['veggie-patty', 'tomato', 'onion', 'lettuce'],
  },
  'milanesa-al-plato': { kind: 'side', dish: 'milanesa' },
  'papas-cheddar-bacon': { kind: 'side', dish: 'cheddar-fries' },
  'aros-de-cebolla': { kind: 'side', dish: 'onion-rings' },
  'cajita-casera': { kind: 'side', dish: 'kids-box', wash: 'rose' },
  'nuggets-con-papas': { kind: 'side', dish: 'nuggets' },
  'cerveza-lata': {
    kind: 'drink',
    can: { color: '#d9a21b', band: '#fff4d6' },
    glass: { shape: 'pint', liquid: '#e8a531', foam: '#fff6e0', level: 0.8 },
  },
  // Empanadas La Salteña
  'empanada-carne': { kind: 'empanada', filling: 'carne' },
  'empanada-pollo': { kind: 'empanada', filling: 'pollo' },
  'empanada-jamon-queso': { kind: 'empanada', filling: 'jamon-queso' },
  'empanada-arabe': { kind: 'empanada', filling: 'arabe' },
  'empanada-humita': { kind: 'empanada', filling: 'humita' },
  'docena-surtida': { kind: 'empanada', filling: 'carne', dozen: true },
  pastelitos: { kind: 'pastry', dish: 'pastelitos' },
  quesillo: {
    kind: 'slice',
    wash: 'cream',
    layers: [{ h: 40, color: '#fbf7ea' }],
    top: '#fffdf6',
    topping: 'honey',
    sauce: '#7a3410',
  },
  'vino-torrontes': {
    kind: 'drink',
    bottle: {
      style: 'wine',
      liquid: '#e9dc8a',
      glass: '#7fa36a',
      label: '#fdf6e4',
      cap: '#c9a227',
    },
    glass: { shape: 'wine', liquid: '#f1e39a' },
  },
  // Heladería Frida
  'cuarto-kilo': pot(1, ['ddl', 'frutilla', 'chocolate']),
  'medio-kilo': pot(2, ['crema', 'ddl', 'chocolate', 'menta']),
  kilo: pot(3, ['sambayon', 'frutilla', 'ddl', 'limon']),
  'cucurucho-doble': { kind: 'icecream', serving: 'cone', flavours: ['ddl', 'frutilla'] },
  'palito-bombon': { kind: 'icecream', serving: 'palito', flavours: ['crema'] },
  almendrado: {
    kind: 'slice',
    layers: [
      { h: 14, color: '#e9b86a', dots: '#c98533' },
      { h: 44, color: '#fbefd5', dots: '#e2b46a' },
      { h: 10, color: '#e9b86a', dots: '#c98533' },
    ],
    top: '#ecc27c',
    topping: 'almonds',
  },
  'torta-helada': {
    kind: 'slice',
    layers: [
      { h: 12, color: '#6b3a22' },
      { h: 26, color: '#f29bb0' },
      { h: 8, color: '#6b3a22' },
      { h: 26, color: '#fbefd5' },
    ],
    top: '#fffaf2',
    topping: 'rosettes',
    berry: true,
  },
  'bombon-escoces': { kind: 'icecream', serving: 'bombones', flavours: ['crema'] },
  'cafe-con-leche': { kind: 'cup', size: 'grande' },
  affogato: { kind: 'icecream', serving: 'affogato', flavours: ['crema'], wash: 'coffee' },
  // Taquería Güemes
  'tacos-pastor': { kind: 'taco', filling: 'pastor' },
  'tacos-birria': { kind: 'taco', filling: 'birria' },
  'tacos-vegetarianos': { kind: 'taco', filling: 'veggie' },
  burrito: { kind: 'mex', dish: 'burrito' },
  quesadilla: { kind: 'mex', dish: 'quesadilla' },
  flautas: { kind: 'mex', dish: 'flautas' },
  nachos: { kind: 'mex', dish: 'nachos' },
  'agua-de-jamaica': {
    kind: 'drink',
    wash: 'rose',
    glass: { shape: 'tall', liquid: '#a3123a', ice: true, garnish: ['hibiscus'] },
  },
  'cerveza-mexicana': {
    kind: 'drink',
    wash: 'lime',
    bottle: {
      style: 'longneck',
      liquid: '#f2c14e',
      glass: '#f7e7b0',
      label: '#fdf6e4',
      cap: '#c9a227',
    },
    glass: { shape: 'pint', liquid: '#f2c14e', foam: '#fffaf0', level: 0.8, garnish: ['lime'] },
  },
  churros: { kind: 'pastry', dish: 'churros' },
  // Café Alvear
  espresso: { kind: 'cup', size: 'espresso' },
  cortado: { kind: 'cup', size: 'cortado' },
  capuchino: { kind: 'cup', size: 'capuchino', dusting: true },
  submarino: { kind: 'cafe', dish: 'submarino' },
  te: { kind: 'cup', size: 'te' },
  medialunas: { kind: 'pastry', dish: 'medialunas' },
  tostado: { kind: 'side', dish: 'tostado', wash: 'coffee' },
  chocotorta: {
    kind: 'slice',
    wash: 'coffee',
    layers: [
      { h: 10, color: '#3b1d0f' },
      { h: 16, color: '#f3dcb4' },
      { h: 10, color: '#3b1d0f' },
      { h: 16, color: '#f3dcb4' },
      { h: 10, color: '#3b1d0f' },
    ],
    top: '#f3dcb4',
    topping: 'cookies',
  },
  alfajor: { kind: 'pastry', dish: 'alfajores' },
  desayuno: { kind: 'cafe', dish: 'desayuno' },
  // Category pictures no preset fits (4:3).
  'categoria-pizzas': { kind: 'pizza', toppings: ['tomato', 'basil', 'green-olives'] },
  'categoria-combinados': {
    kind: 'sushi',
    rows: [
      ['philadelphia', 'avocado', 'new-york', 'veggie'],
      ['nigiri', 'sashimi', 'nigiri', 'sashimi'],
    ],
  },
  'categoria-helados': pot(3, ['frutilla', 'ddl', 'chocolate', 'menta']),
  'categoria-empanadas': { kind: 'empanada', filling: 'carne', dozen: true },
} satisfies Record<DishName, Dish>
