import { useLayoutEffect, useState } from 'react'

let adopting = false

/**
 * Set while React adopts HTML the server rendered (docs/product.md#fast-public-pages), and always
 * on the server. The first render must then match the server's, which cannot read the browser's
 * storage.
 */
export function setAdoptingServerHtml(value: boolean) {
  adopting = value
}

export const isAdoptingServerHtml = () => adopting

/**
 * State whose first value is read from the browser (a stored session, cart or place). Read at once
 * when the component mounts in a running app; when it is part of server-rendered HTML being
 * adopted, it starts as the server drew it (`serverValue`) and the stored value follows before the
 * first paint. `restored` is false until then, so nothing writes the placeholder back to storage.
 */
export function useBrowserState<T>(read: () => T, serverValue: T) {
  const [deferred] = useState(isAdoptingServerHtml)
  const [value, setValue] = useState<T>(() => (deferred ? serverValue : read()))
  const [restored, setRestored] = useState(!deferred)
  // Once, after adopting the server's HTML (`read` is the first render's): storage is the outside
  // system this state follows, and a layout effect lands its value before the first paint.
  useLayoutEffect(() => {
    if (restored) return
    /* eslint-disable react-hooks/set-state-in-effect */
    setValue(read())
    setRestored(true)
    /* eslint-enable react-hooks/set-state-in-effect */
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return [value, setValue, restored] as const
}
