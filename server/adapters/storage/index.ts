import type { Config } from '../../config'
import { diskStorage } from './disk'
import type { Storage } from './types'

export function createStorage(config: Pick<Config, 'STORAGE_PROVIDER' | 'uploadsDir'>): Storage {
  switch (config.STORAGE_PROVIDER) {
    case 'disk':
      return diskStorage(config.uploadsDir)
  }
}
