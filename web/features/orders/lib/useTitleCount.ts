import { useEffect } from 'react'
import { badgeNumber } from './format'

const COUNT_PREFIX = /^\(\d+\+?\) /

/** '(2) Barrio' for two pending orders; the title without any count for none. */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(COUNT_PREFIX, '')
  return count > 0 ? `(${badgeNumber(count)}) ${base}` : base
}

/**
 * Keeps '(n) ' in front of the tab's title while `count` is above zero, whatever title the screen
 * sets afterwards: a MutationObserver on <head> puts the count back when a page changes the title,
 * so pages need not know about it. Removed when the count drops to zero or the panel closes.
 */
export function useTitleCount(count: number) {
  useEffect(() => {
    const apply = () => {
      const wanted = titleWithCount(document.title, count)
      // Writing only on a difference: our own write triggers the observer once more, harmlessly.
      if (document.title !== wanted) document.title = wanted
    }
    apply()
    if (count === 0) return
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    return () => {
      observer.disconnect()
      document.title = titleWithCount(document.title, 0)
    }
  }, [count])
}
