import { z } from 'zod'
import { errorCatalogue } from '../../domain/errors'

const codes = Object.keys(errorCatalogue) as [
  keyof typeof errorCatalogue,
  ...(keyof typeof errorCatalogue)[],
]

/** Response schema of the one error shape, for route declarations and the OpenAPI document. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(codes),
})
