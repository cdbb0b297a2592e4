import type { PresetCategoryImage } from '../../domain/constants'
import type { DishName } from './dishes'
import type { Motif } from './art'

/** Demo shops in Córdoba. Prices are in pesos here and stored as centavos by the seed. */

export interface DemoProduct {
  name: string
  description: string
  price: number
  discountPrice?: number
  soldOut?: boolean
  /** Names of the shop's option groups the product offers, in order. */
  optionGroups?: string[]
}
/** An option group (docs/product.md#product-options); `priceDelta` in pesos. */
export interface DemoOptionGroup {
  name: string
  minChoices: number
  maxChoices: number
  options: { name: string; priceDelta: number; soldOut?: boolean }[]
}
export type DemoCategory = {
  name: string
  products: DemoProduct[]
} & (
  | { preset: PresetCategoryImage }
  /** Where no preset fits: a drawing, stored as an uploaded category picture (demo-pictures.ts). */
  | { picture: DishName }
)
export type DemoHours =
  'lunch-and-dinner' | 'around-the-clock' | 'closed-today' | 'opens-soon' | 'cafe'
export interface DemoShop {
  name: string
  motif: Motif
  color: string
  initials: string
  address: string
  zipCode: string
  lat: number
  lng: number
  hours: DemoHours
  supportsDelivery: boolean
  supportsPickup: boolean
  delivery?: {
    radiusKm: number
    feeBase: number
    feePerKm: number
    minOrder: number
    minTime: number
    maxTime: number
  }
  categories: DemoCategory[]
  optionGroups?: DemoOptionGroup[]
}

const p = (
  name: string,
  description: string,
  price: number,
  extra: Partial<DemoProduct> = {},
): DemoProduct => ({
  name,
  description,
  price,
  ...extra,
})

export const DEMO_OWNER = {
  email: 'demo@barrio.com.ar',
  password: 'Demo1234!',
}

/** The first shop's coupon (docs/product.md#coupons): 10 % off each phone's first order. */
export const DEMO_COUPON = {
  code: 'BIENVENIDA',
  kind: 'PERCENT',
  value: 10,
  firstOrderOnly: true,
} as const

export const demoShops: DemoShop[] = [
  {
    name: 'Pizzería Don Luigi',
    motif: 'pizza',
    color: '#c2410c',
    initials: 'DL',
    address: 'Av. Hipólito Yrigoyen 348',
    zipCode: 'X5000',
    lat: -31.4241,
    lng: -64.1858,
    hours: 'lunch-and-dinner',
    supportsDelivery: true,
    supportsPickup: true,
    delivery: {
      radiusKm: 4,
      feeBase: 1200,
      feePerKm: 300,
      minOrder: 8000,
      minTime: 30,
      maxTime: 45,
    },
    categories: [
      {
        name: 'Pizzas',
        picture: 'categoria-pizzas',
        products: [
          p('Muzzarella', 'Salsa de tomate, muzzarella y aceitunas verdes. 8 porciones.', 9500, {
            optionGroups: ['Tamaño'],
          }),
          p('Napolitana', 'Muzzarella, rodajas de tomate, ajo y orégano.', 11200, {
            discountPrice: 9900,
            optionGroups: ['Tamaño'],
          }),
          p('Fugazzeta', 'Rellena de muzzarella con cebolla caramelizada.', 12800, {
            optionGroups: ['Tamaño'],
          }),
          p('Calabresa', 'Muzzarella y longaniza calabresa picante.', 12400, {
            optionGroups: ['Tamaño'],
          }),
          p('Cuatro quesos', 'Muzzarella, roquefort, parmesano y provolone.', 13900, {
            soldOut: true,
            optionGroups: ['Tamaño'],
          }),
          p(
            'Especial Don Luigi',
            'Jamón cocido, morrones asados, huevo y aceitunas negras.',
            14500,
            { optionGroups: ['Tamaño'] },
          ),
          p('Media y media', 'Dos gustos en una pizza: elegí los dos.', 13500, {
            optionGroups: ['Tamaño', 'Gustos'],
          }),
        ],
      },
      {
        name: 'Pastas caseras',
        preset: 'pastas',
        products: [
          p('Sorrentinos de jamón y queso', 'Con salsa fileto o crema.', 10500),
          p('Ñoquis de papa', 'Con salsa bolognesa.', 8900, { discountPrice: 7500 }),
          p('Tallarines al huevo', 'Con manteca y parmesano o salsa a elección.', 8200),
          p('Lasaña de verdura', 'Acelga, ricota, salsa blanca y gratinado.', 11800),
        ],
      },
      {
        name: 'Bebidas',
        preset: 'bebidas',
        products: [
          p('Gaseosa 1,5 L', 'Coca-Cola, Sprite o Fanta.', 3800),
          p('Agua mineral 500 ml', 'Con o sin gas.', 1500),
          p('Cerveza artesanal 1 L', 'Rubia o roja, de Córdoba.', 6200, { soldOut: true }),
          p('Vino tinto Malbec', 'Botella de 750 ml.', 9800),
        ],
      },
      {
        name: 'Postres',
        preset: 'postres',
        products: [
          p('Flan casero', 'Con dulce de leche o crema.', 3900),
          p('Tiramisú', 'Receta de la nonna, con café y cacao.', 4800, { discountPrice: 4200 }),
        ],
      },
    ],
    optionGroups: [
      {
        name: 'Tamaño',
        minChoices: 1,
        maxChoices: 1,
        options: [
          { name: 'Chica', priceDelta: 0 },
          { name: 'Grande', priceDelta: 2500 },
        ],
      },
      {
        name: 'Gustos',
        minChoices: 2,
        maxChoices: 2,
        options: [
          { name: 'Muzzarella', priceDelta: 0 },
          { name: 'Napolitana', priceDelta: 0 },
          { name: 'Fugazzeta', priceDelta: 0 },
          { name: 'Calabresa', priceDelta: 0 },
          { name: 'Cuatro quesos', priceDelta: 0, soldOut: true },
          { name: 'Especial Don Luigi', priceDelta: 0 },
        ],
      },
    ],
  },
  {
    name: 'El Fogón Cordobés',
    motif: 'grill',
    color: '#7f1d1d',
    initials: 'FC',
    address: 'Belgrano 785',
    zipCode: 'X5000',
    lat: -31.4268,
    lng: -64.1924,
    hours: 'lunch-and-dinner',
    supportsDelivery: true,
    supportsPickup: true,
    delivery: {
      radiusKm: 5,
      feeBase: 1500,
      feePerKm: 350,
      minOrder: 12000,
      minTime: 40,
      maxTime: 60,
    },
    categories: [
      {
        name: 'Parrilla',
        preset: 'carnes',
        products: [
          p('Bife de chorizo', '400 g, a la parrilla, con chimichurri.', 18500),
          p('Vacío', '400 g, tierno y jugoso.', 16900),
          p('Entraña', '350 g, con sal parrillera.', 19800, { soldOut: true }),
          p('Parrillada para dos', 'Asado, vacío, chorizo, morcilla y pollo.', 38000, {
            discountPrice: 33500,
          }),
          p('Choripán', 'Chorizo casero en pan francés con chimichurri.', 5200),
          p('Pollo deshuesado', 'Medio pollo a la parrilla.', 12900),
        ],
      },
      {
        name: 'Guarniciones',
        preset: 'guarniciones',
        products: [
          p('Papas fritas', 'Porción grande.', 5200),
          p('Ensalada mixta', 'Lechuga, tomate y cebolla.', 4200),
          p('Provoleta', 'Con orégano y ají molido.', 6800, { discountPrice: 5900 }),
          p('Papas al plomo', 'Con crema de verdeo.', 5600),
        ],
      },
      {
        name: 'Bebidas',
        preset: 'bebidas',
        products: [
          p('Fernet con cola', 'El clásico cordobés, en jarra de 1 L.', 8500),
          p('Gaseosa 500 ml', 'Línea Coca-Cola.', 2200),
          p('Vino de la casa', 'Tinto, en jarra de 1 L.', 7900),
        ],
      },
    ],
  },
  {
    name: 'Sushi Nikko',
    motif: 'sushi',
    color: '#0f766e',
    initials: 'SN',
    address: 'Rondeau 160',
    zipCode: 'X5000',
    lat: -31.4275,
    lng: -64.1849,
    hours: 'lunch-and-dinner',
    supportsDelivery: true,
    supportsPickup: false,
    delivery: {
      radiusKm: 6,
      feeBase: 1800,
      feePerKm: 250,
      minOrder: 15000,
      minTime: 35,
      maxTime: 55,
    },
    categories: [
      {
        name: 'Rolls',
        preset: 'sushi',
        products: [
          p('Philadelphia roll', '8 piezas de salmón, queso crema y palta.', 11900),
          p('New York roll', '8 piezas de langostinos y palta.', 12500),
          p('Avocado roll', '8 piezas envueltas en palta.', 12900, { discountPrice: 10900 }),
          p('Tempura roll', '8 piezas rebozadas con salsa teriyaki.', 13200),
          p('Veggie roll', '8 piezas de vegetales frescos.', 9800),
        ],
      },
      {
        name: 'Combinados',
        picture: 'categoria-combinados',
        products: [
          p('Combinado 15 piezas', 'Rolls, nigiris y sashimi del día.', 19900),
          p('Combinado 30 piezas', 'Para compartir.', 36500, { discountPrice: 32900 }),
          p('Combinado salmón 24', 'Todo salmón.', 34000, { soldOut: true }),
        ],
      },
      {
        name: 'Pescados',
        preset: 'pescados',
        products: [
          p('Sashimi de salmón', '10 cortes.', 14800),
          p('Nigiri de salmón', '5 piezas.', 9200),
          p('Gyozas de langostino', '6 unidades.', 8700),
        ],
      },
      {
        name: 'Bebidas',
        preset: 'bebidas',
        products: [
          p('Limonada con jengibre', '500 ml.', 3200),
          p('Té verde frío', '500 ml.', 2900),
        ],
      },
    ],
  },
  {
    name: 'Lomitos 24',
    motif: 'burger',
    color: '#b45309',
    initials: '24',
    address: 'Av. Colón 1045',
    zipCode: 'X5000',
    lat: -31.4106,
    lng: -64.1976,
    hours: 'around-the-clock',
    supportsDelivery: true,
    supportsPickup: true,
    delivery: {
      radiusKm: 8,
      feeBase: 1000,
      feePerKm: 300,
      minOrder: 6000,
      minTime: 25,
      maxTime: 40,
    },
    categories: [
      {
        name: 'Lomitos',
        preset: 'carnes',
        products: [
          p(
            'Lomito completo',
            'Lomo, jamón, queso, huevo, lechuga, tomate y mayonesa. Con papas.',
            14500,
          ),
          p('Lomito árabe', 'En pan árabe, con salsa de ajo.', 13800, { discountPrice: 11900 }),
          p('Lomito simple', 'Lomo, lechuga, tomate y mayonesa.', 11500),
        ],
      },
      {
        name: 'Hamburguesas',
        preset: 'minutas',
        products: [
          p('Hamburguesa clásica', 'Medallón de 180 g, cheddar, lechuga y tomate.', 9800),
          p('Hamburguesa doble bacon', 'Doble medallón, doble cheddar y panceta.', 13500),
          p('Hamburguesa veggie', 'Medallón de lentejas y quinoa.', 9900, { soldOut: true }),
          p('Milanesa al plato', 'Con papas fritas.', 11200),
        ],
      },
      {
        name: 'Para acompañar',
        preset: 'guarniciones',
        products: [
          p('Papas cheddar y bacon', 'Porción grande para compartir.', 7900, {
            discountPrice: 6900,
          }),
          p('Aros de cebolla', '12 unidades.', 5500),
        ],
      },
      {
        name: 'Menú infantil',
        preset: 'infantil',
        products: [
          p('Cajita feliz casera', 'Hamburguesita, papas, jugo y sorpresa.', 7500),
          p('Nuggets con papas', '6 nuggets de pollo.', 6900),
        ],
      },
      {
        name: 'Bebidas',
        preset: 'bebidas',
        products: [
          p('Gaseosa 500 ml', 'Línea Pepsi.', 2200),
          p('Cerveza lata 473 ml', 'Rubia.', 2800),
        ],
      },
    ],
  },
  {
    name: 'Empanadas La Salteña',
    motif: 'empanada',
    color: '#9a3412',
    initials: 'LS',
    address: 'Av. Fuerza Aérea 2350',
    zipCode: 'X5010',
    lat: -31.4275,
    lng: -64.2235,
    hours: 'lunch-and-dinner',
    supportsDelivery: false,
    supportsPickup: true,
    categories: [
      {
        name: 'Empanadas',
        picture: 'categoria-empanadas',
        products: [
          p('Empanada de carne cortada a cuchillo', 'Salteña, al horno de barro.', 1500),
          p('Empanada de pollo', 'Con cebolla de verdeo.', 1400),
          p('Empanada de jamón y queso', 'Al horno.', 1400),
          p('Empanada árabe', 'Carne, tomate y limón.', 1500, { soldOut: true }),
          p('Empanada de humita', 'Choclo cremoso y queso.', 1400),
          p('Docena surtida', '12 empanadas, de hasta 3 gustos.', 16000, {
            discountPrice: 14500,
            optionGroups: ['Gustos de empanada'],
          }),
        ],
      },
      {
        name: 'Postres regionales',
        preset: 'postres',
        products: [
          p('Pastelitos de membrillo', 'Media docena.', 3600),
          p('Quesillo con miel de caña', 'Porción.', 3900),
        ],
      },
      {
        name: 'Bebidas',
        preset: 'bebidas',
        products: [
          p('Gaseosa 1,5 L', 'Línea Coca-Cola.', 3700),
          p('Vino Torrontés', 'Botella de 750 ml, de Cafayate.', 8900),
        ],
      },
    ],
    // The dozen offers the shop's twelve flavours: the customer picks up to twelve (one of each is
    // the whole dozen) and the shop shares the dozen among those picked. Twelve picks of flavours
    // that repeat would need a count per option, which options do not have.
    optionGroups: [
      {
        name: 'Gustos de empanada',
        minChoices: 1,
        maxChoices: 12,
        options: [
          { name: 'Carne cortada a cuchillo', priceDelta: 0 },
          { name: 'Carne picante', priceDelta: 0 },
          { name: 'Pollo', priceDelta: 0 },
          { name: 'Jamón y queso', priceDelta: 0 },
          { name: 'Árabe', priceDelta: 0, soldOut: true },
          { name: 'Humita', priceDelta: 0 },
          { name: 'Caprese', priceDelta: 0 },
          { name: 'Verdura', priceDelta: 0 },
          { name: 'Cebolla y queso', priceDelta: 0 },
          { name: 'Roquefort', priceDelta: 0 },
          { name: 'Atún', priceDelta: 0 },
          { name: 'Matambre', priceDelta: 0 },
        ],
      },
    ],
  },
  {
    name: 'Heladería Frida',
    motif: 'icecream',
    color: '#be185d',
    initials: 'HF',
    address: 'Av. Rafael Núñez 4620',
    zipCode: 'X5009',
    lat: -31.3693,
    lng: -64.2344,
    hours: 'opens-soon',
    supportsDelivery: true,
    supportsPickup: true,
    delivery: {
      radiusKm: 3,
      feeBase: 900,
      feePerKm: 250,
      minOrder: 7000,
      minTime: 20,
      maxTime: 35,
    },
    categories: [
      {
        name: 'Helados',
        picture: 'categoria-helados',
        products: [
          p('Cuarto kilo', 'Hasta 3 sabores.', 5200),
          p('Medio kilo', 'Hasta 4 sabores.', 9200, { discountPrice: 8200 }),
          p('Kilo', 'Hasta 4 sabores.', 16500),
          p('Cucurucho doble', 'Dos bochas con baño de chocolate.', 4200),
          p('Palito bombón', 'Americana con chocolate.', 1800, { soldOut: true }),
        ],
      },
      {
        name: 'Postres helados',
        preset: 'postres',
        products: [
          p('Almendrado', 'Porción individual.', 3400),
          p('Torta helada', 'Para 8 personas.', 21000),
          p('Bombón escocés', 'Caja de 6 unidades.', 7800, { discountPrice: 6900 }),
        ],
      },
      {
        name: 'Cafetería',
        preset: 'cafeteria',
        products: [
          p('Café con leche', 'Taza grande.', 2900),
          p('Affogato', 'Espresso sobre helado de crema americana.', 3900),
        ],
      },
    ],
  },
  {
    name: 'Taquería Güemes',
    motif: 'taco',
    color: '#15803d',
    initials: 'TG',
    address: 'Belgrano 632',
    zipCode: 'X5000',
    lat: -31.4251,
    lng: -64.1905,
    hours: 'closed-today',
    supportsDelivery: true,
    supportsPickup: true,
    delivery: {
      radiusKm: 3,
      feeBase: 1300,
      feePerKm: 300,
      minOrder: 9000,
      minTime: 30,
      maxTime: 50,
    },
    categories: [
      {
        name: 'Tacos',
        preset: 'mexicana',
        products: [
          p('Tacos al pastor', '3 tacos de cerdo marinado con ananá.', 8900),
          p('Tacos de birria', '3 tacos con consomé para mojar.', 9800, { discountPrice: 8700 }),
          p('Tacos vegetarianos', '3 tacos de hongos y porotos.', 8200),
        ],
      },
      {
        name: 'Burritos y nachos',
        preset: 'mexicana',
        products: [
          p('Burrito de carne', 'Con arroz, porotos y guacamole.', 10500),
          p('Quesadilla', 'Con pollo y queso.', 8500, { soldOut: true }),
          p('Flautas de pollo', '4 unidades con crema agria.', 8100),
          p('Nachos con guacamole', 'Para compartir.', 7900),
        ],
      },
      {
        name: 'Bebidas',
        preset: 'bebidas',
        products: [
          p('Agua de jamaica', '500 ml.', 2800),
          p('Cerveza mexicana', 'Porrón de 355 ml.', 4500),
        ],
      },
      {
        name: 'Postres',
        preset: 'postres',
        products: [p('Churros con dulce de leche', '6 unidades.', 4200)],
      },
    ],
  },
  {
    name: 'Café Alvear',
    motif: 'coffee',
    color: '#78350f',
    initials: 'CA',
    address: 'Obispo Trejo 242',
    zipCode: 'X5000',
    lat: -31.4189,
    lng: -64.1874,
    hours: 'cafe',
    supportsDelivery: false,
    supportsPickup: true,
    categories: [
      {
        name: 'Cafetería',
        preset: 'cafeteria',
        products: [
          p('Café espresso', 'Blend de la casa.', 2200, { optionGroups: ['Extras'] }),
          p('Cortado', 'Espresso con un toque de leche.', 2500, {
            optionGroups: ['Leche', 'Extras'],
          }),
          p('Capuchino', 'Con canela y cacao.', 3600, {
            discountPrice: 3100,
            optionGroups: ['Leche', 'Extras'],
          }),
          p('Submarino', 'Leche caliente con barra de chocolate.', 3800, {
            optionGroups: ['Leche'],
          }),
          p('Té en hebras', 'Variedades a elección.', 2400),
        ],
      },
      {
        name: 'Pastelería',
        preset: 'postres',
        products: [
          p('Medialunas', 'Tres unidades, de manteca o grasa.', 2700),
          p('Tostado de jamón y queso', 'En pan de miga.', 5900),
          p('Porción de chocotorta', 'Clásica.', 4500, { soldOut: true }),
          p('Alfajor de maicena', 'Casero.', 1900),
          p('Desayuno completo', 'Café con leche, jugo y dos medialunas.', 6500, {
            discountPrice: 5500,
          }),
        ],
      },
    ],
    optionGroups: [
      {
        name: 'Leche',
        minChoices: 1,
        maxChoices: 1,
        options: [
          { name: 'Entera', priceDelta: 0 },
          { name: 'Descremada', priceDelta: 0 },
          { name: 'De almendras', priceDelta: 600 },
        ],
      },
      {
        name: 'Extras',
        minChoices: 0,
        maxChoices: 2,
        options: [
          { name: 'Shot extra de café', priceDelta: 800 },
          { name: 'Crema batida', priceDelta: 700 },
          { name: 'Jarabe de vainilla', priceDelta: 500 },
        ],
      },
    ],
  },
]
