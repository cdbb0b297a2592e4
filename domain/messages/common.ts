/** What any screen says when a call fails or the screen itself cannot be shown. Part of the one catalogue of messages (index.ts). */

export const NETWORK_ERROR_MESSAGE = 'No hay conexión. Revisá tu internet y probá de nuevo.'

export const UNEXPECTED_ERROR_MESSAGE = 'Ocurrió un error inesperado.'

export const PAGE_FAILED_MESSAGE = 'No pudimos mostrar esta página. Probá recargarla.'

/** One part of a screen (a card, a chart) that could not be drawn while the rest of it could. */
export const WIDGET_FAILED_MESSAGE = 'No pudimos mostrar esto.'
