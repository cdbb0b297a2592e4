import type { Config } from '../../config'
import { diskStorage } from './disk'
import { s3Storage, type S3Config } from './s3'
import type { Storage } from './types'

export function createStorage(
  config: Pick<Config, 'STORAGE_PROVIDER' | 'uploadsDir'> & S3Config,
): Storage {
  switch (config.STORAGE_PROVIDER) {
    case 'disk':
      return diskStorage(config.uploadsDir)
    case 's3':
      return s3Storage(config)
  }
}
