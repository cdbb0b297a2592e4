import { z } from 'zod'
import { errorCatalogue } from '../../domain/errors/catalogue'

const codes = Object.keys(errorCatalogue) as [
  keyof typeof errorCatalogue,
  ...(keyof typeof errorCatalogue)[],
]

/** Response schema of the one error shape, for route declarations and the OpenAPI document. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(codes),
  /** The request's id (also its `x-request-id` header and in its log lines), for support. */
  requestId: z
    .string()
    .optional()
    .describe(
      'Identificador de la solicitud (también en el encabezado x-request-id), para soporte',
    ),
})
