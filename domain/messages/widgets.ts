/** What the shared widgets say when they fail or refuse: the image picker, the captcha and the address search. Apart from common.ts so only the screens that show them load it (docs/decisions/0006-bundle-driven-splits.md). Part of the one catalogue of messages (index.ts). */

export const IMAGE_TYPE_MESSAGE = 'Elegí un archivo de imagen (JPG, PNG o WebP).'

export const IMAGE_TOO_BIG_MESSAGE = 'La imagen puede pesar hasta 8 MB.'

export const CAPTCHA_VERIFY_FAILED_MESSAGE = 'No se pudo verificar. Probá de nuevo.'

export const CAPTCHA_EXPIRED_MESSAGE = 'La verificación venció. Marcala de nuevo.'

export const CAPTCHA_LOAD_FAILED_MESSAGE = 'No pudimos cargar la verificación de seguridad.'

export const ADDRESS_SEARCH_FAILED_MESSAGE =
  'No pudimos buscar direcciones ahora. Completá los datos a mano y marcá el local en el mapa.'

export const ADDRESS_SEARCH_EMPTY_MESSAGE =
  'No encontramos esa dirección. Completala a mano y marcá el local en el mapa.'

/** The copy button (an alias, a CVU, an address) when the browser refuses the clipboard. */
export const COPY_FAILED_MESSAGE = 'No se pudo copiar: mantené apretado el texto para copiarlo.'
