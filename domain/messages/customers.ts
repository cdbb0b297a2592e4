/*
 * Clientes and customers' data (docs/product.md#customers, docs/product.md#personal-data): the
 * panel's words about a shop's customers. Kept apart from panel.ts so they load with Clientes only
 * (docs/decisions/0006-bundle-driven-splits.md).
 */

export const CUSTOMERS_LOAD_ERROR = 'No pudimos cargar los clientes. Probá de nuevo.'
export const CUSTOMERS_EXPORT_ERROR = 'No se pudo descargar el archivo de clientes.'
export const CUSTOMER_PHONE_MESSAGE = 'Indicá el teléfono del cliente tal como figura en la lista.'
export const RETENTION_MONTHS_MESSAGE =
  'Elegí cuánto tiempo guardar los datos de clientes: entre 6 meses y 10 años.'
export const CUSTOMER_ANONYMIZE_ERROR = 'No pudimos anonimizar al cliente. Probá de nuevo.'
export const PRIVACY_SAVE_ERROR = 'No pudimos guardar cuánto tiempo se guardan los datos.'
