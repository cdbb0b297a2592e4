// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePlainForm } from './usePlainForm'

const FIELDS = ['name', 'street', 'pay'] as const
type Values = Record<(typeof FIELDS)[number], string>

/** A form like the checkout's: an async check, a field that can leave the screen, a radio group outside the form. */
function Sample({
  check,
  send,
}: {
  check: (values: Values) => Promise<{ field: string; message: string }[]>
  send: (values: Values) => Promise<void>
}) {
  const [withStreet, setWithStreet] = useState(true)
  const { attach, onSubmit, onChange, values, messageOf, set } = usePlainForm(
    FIELDS,
    (values) =>
      check(values) as Promise<{ field: (typeof FIELDS)[number] | 'root'; message: string }[]>,
    send,
    { name: 'Ana', pay: 'CASH' },
  )
  return (
    <>
      <form
        id="f"
        ref={attach}
        onSubmit={(event) => void onSubmit(event)}
        onChange={onChange}
        noValidate
      >
        <label>
          Nombre
          <input name="name" defaultValue={values.name} />
        </label>
        <p>Nombre: {messageOf('name')}</p>
        {withStreet && (
          <label>
            Calle
            <input name="street" defaultValue={values.street} />
          </label>
        )}
        <p>Calle: {messageOf('street')}</p>
        <p>Formulario: {messageOf('root')}</p>
        <button type="submit">Enviar</button>
      </form>
      <fieldset onChange={onChange}>
        {['CASH', 'TRANSFER'].map((method) => (
          <label key={method}>
            {method}
            <input
              type="radio"
              form="f"
              name="pay"
              value={method}
              defaultChecked={values.pay === method}
            />
          </label>
        ))}
      </fieldset>
      <p>Pago: {messageOf('pay')}</p>
      <button onClick={() => setWithStreet((on) => !on)}>Retiro</button>
      <button onClick={() => set('street', 'Av. Colón')}>Mapa</button>
    </>
  )
}

afterEach(cleanup)

describe('usePlainForm', () => {
  it('shows every message the async check finds, focuses the first, and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve())
    const check = vi.fn(async () => [
      { field: 'pay', message: 'Elegí cómo pagás.' },
      { field: 'street', message: 'Falta la calle.' },
    ])
    render(<Sample check={check} send={send} />)
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Calle: Falta la calle.')).toBeTruthy()
    expect(screen.getByText('Pago: Elegí cómo pagás.')).toBeTruthy()
    // A radio group gets the focus on its first choice.
    expect(document.activeElement).toBe(screen.getByLabelText('CASH'))
    expect(send).not.toHaveBeenCalled()
  })

  it('shows a problem of the whole form at root, with no field focused', async () => {
    const send = vi.fn(() => Promise.resolve())
    render(<Sample check={async () => [{ field: 'root', message: 'Sin conexión.' }]} send={send} />)
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Formulario: Sin conexión.')).toBeTruthy()
    expect(document.activeElement).toBe(document.body)
    expect(send).not.toHaveBeenCalled()
  })

  it('reads controls outside the form, and keeps what a field off screen had', async () => {
    const send = vi.fn((_values: Values) => Promise.resolve())
    render(<Sample check={async () => []} send={send} />)
    fireEvent.change(screen.getByLabelText('Calle'), { target: { value: 'Obispo Trejo' } })
    fireEvent.click(screen.getByLabelText('TRANSFER'))
    fireEvent.click(screen.getByRole('button', { name: 'Retiro' }))
    expect(screen.queryByLabelText('Calle')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(send.mock.calls[0][0]).toEqual({ name: 'Ana', street: 'Obispo Trejo', pay: 'TRANSFER' })
    // Back on screen, the field shows what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Retiro' }))
    expect((screen.getByLabelText('Calle') as HTMLInputElement).value).toBe('Obispo Trejo')
  })

  it('writes a value set from outside into its field, and checks again once submitted', async () => {
    const check = vi.fn(async (values: Values) =>
      values.street ? [] : [{ field: 'street', message: 'Falta la calle.' }],
    )
    const send = vi.fn((_values: Values) => Promise.resolve())
    render(<Sample check={check} send={send} />)
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Calle: Falta la calle.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Mapa' }))
    expect((screen.getByLabelText('Calle') as HTMLInputElement).value).toBe('Av. Colón')
    await waitFor(() => expect(screen.queryByText('Calle: Falta la calle.')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(send.mock.calls[0][0]).toMatchObject({ street: 'Av. Colón' })
  })
})
