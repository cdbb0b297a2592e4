import { errorCatalogue, type ErrorCode } from '../../domain/errors/catalogue'
import type { ApiErrorBody } from '../../domain/errors/body'

/**
 * The one error type of the API; the error handler turns it into `{ error, code }`. The status and
 * the default message come from the catalogue (domain/errors.ts); a thrower may give a more precise
 * message, always one of domain/messages/.
 */
export class ApiError extends Error {
  readonly statusCode: number
  constructor(
    readonly code: ErrorCode,
    message: string = errorCatalogue[code].message,
    /** Seconds a client should wait before trying again (429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'ApiError'
    this.statusCode = errorCatalogue[code].status
  }

  toBody(): ApiErrorBody {
    return { error: this.message, code: this.code }
  }
}
