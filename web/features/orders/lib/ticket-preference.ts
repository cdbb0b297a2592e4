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

/** Off, on 80 mm paper: a device prints only once someone here asked for it. */
export const DEFAULT_TICKET_PREFERENCE: TicketPreference = { autoPrint: false, width: 80 }

type Store = Pick<Storage, 'getItem' | 'setItem'>

export function readTicketPreference(storage: Store = localStorage): TicketPreference {
  try {
    return {
      autoPrint: storage.getItem(TICKET_AUTO_PRINT_KEY) === 'on',
      width: storage.getItem(TICKET_WIDTH_KEY) === '58' ? 58 : 80,
    }
  } catch {
    // Storage blocked (private mode in some browsers): the default.
    return DEFAULT_TICKET_PREFERENCE
  }
}

export function saveTicketPreference(preference: TicketPreference, storage: Store = localStorage) {
  try {
    storage.setItem(TICKET_AUTO_PRINT_KEY, preference.autoPrint ? 'on' : 'off')
    storage.setItem(TICKET_WIDTH_KEY, String(preference.width))
  } catch {
    // Not kept across visits; the choice still holds for this one.
  }
}
