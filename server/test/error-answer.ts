import { expect } from 'vitest'
import { REQUEST_ID_HEADER } from '../lib/request-id'

/** What a test compares of an error answer: its `{ error, code }` and whatever else it carries. */
export type ErrorAnswerBody = { error: string; code: string } & Record<string, unknown>

type Headers = Record<string, string | string[] | number | undefined>

/**
 * The body of an error answer without its `requestId`, once checked to be the answer's own
 * `x-request-id`: every request has a new one, so tests compare the rest.
 */
export function errorOf(res: { body: string; headers: Headers }): ErrorAnswerBody {
  return withoutRequestId(JSON.parse(res.body), res.headers[REQUEST_ID_HEADER])
}

/** errorOf for an answer of fetch (a real HTTP server). */
export async function errorOfFetch(res: Response): Promise<ErrorAnswerBody> {
  const body = (await res.json()) as ErrorAnswerBody
  return withoutRequestId(body, res.headers.get(REQUEST_ID_HEADER) ?? undefined)
}

function withoutRequestId(body: ErrorAnswerBody, header: unknown): ErrorAnswerBody {
  const { requestId, ...rest } = body
  expect(requestId, 'the error answer carries its request id').toEqual(expect.any(String))
  expect(requestId, 'the body has the id of the x-request-id header').toBe(header)
  return rest as ErrorAnswerBody
}
