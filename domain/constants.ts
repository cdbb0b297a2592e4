/** Business constants of docs/product.md#limits, shared by server and web. */

export const TIME_ZONE = 'America/Argentina/Buenos_Aires'
export const LOCALE = 'es-AR'
export const CURRENCY = 'ARS'

/** Where people write to Barrio: the legal texts and the account mails name it. */
export const CONTACT_EMAIL = 'hola@barrio.com.ar'

export const STARTER_PLAN = {
  id: 'starter',
  name: 'Starter',
  /** 25.000 ARS per month, in centavos. */
  monthlyPrice: 25_000_00,
  features: [
    'Pedidos ilimitados vía WhatsApp',
    'Menú QR personalizable',
    'Productos y categorías ilimitados',
    'Imagen y logo del comercio',
    'Estadísticas básicas',
  ],
} as const

/** Name shown for a plan id stored on the business ('starter' → 'Starter'). */
export function planLabel(plan: string | null | undefined): string {
  return plan === STARTER_PLAN.id ? STARTER_PLAN.name : DEFAULT_PLAN_LABEL
}

export const DEFAULT_BUSINESS_NAME = 'Tu negocio'
export const DEFAULT_PLAN_LABEL = 'Sin plan'
export const LOGIN_SETTLING_DELAY_MS = 3000
export const TOKEN_STORAGE_KEY = 'token'

export const RESEND_COOLDOWN_SECONDS = 30
export const CHECK_DEBOUNCE_MS = 500
export const VERIFICATION_CODE_LENGTH = 6
export const PHONE_MIN_DIGITS = 10
export const PHONE_PREFIX = '+549'
export const TAX_ID_DIGITS = 11
export const PASSWORD_MIN_LENGTH = 8

export const DEFAULT_DELIVERY_RADIUS_KM = 5
export const MIN_DELIVERY_RADIUS_KM = 1
export const MIN_DELIVERY_TIME_MINUTES = 1
export const MIN_QUANTITY = 1
/** Units of one product in one order line; beyond it a typo is likelier than an order. */
export const MAX_QUANTITY = 99

export const OPENS_SOON_THRESHOLD_MINUTES = 60
export const ORDER_ID_DISPLAY_LENGTH = 8

export const QR_SIZE = 200
export const PRINT_WINDOW_SIZE = 800
export const PRINT_DELAY_MS = 500
export const TOP_BAR_SCROLL_THRESHOLD_PX = 100

export const DEFAULT_MAP_CENTER = { lat: -31.417, lng: -64.183 } as const
export const DEFAULT_MAP_ZOOM = 14
export const ADDRESS_DIALOG_MAP_ZOOM = 16

export const PRESET_CATEGORY_IMAGES = [
  'bebidas',
  'carnes',
  'cafeteria',
  'guarniciones',
  'infantil',
  'mexicana',
  'minutas',
  'pastas',
  'pescados',
  'postres',
  'promociones',
  'sushi',
] as const
export type PresetCategoryImage = (typeof PRESET_CATEGORY_IMAGES)[number]

export function presetImageUrl(name: PresetCategoryImage): string {
  return `/presets/${name}.jpg`
}

/**
 * The small copy of a preset picture (128×96, for a 64×48 thumbnail at twice the density), or the
 * address itself for any other picture: a QR menu's category rows load a tenth of the bytes.
 */
export function thumbnailUrl(url: string): string {
  const preset = url.match(/^\/presets\/([a-z]+)\.jpg$/)
  return preset && (PRESET_CATEGORY_IMAGES as readonly string[]).includes(preset[1])
    ? `/presets/${preset[1]}-thumb.webp`
    : url
}

export const MAX_ORDER_LINES = 50

export const NOTE_MAX = 280

export const ADDRESS_FIELD_MAX = 120

export const IDEMPOTENCY_KEY_MIN = 8

export const IDEMPOTENCY_KEY_MAX = 100

export const MAX_INTERVALS_PER_DAY = 6

export const EXPLORE_MAX_LIMIT = 100

export const MAX_DELIVERY_TIME_MINUTES = 240

/** The longest pause of orders the API takes in minutes: a day (docs/product.md#pause). */
export const PAUSE_MINUTES_MAX = 24 * 60

export const PRODUCT_NAME_MAX = 120

export const PRODUCT_DESCRIPTION_MAX = 1000

export const CATEGORY_NAME_MAX = 60

/** $ 10.000.000 in centavos: far above any shop's price, and inside a PostgreSQL integer. */
export const MAX_PRICE = 1_000_000_000

export const PLACE_QUERY_MIN_LENGTH = 3

export const PLACE_QUERY_MAX_LENGTH = 120

/** Product options (docs/product.md#product-options). */
export const OPTION_GROUP_NAME_MAX = 60
export const OPTION_NAME_MAX = 60
export const OPTIONS_PER_GROUP_MAX = 30
export const OPTION_GROUPS_PER_PRODUCT_MAX = 10
/** A group's 'elegí hasta N' is at most this many (a dozen empanadas of twelve flavours fits). */
export const OPTION_CHOICES_MAX = 24
