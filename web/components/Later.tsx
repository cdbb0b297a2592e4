import { Suspense, useState, type ReactNode } from 'react'

/*
 * Adopting a long server-drawn page in steps (docs/product.md#fast-public-pages). Preact, which
 * runs the customer pages, adopts the server's HTML in one uninterrupted task; on a slow phone a
 * menu of a hundred products kept the page deaf to taps for a few hundred milliseconds. A part
 * wrapped in <Later> is left as the server drew it, on screen, and adopted in a task of its own
 * after the rest, one part per task, so the browser can answer a tap between them. React hydrates
 * in small slices by itself: there, and on the server, <Later> only draws its children.
 */

/** The chain of steps while a page is adopted in steps; null at any other time. */
let steps: Promise<void> | null = null
/** Settles once the last step of the latest adoption has been drawn. */
let adopted: Promise<void> = Promise.resolve()

/** Lets the browser run what is waiting (a tap, a paint) before the next step. */
export function nextTask() {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise<void>((resolve) => setTimeout(resolve, 0))
}

/**
 * Runs `adopt` (a synchronous hydration) so that every <Later> it meets is adopted afterwards, each
 * in a task of its own. The promise settles once all of them are.
 */
export function adoptInSteps(adopt: () => void): Promise<void> {
  steps = Promise.resolve()
  try {
    adopt()
  } finally {
    // One more task after the last step: its part is drawn in the microtasks that follow it.
    adopted = steps.then(nextTask)
    steps = null
  }
  return adopted
}

/** Settles once the page's adoption in steps, if any, has finished. */
export const afterAdoption = () => adopted

const done = new WeakSet<Promise<void>>()

function Gate({ step, children }: { step: Promise<void> | null; children: ReactNode }) {
  if (step && !done.has(step)) throw step.then(() => void done.add(step))
  return children
}

/**
 * A part of a server-drawn page adopted after the rest (see above). Its children must be one
 * element, as the server drew them.
 */
export function Later({ children }: { children: ReactNode }) {
  const [step] = useState(() => (steps ? (steps = steps.then(nextTask)) : null))
  return (
    <Suspense fallback={null}>
      <Gate step={step}>{children}</Gate>
    </Suspense>
  )
}
