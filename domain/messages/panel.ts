/** What shop owners may read: registration and the panel's forms and lists (signing in: auth.ts). Part of the one catalogue of messages (index.ts). */
import {
  MAX_DELIVERY_TIME_MINUTES,
  MAX_INTERVALS_PER_DAY,
  OPTION_CHOICES_MAX,
  OPTION_GROUP_NAME_MAX,
  OPTION_GROUPS_PER_PRODUCT_MAX,
  OPTION_NAME_MAX,
  OPTIONS_PER_GROUP_MAX,
  PAUSE_MINUTES_MAX,
} from '../constants'
import { WEEK_DAYS } from '../hours/rules'

export const PAUSE_REQUEST_MESSAGE = `Elegí por cuánto tiempo pausar los pedidos (entre 1 y ${PAUSE_MINUTES_MAX} minutos, o hasta mañana).`

export const WRONG_PASSWORD_MESSAGE = 'La contraseña actual no es correcta.'

/** Changing the account's email needs the current password (a stolen session cannot take over). */
export const EMAIL_CHANGE_PASSWORD_MESSAGE = 'Para cambiar el correo, ingresá tu contraseña actual.'

export const PASSWORD_FIELDS_MESSAGE = 'Completá la contraseña actual y la nueva.'

export const OPENING_HOURS_MESSAGE = 'Enviá los horarios de atención.'

export const TIME_MESSAGE = 'Ingresá horarios válidos, en formato HH:mm (por ejemplo 09:30).'

export const DAY_OF_WEEK_MESSAGE = 'El día de la semana no es válido.'

export const DUPLICATE_DAY_MESSAGE = 'Cada día puede aparecer una sola vez.'

export const TOO_MANY_INTERVALS_MESSAGE = `Podés cargar hasta ${MAX_INTERVALS_PER_DAY} horarios por día.`

export const DELIVERY_RADIUS_MESSAGE = 'Definí un radio de entrega válido (en km).'

export const DELIVERY_TIMES_MESSAGE =
  'Ingresá tiempos válidos. El máximo debe ser mayor o igual al mínimo.'

export const DELIVERY_OPTIONS_MESSAGE = 'Indicá qué opciones de entrega ofrecés.'

export const DELIVERY_TIME_LIMIT_MESSAGE = `El tiempo de entrega puede ser de hasta ${MAX_DELIVERY_TIME_MINUTES} minutos.`

export const PRODUCT_NOT_FOUND_MESSAGE = 'Producto no encontrado.'

export const DELIVERY_FAILED_MESSAGE = 'No se pudo enviar el código.'

export const UPDATE_ORDER_ERROR = 'Hubo un error al actualizar el estado del pedido.'

export const ORDERS_LOAD_ERROR = 'No se pudieron cargar los pedidos.'

/** 'Pausar pedidos' (docs/product.md#pause) could not be saved, or not be ended. */
export const PAUSE_ERROR = 'No pudimos pausar los pedidos. Probá de nuevo.'
export const RESUME_ERROR = 'No pudimos reanudar los pedidos. Probá de nuevo.'

export const STOCK_ERROR = 'No se pudo cambiar el estado de stock.'

export const SAVE_NEW_ERROR = 'Hubo un error al guardar el producto.'

export const PRODUCTS_LOAD_ERROR = 'No se pudieron cargar los productos.'

export const DELETE_PRODUCT_ERROR = 'Error al eliminar el producto.'

export const REGISTERED_MESSAGE = 'Registro exitoso. Iniciá sesión.'

export const RESEND_CAPTCHA_MESSAGE = 'Completá el reCAPTCHA antes de reenviar.'

export const RESENT_MESSAGE = 'Te enviamos un código nuevo.'

export const BUSINESS_LOAD_ERROR = 'Error al cargar los datos del comercio.'

export const DELIVERY_LOAD_ERROR = 'No se pudo cargar la configuración actual.'

export const DELIVERY_SAVE_ERROR = 'No se pudieron guardar los cambios.'

export const HOURS_LOAD_ERROR = 'No se pudieron cargar los horarios.'

export const HOURS_SAVE_ERROR = 'Error al guardar horarios.'

export const HOURS_SAVED_MESSAGE = 'Horarios guardados correctamente.'

export const LOGO_ERROR = 'Hubo un error al subir el logo.'

export const COVER_ERROR = 'Hubo un error al subir la portada.'

export const PASSWORD_CHANGED_MESSAGE = 'Contraseña actualizada correctamente.'

export const PASSWORD_ERROR = 'Error al cambiar la contraseña.'

export const LOGOUT_EVERYWHERE_ERROR = 'No se pudo cerrar sesión en todos los dispositivos.'

/** docs/product.md#errors settings messages shared by several tabs. */
export const SAVED_MESSAGE = 'Cambios guardados correctamente.'

export const SAVE_ERROR = 'Error al guardar los cambios.'

export const PROFILE_LOAD_ERROR = 'No se pudo cargar la información.'

export const CATEGORIES_LOAD_ERROR = 'No se pudieron cargar tus categorías.'

/**
 * A registration step's two fallbacks when the server gave no reason of its own: `failed` when it
 * answered a failure, `unexpected` when there was no answer at all.
 */
export const SEND_CODE_MESSAGES = {
  failed: DELIVERY_FAILED_MESSAGE,
  unexpected: 'Error inesperado. Intentá más tarde.',
}

export const VERIFY_MESSAGES = {
  failed: 'No se pudo verificar el código.',
  unexpected: 'Error al verificar el código.',
}

export const RESEND_MESSAGES = {
  failed: 'No se pudo reenviar el código.',
  unexpected: 'Error al reenviar el código.',
}

export const REGISTER_MESSAGES = {
  failed: 'No se pudo registrar el comercio.',
  unexpected: 'Error inesperado.',
}

export const REQUIRED_FIELD_MESSAGE = 'Este dato es obligatorio.'

export const LOCATION_REQUIRED_MESSAGE = 'Marcá la ubicación del local en el mapa.'

export const NAME_TAKEN_MESSAGE = 'Nombre no disponible'

export const EMAIL_TAKEN_MESSAGE = 'Correo ya registrado'

/** An optional amount of the delivery options that is not a number, or is negative. */
export const amountMessage = (label: string) => `${label}: ingresá un número válido (>= 0).`

export const amountLimitMessage = (label: string) => `${label}: puede ser de hasta $ 10.000.000.`

const dayName = (dayOfWeek: number) =>
  (WEEK_DAYS.find((d) => d.dayOfWeek === dayOfWeek)?.name ?? '').toLowerCase()

export const overlapMessage = (dayOfWeek: number) =>
  `Los horarios del ${dayName(dayOfWeek)} se superponen.`

export const PRODUCT_LOAD_ERROR = 'No se pudo cargar el producto.'

export const PRODUCT_CATEGORIES_FAILED_HINT =
  'No se pudieron cargar las categorías. Recargá la página.'

/** Short hints under the product form's required fields; the form's alert says the whole rule. */
export const PRODUCT_REQUIRED_HINTS = {
  name: 'Ingresá el nombre del producto.',
  price: 'Ingresá un precio mayor a $ 0.',
  categoryId: 'Elegí una categoría.',
} as const

export const DISCOUNT_HINT = 'Tiene que ser mayor a $ 0 y menor al precio.'

/** What the registration's shop step says of its name and email while it checks them. */
export const NAME_MESSAGES = {
  checking: 'Verificando nombre...',
  available: 'Nombre disponible',
  unavailable: NAME_TAKEN_MESSAGE,
}

export const EMAIL_MESSAGES = {
  checking: 'Verificando correo...',
  available: 'Correo disponible',
  unavailable: EMAIL_TAKEN_MESSAGE,
}

/** Why the registration's shop step cannot go on yet, one reason at a time. */
export const CONTINUE_REASONS = {
  bothEmpty: 'Completá el nombre y el correo para continuar.',
  checking: 'Esperá a que terminemos de verificar los datos.',
  nameEmpty: 'Completá el nombre del comercio para continuar.',
  nameUnavailable: 'Para continuar, elegí un nombre disponible.',
  emailEmpty: 'Completá tu correo para continuar.',
  emailInvalid: 'Para continuar, revisá el formato del correo.',
  emailTaken: 'Para continuar, usá un correo que no esté registrado.',
}

// ─── Option groups (docs/product.md#product-options) ──────────────────────────────────────────

export const OPTION_GROUP_NAME_MESSAGE = `Ingresá el nombre del grupo (hasta ${OPTION_GROUP_NAME_MAX} caracteres).`
export const OPTION_NAME_MESSAGE = `Ingresá el nombre de la opción (hasta ${OPTION_NAME_MAX} caracteres).`
export const OPTION_PRICE_MESSAGE = 'El precio adicional tiene que ser $ 0 o más.'
export const OPTION_CHOICES_MESSAGE = `La cantidad de opciones a elegir tiene que estar entre 0 y ${OPTION_CHOICES_MAX}.`
export const OPTION_MIN_OVER_MAX_MESSAGE = 'El mínimo a elegir no puede ser mayor que el máximo.'
export const OPTION_GROUP_EMPTY_MESSAGE = 'Agregá al menos una opción al grupo.'
export const OPTION_GROUP_TOO_MANY_MESSAGE = `Un grupo puede tener hasta ${OPTIONS_PER_GROUP_MAX} opciones.`
export const OPTION_GROUP_ID_MESSAGE = 'Uno de los grupos de opciones no es válido.'
export const OPTION_GROUPS_TOO_MANY_MESSAGE = `Un producto puede tener hasta ${OPTION_GROUPS_PER_PRODUCT_MAX} grupos de opciones.`
export const OPTION_GROUP_NOT_FOUND_MESSAGE = 'No encontramos ese grupo de opciones.'
export const OPTION_NOT_FOUND_MESSAGE = 'No encontramos esa opción.'
export const optionMaxOverOptionsMessage = (count: number) =>
  `El grupo tiene ${count} ${count === 1 ? 'opción' : 'opciones'}: no se pueden pedir más.`
export const requiredGroupAvailableMessage = (min: number) =>
  min === 1
    ? 'Un grupo obligatorio necesita al menos una opción disponible.'
    : `Un grupo obligatorio que pide ${min} opciones necesita al menos ${min} disponibles.`

// ─── Option groups in the product form and the products list ─────────────────────────────────

export const OPTION_GROUPS_LOAD_ERROR =
  'No se pudieron cargar tus grupos de opciones. Podés guardar el producto sin cambiar sus opciones.'
export const OPTIONS_INVALID_MESSAGE = 'Revisá las opciones marcadas en rojo.'
export const optionGroupSaveError = (name: string) =>
  `No se pudo guardar el grupo de opciones "${name}".`
export const PRODUCT_OPTIONS_SAVE_ERROR =
  'El producto se guardó, pero no se pudieron guardar sus opciones. Probá de nuevo.'
export const OPTION_STOCK_ERROR = 'No se pudo cambiar el stock de la opción.'

// ─── Cobros: how a shop gets paid (docs/product.md#payments) ─────────────────────────────────

export const PAYMENT_METHODS_REQUIRED_MESSAGE = 'Elegí al menos un medio de cobro.'

export const TRANSFER_ALIAS_MESSAGE =
  'El alias tiene de 6 a 20 caracteres: letras, números, punto (.) o guion (-).'

export const TRANSFER_CBU_MESSAGE =
  'El CVU o CBU tiene 22 números y el que ingresaste no es válido. Revisalo.'

export const TRANSFER_ACCOUNT_REQUIRED_MESSAGE =
  'Para cobrar por transferencia, ingresá tu alias o tu CVU/CBU.'

export const TRANSFER_HOLDER_MESSAGE =
  'Ingresá el nombre del titular de la cuenta (hasta 80 caracteres).'

export const MP_TOKEN_FORMAT_MESSAGE =
  'El access token de Mercado Pago empieza con APP_USR- o TEST- y no lleva espacios.'

export const MP_TOKEN_REQUIRED_MESSAGE =
  'Para cobrar con Mercado Pago, pegá el access token de tu cuenta.'

export const MP_WEBHOOK_SECRET_MESSAGE =
  'La clave secreta de las notificaciones tiene de 16 a 200 caracteres, sin espacios.'

export const MP_WEBHOOK_SECRET_REQUIRED_MESSAGE =
  'Para cobrar con Mercado Pago, pegá la clave secreta de sus notificaciones (webhooks).'

export const MP_TOKEN_REJECTED_MESSAGE =
  'Mercado Pago no reconoció ese access token. Revisalo y volvé a probar.'

export const MP_MARKED_BY_PROVIDER_MESSAGE =
  'Los pagos con Mercado Pago se marcan solos cuando Mercado Pago los confirma.'

export const PAID_FLAG_MESSAGE = 'Indicá si el pedido está pagado.'
export const PAYMENTS_LOAD_ERROR = 'No se pudieron cargar tus medios de cobro. Probá de nuevo.'

export const MP_TEST_ERROR =
  'No se pudo probar la conexión con Mercado Pago. Probá de nuevo en unos minutos.'

export const PAYMENT_UPDATE_ERROR = 'No se pudo cambiar el pago del pedido. Probá de nuevo.'

export const AMOUNT_MISMATCH_MESSAGE =
  'El monto pagado en Mercado Pago no coincide con el total: revisalo antes de preparar el pedido.'

// ─── Order notifications on this device (docs/product.md#push) ──────────────────────────────

export const PUSH_SUBSCRIPTION_MESSAGE =
  'Este navegador no dio una suscripción válida para avisos. Probá de nuevo o usá otro navegador.'

export const PUSH_SERVICE_MESSAGE =
  'Los avisos de este navegador pasan por un servicio que Barrio no usa. Probá con Chrome, Firefox, Edge o Safari.'

export const PUSH_ENABLE_ERROR =
  'No se pudieron activar los avisos en este dispositivo. Probá de nuevo.'
export const SALES_RANGE_MESSAGE = 'Elegí un período válido: hoy, 7 días o 30 días.'

export const SALES_LOAD_ERROR = 'No se pudieron cargar las ventas.'

/** docs/product.md#sales: Inicio without an accepted order in the period (not a failure). */
export const NO_SALES_MESSAGE = 'Todavía no hay ventas en este período.'
// ─── Order history (docs/product.md#order-history) ─────────────────────────────────────────────

export const ORDER_FROM_DATE_MESSAGE = 'La fecha "Desde" no es válida. Escribila como dd/mm/aaaa.'
export const ORDER_TO_DATE_MESSAGE = 'La fecha "Hasta" no es válida. Escribila como dd/mm/aaaa.'
export const ORDER_RANGE_MESSAGE = 'La fecha "Desde" no puede ser posterior a la fecha "Hasta".'
export const ORDER_STATUS_FILTER_MESSAGE = 'Elegí un estado: Pendiente, Aceptado o Rechazado.'
export const orderSearchLongMessage = (max: number) =>
  `La búsqueda puede tener hasta ${max} caracteres.`
export const ORDER_VIEW_MESSAGE = 'La vista de pedidos no es válida.'
export const orderExportTooLargeMessage = (max: string) =>
  `Hay más de ${max} pedidos con estos filtros. Elegí un rango de fechas más corto para exportarlos.`
export const ORDER_EXPORT_ERROR = 'No se pudo descargar el archivo de pedidos.'
export const ORDER_SUMMARY_ERROR = 'No se pudieron calcular los totales.'

// ─── Kitchen tickets (docs/product.md#tickets) ──────────────────────────────────────────────────

export const PRINT_TICKET_ERROR = 'No se pudo preparar el ticket para imprimir. Probá de nuevo.'

/** docs/product.md#plan-payments: paying the plan from /business/planes. */
export const PLAN_PAYMENTS_UNAVAILABLE_MESSAGE =
  'Por ahora no se puede pagar el plan con Mercado Pago. Escribinos y te ayudamos a activarlo.'

export const PLAN_LOAD_ERROR = 'No se pudo cargar tu plan.'

export const PLAN_PAYMENT_REJECTED_MESSAGE =
  'Mercado Pago no aprobó el pago. Tu plan no cambió: podés probar de nuevo.'

export const PLAN_RECEIPT_NOT_FOUND_MESSAGE = 'No encontramos este comprobante.'
// ─── The order gate, as the owner reads it (docs/product.md#plan-payments, #operators) ──────────

export const suspendedShopMessage = (reason: string, contact: string) =>
  `Tu comercio está suspendido: ${reason}. Escribinos a ${contact}.`
export const SUSPENDED_SHOP_DETAIL =
  'Mientras tanto no aparece en el directorio, su menú dice que no está disponible y no recibe pedidos.'
export const TRIAL_OVER_MESSAGE =
  'Terminó tu período de prueba: tu comercio no está tomando pedidos.'
export const graceOverMessage = (expired: string) =>
  `Tu plan venció el ${expired} y terminó el período de gracia: tu comercio no está tomando pedidos.`
export const ORDERS_STOPPED_DETAIL =
  'Tu menú sigue visible. Pagá el plan para volver a recibir pedidos.'
export const trialUntilMessage = (until: string) =>
  `Período de prueba: recibís pedidos hasta el ${until}.`
export const graceUntilMessage = (until: string) =>
  `Tu plan venció. Seguís recibiendo pedidos hasta el ${until}; después, tu comercio deja de tomarlos hasta que pagues.`

// docs/product.md#team: Equipo, invitations and Actividad.
export const MEMBER_NAME_MESSAGE = 'Escribí tu nombre (de 2 a 60 caracteres).'
export const MEMBER_ROLE_MESSAGE = 'Elegí un rol: Encargado o Cocina / Caja.'
export const INVITATION_LINK_MESSAGE =
  'La invitación es inválida, ya se usó o venció. Pedile al dueño una nueva.'
export const EMAIL_HAS_ACCOUNT_MESSAGE =
  'Ese correo ya tiene una cuenta en Barrio. Invitá otro correo.'
export const INVITATION_PENDING_MESSAGE =
  'Ya hay una invitación abierta para ese correo. Podés reenviarla.'
export const MEMBER_NOT_FOUND_MESSAGE = 'Ese miembro ya no está en el equipo.'
export const INVITATION_NOT_FOUND_MESSAGE = 'Esa invitación ya no existe.'
export const ROLE_DESCRIPTIONS = {
  manager:
    'Pedidos, productos, categorías, horarios, entrega, menú QR, cifras y Actividad. No ve Cobros, el plan ni el equipo.',
  staff:
    'Para la cocina o la caja: pedidos, pausa y stock de productos. No ve la configuración ni las cifras.',
} as const
export const SESSIONS_END_NOW_MESSAGE =
  'Sus sesiones terminan ahora: tiene que volver a entrar en todos sus dispositivos.'
export const TEAM_LOAD_ERROR = 'No pudimos cargar tu equipo. Probá de nuevo.'
export const INVITE_ERROR = 'No pudimos enviar la invitación. Probá de nuevo.'
export const invitationSentMessage = (email: string) => `Le enviamos la invitación a ${email}.`
export const invitationResentMessage = (email: string) => `Le enviamos un enlace nuevo a ${email}.`
export const INVITATION_CANCELLED_MESSAGE = 'Cancelaste la invitación.'
export const memberRemovedMessage = (name: string) => `${name} ya no es parte del equipo.`
export const roleChangedMessage = (name: string, role: string) => `${name} ahora es ${role}.`
export const TEAM_ACTION_ERROR = 'No pudimos guardar el cambio. Probá de nuevo.'
export const ACTIVITY_LOAD_ERROR = 'No pudimos cargar la actividad del equipo. Probá de nuevo.'
export const INVITATION_ACCEPT_ERROR = 'No pudimos crear tu cuenta. Probá de nuevo.'
export const OWNER_NOT_EDITABLE_MESSAGE =
  'Al dueño no se lo puede quitar del equipo ni cambiar de rol.'
export const INVITATIONS_LIMIT_MESSAGE =
  'Enviaste muchas invitaciones en poco tiempo. Probá de nuevo más tarde.'
export const INVITATION_MAIL_FAILED_MESSAGE =
  'La invitación quedó guardada, pero no se pudo enviar el correo. Probá reenviarla en un rato.'

// docs/product.md#answer-in-time, #busy, #scheduled-orders: the timer and scheduling settings.
export const RESPOND_MINUTES_MESSAGE = 'Elegí en cuántos minutos responder (de 1 a 60).'
export const AUTO_REJECT_MINUTES_MESSAGE =
  'El rechazo automático va después de «Responder en» y hasta 240 minutos.'
export const PREPARATION_MINUTES_MESSAGE = 'El tiempo de preparación va de 1 a 240 minutos.'
export const SLOT_CAPACITY_MESSAGE = 'La capacidad por franja va de 1 a 100 pedidos.'
export const BUSY_MINUTES_MESSAGE = 'Elegí cuánto tiempo sumar: 15, 30 o 45 minutos.'
export const BUSY_UNTIL_MESSAGE = 'Elegí hasta qué hora, dentro de las próximas 24 horas.'
export const BUSY_ERROR = 'No se pudo activar «Mucho trabajo». Probá de nuevo.'
export const BUSY_END_ERROR = 'No se pudo terminar «Mucho trabajo». Probá de nuevo.'
export const ORDER_SETTINGS_LOAD_ERROR = 'No se pudieron cargar los ajustes de pedidos.'
export const ORDER_SETTINGS_SAVE_ERROR = 'No se pudieron guardar los ajustes de pedidos.'
