/**
 * A job every process runs (the plan's reminders, the order timer, Actividad's retention): `work`
 * at once and then `everyMs` after each run ends, so runs never overlap; a failed run is logged
 * and the next one tries again; the timer never keeps the process alive. Returns the function that
 * stops it (on shutdown).
 */
export function repeatEvery(
  work: () => Promise<unknown>,
  everyMs: number,
  onFailure: (err: unknown) => void,
  onRun: () => void = () => {},
): () => void {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  const run = async () => {
    try {
      await work()
    } catch (err) {
      onFailure(err)
    }
    onRun()
    if (stopped) return
    timer = setTimeout(() => void run(), everyMs)
    timer.unref()
  }
  void run()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
