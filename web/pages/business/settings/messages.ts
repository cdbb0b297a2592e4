/** docs/product.md#errors settings messages shared by several tabs. */
export const SAVED_MESSAGE = 'Cambios guardados correctamente.'
export const SAVE_ERROR = 'Error al guardar los cambios.'
export const PROFILE_LOAD_ERROR = 'No se pudo cargar la información.'
