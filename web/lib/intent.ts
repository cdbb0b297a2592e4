const SIGNS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const

/**
 * Runs `task` once, at the first sign the person is about to use the page (a touch, a click, a
 * key, a field taking focus, a scroll), to fetch code a page loads apart before the step that needs
 * it (docs/decisions/0006-bundle-driven-splits.md). A visitor who only looks loads the page's own
 * script alone; one who acts has the next step's code on its way before their tap lands. Returns
 * a way to call it off.
 */
export function onFirstIntent(task: () => void): () => void {
  const run = () => {
    stop()
    task()
  }
  const stop = () => {
    for (const sign of SIGNS) window.removeEventListener(sign, run, true)
  }
  for (const sign of SIGNS) window.addEventListener(sign, run, { capture: true, passive: true })
  return stop
}
