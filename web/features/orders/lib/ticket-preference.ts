import { keepStored, readStored, type DeviceStorage } from '../../../lib/device-storage'

/**
 * How this device prints kitchen tickets (docs/product.md#tickets): whether accepting an order here
 * prints its ticket, and the width of the thermal paper. Per device, like the chime: the kitchen
 * tablet next to the printer prints, the owner's phone does not.
 */
export const TICKET_AUTO_PRINT_KEY = 'barrioTicketAutoPrint'
export const TICKET_WIDTH_KEY = 'barrioTicketWidth'

/** Thermal paper rolls, in millimetres. */
export const TICKET_WIDTHS = [58, 80] as const
export type TicketWidth = (typeof TICKET_WIDTHS)[number]

export interface TicketPreference {
  autoPrint: boolean
  width: TicketWidth
}

/** Until this device chooses: off, on 80 mm paper (a device prints only once asked to). */
export function readTicketPreference(storage?: DeviceStorage): TicketPreference {
  return {
    autoPrint: readStored(TICKET_AUTO_PRINT_KEY, storage) === 'on',
    width: readStored(TICKET_WIDTH_KEY, storage) === '58' ? 58 : 80,
  }
}

export function saveTicketPreference(preference: TicketPreference, storage?: DeviceStorage) {
  keepStored(TICKET_AUTO_PRINT_KEY, preference.autoPrint ? 'on' : 'off', storage)
  keepStored(TICKET_WIDTH_KEY, String(preference.width), storage)
}
