import { formatPesos } from '../money/rules'
import type { RepeatChange } from '../orders/repeat'

/*
 * 'Repetir pedido' (docs/product.md#repeat-order): what the customer reads before the checkout when
 * the order they repeat changed since it was sold. Kept apart from customer.ts: only the repeat's
 * own dialog, loaded on the click, carries these words.
 */

/** One change of one line, e.g. 'Milanesa: ahora $ 13.500 (antes $ 12.500)'. */
export function repeatChangeText(product: string, change: RepeatChange): string {
  switch (change.kind) {
    case 'PRICE':
      return `${product}: ahora ${formatPesos(change.after)} (antes ${formatPesos(change.before)})`
    case 'PRODUCT_GONE':
      return `${product} ya no está disponible`
    case 'OUT_OF_STOCK':
      return `${product} no tiene stock por ahora`
    case 'OPTION_GONE':
      return `${product}: la opción ${change.option} ya no se ofrece`
    case 'OPTION_UNAVAILABLE':
      return `${product}: la opción ${change.option} no está disponible por ahora`
    case 'CHOICES_INVALID':
      return `${product}: sus opciones cambiaron, elegilas de nuevo en el menú`
  }
}

export const REPEAT_CHANGED_TITLE = 'Tu pedido cambió desde la última vez'

export const REPEAT_CHANGED_INTRO = 'Los precios son los de hoy. Revisá antes de confirmar:'

export const REPEAT_NOTHING_LEFT_TITLE = 'No se puede repetir este pedido'

export const REPEAT_NOTHING_LEFT_INTRO = 'Ninguno de sus productos se puede pedir hoy:'

export const REPEAT_FAILED_MESSAGE =
  'No pudimos repetir el pedido. Revisá tu conexión y probá de nuevo.'

/** Said when the shop's cart had other products: the order took their place. */
export const cartReplacedText = (shop: string) => `Tu carrito de ${shop} se reemplazó.`
