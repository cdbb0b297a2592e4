import type { Db } from '../../db/client'
import { forgetOldActivity } from '../../lib/activity'
import { repeatEvery } from '../../lib/repeat'

/** How often each process forgets Actividad's lines past the days kept (docs/product.md#team). */
export const ACTIVITY_RETENTION_EVERY_MS = 60 * 60_000

export interface RetentionDeps {
  db: Db
  log?: { warn(obj: object, msg: string): void }
}

/**
 * Runs forgetOldActivity at once and then every `everyMs`, in every process (a delete that finds
 * nothing costs an index look-up). A failed run is logged and the next one tries again. Returns
 * the function that stops it; `onRun` hears each run's end (the tests wait for it).
 */
export function scheduleActivityRetention(
  deps: RetentionDeps,
  { everyMs = ACTIVITY_RETENTION_EVERY_MS, onRun = () => {} } = {},
): () => void {
  return repeatEvery(
    () => forgetOldActivity(deps.db),
    everyMs,
    (err) => deps.log?.warn({ err }, 'activity retention: run failed'),
    onRun,
  )
}
