import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { postgresSharedState } from './postgres'
import { redisSharedState } from './redis'
import type { SharedState } from './types'

/** Redis when `REDIS_URL` is set; otherwise the database's own tables (docs/product.md#scale). */
export function createSharedState(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_PREFIX'>,
  db: Db,
): SharedState {
  if (config.REDIS_URL)
    return redisSharedState({ url: config.REDIS_URL, prefix: config.REDIS_PREFIX })
  return postgresSharedState(db)
}
