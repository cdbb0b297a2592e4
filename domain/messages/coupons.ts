import { formatPesos, type Centavos } from '../money/rules'

/*
 * Coupons (docs/product.md#coupons): why the checkout refuses one, and the panel's form. Kept apart
 * from customer.ts so the words load with the coupon's parts only
 * (docs/decisions/0006-bundle-driven-splits.md).
 */

/** A code no coupon of the shop has, or one the shop deleted. */
export const COUPON_NOT_FOUND_MESSAGE = 'No encontramos ese cupón. Revisá el código.'
/** What a coupon's refusal says when nothing more precise is known. */
export const COUPON_REFUSED_MESSAGE = 'Este cupón no se puede usar en este pedido.'
export const COUPON_INACTIVE_MESSAGE = 'Este cupón no está activo.'
export const COUPON_EXPIRED_MESSAGE = 'El cupón venció.'
export const couponNotYetMessage = (from: string) => `El cupón vale desde el ${from}.`
export const couponMinimumMessage = (minimum: Centavos) =>
  `El pedido mínimo para este cupón es ${formatPesos(minimum)}.`
export const COUPON_DELIVERY_ONLY_MESSAGE = 'Este cupón es solo para pedidos con envío.'
export const COUPON_PICKUP_ONLY_MESSAGE =
  'Este cupón es solo para pedidos que se retiran en el local.'
export const COUPON_FIRST_ORDER_MESSAGE = 'Este cupón es solo para el primer pedido.'
export const COUPON_USED_UP_MESSAGE = 'Este cupón ya se usó todas las veces posibles.'
export const couponPerPhoneMessage = (uses: number) =>
  uses === 1
    ? 'Ya usaste este cupón con este teléfono.'
    : `Ya usaste este cupón las ${uses} veces que permite con este teléfono.`

// ─── The panel's form ──────────────────────────────────────────────────────────────────────────

export const COUPON_CODE_MESSAGE =
  'El código debe tener de 3 a 20 letras o números, sin espacios (puede llevar - o _).'
export const COUPON_CODE_TAKEN_MESSAGE = 'Ya tenés un cupón con ese código.'
export const COUPON_KIND_MESSAGE = 'Elegí si el cupón descuenta un porcentaje o un monto fijo.'
export const COUPON_PERCENT_MESSAGE = 'El porcentaje debe ser un número entero entre 1 y 100.'
export const COUPON_AMOUNT_MESSAGE = 'El monto de descuento debe ser mayor a $ 0.'
export const COUPON_MIN_ORDER_MESSAGE = 'El pedido mínimo debe ser un monto válido.'
export const COUPON_USES_MESSAGE = 'Los usos deben ser un número entero entre 1 y 100.000.'
export const COUPON_DATES_MESSAGE = 'La fecha de fin debe ser posterior a la de inicio.'
export const COUPON_DATE_MESSAGE = 'Elegí una fecha válida.'
export const COUPON_METHODS_MESSAGE = 'Elegí si vale para envíos, para retirar o para ambos.'

/** 'Tengo un cupón' asked too often from one connection: codes are not guessed by trying them. */
export const COUPON_CHECKS_MESSAGE =
  'Probaste demasiados cupones seguidos. Esperá unos minutos y volvé a probar.'

// ─── The panel's list and the checkout's field ─────────────────────────────────────────────────

export const COUPONS_LOAD_ERROR = 'No pudimos cargar tus cupones.'
export const COUPON_SAVE_ERROR = 'No pudimos guardar el cupón. Probá de nuevo.'
export const COUPON_DELETE_ERROR = 'No pudimos eliminar el cupón. Probá de nuevo.'
export const COUPON_CHECK_ERROR =
  'No pudimos revisar el cupón. Revisá tu conexión y probá de nuevo.'
