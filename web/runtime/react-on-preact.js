/**
 * React's API as the customer pages' build runs it (vite.customer.config.ts,
 * docs/decisions/0021-light-customer-runtime.md): Preact's compatible runtime, plus what the
 * libraries those pages load import from React and the runtime lacks. The panel's build runs React
 * itself. Plain JavaScript: Preact's compat types are written as one `export =`, which TypeScript
 * does not let a module re-export whole; nothing type-checked imports this file, the build aliases
 * `react` to it.
 */
export * from 'preact/compat'
export { default } from 'preact/compat'

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
