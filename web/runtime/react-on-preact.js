/**
 * React's API as the customer pages' build runs it (vite.customer.config.ts,
 * docs/decisions/0021-light-customer-runtime.md): Preact's compatible runtime, plus what the
 * libraries those pages load import from React and the runtime lacks. The panel's build runs React
 * itself. Plain JavaScript: Preact's compat types are written as one `export =`, which TypeScript
 * does not let a module re-export whole; nothing type-checked imports this file, the build aliases
 * `react` to it.
 */
import { options } from 'preact'

export * from 'preact/compat'
export { default } from 'preact/compat'

/*
 * Effects run in the task after a render, as React's do (its scheduler posts to a message channel),
 * not after the next frame, which is Preact's own timing: a frame waits on the page being painted
 * (never, in a tab in the background, until a timer stands in) and on the page's clock, so a
 * countdown started by an effect would start late or, under a clock held still, not at all.
 */
const effects = new MessageChannel()
const waiting = []
effects.port1.onmessage = () => {
  for (const callback of waiting.splice(0)) callback()
}
options.requestAnimationFrame = (callback) => {
  waiting.push(callback)
  if (waiting.length === 1) effects.port2.postMessage(null)
}

/**
 * React 19's optimistic state, for react-router's RouterProvider, which calls its setter only when
 * it is given `useTransitions` (never, here). Preact renders no transitions, so the optimistic
 * value is always the state passed in.
 * @template State
 * @param {State} state
 * @returns {[State, (action: unknown) => void]}
 */
export function useOptimistic(state) {
  return [state, () => {}]
}
