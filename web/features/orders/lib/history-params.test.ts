import { describe, expect, it } from 'vitest'
import {
  ORDER_FROM_DATE_MESSAGE,
  ORDER_RANGE_MESSAGE,
  ORDER_TO_DATE_MESSAGE,
} from '../../../../domain/messages/panel'
import {
  apiQuery,
  filterOf,
  formOf,
  historySearch,
  isHistoryView,
  readHistoryFilter,
} from './history-params'

describe('the Historial in the address (docs/product.md#order-history)', () => {
  it('reads the view and the filters, leaving out what is no filter', () => {
    const params = new URLSearchParams(
      'vista=historial&desde=2026-03-01&hasta=2026-03-31&estado=aceptado&q=%20luc%C3%ADa%20',
    )
    expect(isHistoryView(params)).toBe(true)
    expect(readHistoryFilter(params)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      status: 'ACCEPTED',
      q: 'lucía',
    })
    expect(
      readHistoryFilter(new URLSearchParams('desde=01/03/2026&hasta=2026-02-30&estado=ACCEPTED')),
    ).toEqual({})
    // A range backwards keeps its start.
    expect(readHistoryFilter(new URLSearchParams('desde=2026-03-10&hasta=2026-03-01'))).toEqual({
      from: '2026-03-10',
    })
    expect(isHistoryView(new URLSearchParams())).toBe(false)
  })

  it('writes the filters back in Spanish, and to the API in its own words', () => {
    const filter = { from: '2026-03-01', to: '2026-03-31', status: 'REJECTED' as const, q: 'ana' }
    expect(historySearch(filter).toString()).toBe(
      'vista=historial&desde=2026-03-01&hasta=2026-03-31&estado=rechazado&q=ana',
    )
    expect(readHistoryFilter(historySearch(filter))).toEqual(filter)
    expect(apiQuery(filter, { limit: '50' })).toBe(
      'from=2026-03-01&to=2026-03-31&status=REJECTED&q=ana&limit=50',
    )
    expect(historySearch({}).toString()).toBe('vista=historial')
  })

  it('reads the form: days typed dd/mm/aaaa, with the API’s messages when they are not days', () => {
    expect(formOf({ from: '2026-03-01', status: 'PENDING' })).toEqual({
      from: '01/03/2026',
      to: '',
      status: 'PENDING',
      q: '',
    })
    expect(filterOf({ from: '1/3/2026', to: '2026-03-31', status: '', q: ' #abcd ' })).toEqual({
      filter: { from: '2026-03-01', to: '2026-03-31', q: '#abcd' },
    })
    expect(filterOf({ from: '30/02/2026', to: 'mañana', status: '', q: '' })).toEqual({
      errors: { from: ORDER_FROM_DATE_MESSAGE, to: ORDER_TO_DATE_MESSAGE },
    })
    expect(filterOf({ from: '10/03/2026', to: '09/03/2026', status: '', q: '' })).toEqual({
      errors: { to: ORDER_RANGE_MESSAGE },
    })
  })
})
