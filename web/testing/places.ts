import type { SavedLocation } from '../lib/location'

/** A saved customer location in Córdoba (the address dialog's answer for 'Av. Colón 1045'). */
export const AV_COLON: SavedLocation = {
  street: 'Av. Colón',
  number: '1045',
  city: 'Córdoba',
  province: 'Córdoba',
  lat: -31.4112,
  lng: -64.1972,
}
