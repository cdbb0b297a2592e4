import { useEffect, useRef, useState } from 'react'

/** How long a new order stays highlighted in the list. */
export const FRESH_MS = 6000

/**
 * The ids that appeared after the list first loaded, each for FRESH_MS: the orders that arrived
 * while the owner had the screen open. `ids` is the list's ids joined by spaces (undefined while it
 * loads), so a refetch with the same orders changes nothing.
 */
export function useFreshIds(ids: string | undefined): ReadonlySet<string> {
  const known = useRef<Set<string> | null>(null)
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set())

  useEffect(() => {
    if (ids === undefined) return
    const list = ids ? ids.split(' ') : []
    if (!known.current) {
      // What the screen opened with is not news.
      known.current = new Set(list)
      return
    }
    const added = list.filter((id) => !known.current!.has(id))
    if (added.length === 0) return
    for (const id of added) known.current.add(id)
    setFresh((current) => new Set([...current, ...added]))
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      setFresh((current) => new Set([...current].filter((id) => !added.includes(id))))
    }, FRESH_MS)
    timers.current.add(timer)
  }, [ids])

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach(clearTimeout)
  }, [])

  return fresh
}
