// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

// The customer pages adopt their HTML on Preact's compatible runtime (vite.customer.config.ts):
// so does this suite.
vi.mock('react', async () => await import('preact/compat'))
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'))
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'))
vi.mock('react-dom/client', async () => await import('preact/compat/client'))

const { useState } = await import('react')
const { hydrateRoot, createRoot } = await import('react-dom/client')
const { Later, adoptInSteps } = await import('./Later')

/** The parts drawn so far, in order. */
let drawn: string[] = []

function Part({ name }: { name: string }) {
  const [open, setOpen] = useState(false)
  drawn.push(name)
  return (
    <section>
      <button type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {name}
      </button>
    </section>
  )
}

const Page = () => (
  <main>
    <h1>Menú</h1>
    <Later>
      <Part name="Empanadas" />
    </Later>
    <Later>
      <Part name="Bebidas" />
    </Later>
  </main>
)

// As the server draws it (React marks each Suspense boundary with a pair of comments).
const part = (name: string) =>
  `<!--$--><section><button type="button" aria-expanded="false">${name}</button></section><!--/$-->`
const SERVER_HTML = `<main><h1>Menú</h1>${part('Empanadas')}${part('Bebidas')}</main>`

/** Runs the browser's next task (a timer, the steps' way of yielding where scheduler.yield is missing). */
const nextTask = () => vi.advanceTimersToNextTimerAsync()

afterEach(() => {
  vi.useRealTimers()
  drawn = []
  document.body.innerHTML = ''
})

describe('adopting a server-drawn page in steps', () => {
  it('adopts each part in a task of its own, keeping the nodes the server drew', async () => {
    vi.useFakeTimers()
    const root = document.createElement('div')
    root.innerHTML = SERVER_HTML
    document.body.append(root)
    const sections = [...root.querySelectorAll('section')]

    const adopted = adoptInSteps(() => hydrateRoot(root, <Page />))
    // The first task adopts the page around the parts, which stay on screen as drawn.
    expect(drawn).toEqual([])
    expect(root.querySelectorAll('section')).toHaveLength(2)
    await nextTask()
    expect(drawn).toEqual(['Empanadas'])
    await nextTask()
    expect(drawn).toEqual(['Empanadas', 'Bebidas'])
    await adopted

    // Nothing drawn twice, nothing replaced: the same nodes, now answering taps.
    expect([...root.querySelectorAll('section')]).toEqual(sections)
    expect(root.querySelectorAll('button')).toHaveLength(2)
    sections[1]!.querySelector('button')!.click()
    await nextTask()
    expect(sections[1]!.querySelector('button')).toHaveAttribute('aria-expanded', 'true')
    expect(sections[0]!.querySelector('button')).toHaveAttribute('aria-expanded', 'false')
  })

  it('draws the parts at once when the page is not being adopted', () => {
    const root = document.createElement('div')
    document.body.append(root)
    createRoot(root).render(<Page />)
    expect(drawn).toEqual(['Empanadas', 'Bebidas'])
    expect(root.querySelectorAll('section')).toHaveLength(2)
  })
})
