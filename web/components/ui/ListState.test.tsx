// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ListState, type ListQuery } from './ListState'

afterEach(cleanup)

const query = (over: Partial<ListQuery> = {}): ListQuery => ({
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...over,
})

function show(q: ListQuery, extra: { failed?: boolean; isEmpty?: boolean } = {}) {
  const list = vi.fn(() => <ul aria-label="Cosas" />)
  render(
    <ListState
      query={q}
      failed={extra.failed}
      loadingLabel="Cargando cosas..."
      skeleton={<p>esqueleto</p>}
      errorMessage="No se pudieron cargar las cosas."
      isEmpty={extra.isEmpty ?? false}
      empty={<p>No hay cosas.</p>}
    >
      {list}
    </ListState>,
  )
  return list
}

describe('ListState', () => {
  it('shows the skeleton as a busy status while the first load runs, and not the list', () => {
    const list = show(query({ isPending: true }))
    expect(screen.getByRole('status', { name: 'Cargando cosas...' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    expect(screen.getByText('esqueleto')).toBeVisible()
    expect(list).not.toHaveBeenCalled()
  })

  it('shows the error with Reintentar, which loads again', () => {
    const q = query({ isError: true })
    const list = show(q)
    expect(screen.getByText('No se pudieron cargar las cosas.')).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(q.refetch).toHaveBeenCalledTimes(1)
    expect(list).not.toHaveBeenCalled()
  })

  it('keeps the list when the caller says the error need not replace it', () => {
    show(query({ isError: true }), { failed: false })
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull()
    expect(screen.getByRole('list', { name: 'Cosas' })).toBeInTheDocument()
  })

  it('shows the empty state, or else the list', () => {
    show(query(), { isEmpty: true })
    expect(screen.getByText('No hay cosas.')).toBeVisible()
    expect(screen.queryByRole('list')).toBeNull()
    cleanup()
    show(query())
    expect(screen.getByRole('list', { name: 'Cosas' })).toBeInTheDocument()
    expect(screen.queryByText('No hay cosas.')).toBeNull()
  })
})
