import { errorStatus, type ApiErrorBody, type ErrorCode } from '../../domain/errors'

/** The one error type of the API; the error handler turns it into `{ error, code }`. */
export class ApiError extends Error {
  readonly statusCode: number
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Seconds a client should wait before trying again (429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'ApiError'
    this.statusCode = errorStatus[code]
  }

  toBody(): ApiErrorBody {
    return { error: this.message, code: this.code }
  }
}

export const notFound = (message: string, code: ErrorCode = 'NOT_FOUND') =>
  new ApiError(code, message)
