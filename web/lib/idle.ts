/**
 * Runs `task` once the browser is idle after the first paint (or soon, where there is no idle
 * callback), to fetch code a page loads apart before the person needs it
 * (docs/decisions/0006-bundle-driven-splits.md). Returns a way to call it off.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, 200)
  return () => window.clearTimeout(id)
}
