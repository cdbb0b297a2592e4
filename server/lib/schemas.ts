import { z } from 'zod'
import { errorStatus } from '../../domain/errors'

const codes = Object.keys(errorStatus) as [
  keyof typeof errorStatus,
  ...(keyof typeof errorStatus)[],
]

/** Response schema of the one error shape, for route declarations and the OpenAPI document. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(codes),
})
