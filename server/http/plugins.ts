import compress from '@fastify/compress'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Adapters } from '../adapters'
import type { Config } from '../config'
import { clientKey } from '../lib/client-key'
import { MAX_UPLOAD_BYTES } from '../lib/images'
import { sharedRateLimitStore } from '../lib/rate-limit'

/** Compression, rate limits and (when asked for) the API's documentation. */
export async function registerPlugins(app: FastifyInstance, config: Config, adapters: Adapters) {
  // Pre-compressed build files are served as they are; this covers API answers and the rest.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })
  // Every limit counts in the shared state, so it holds across processes and restarts (ADR 0010).
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(adapters.sharedState),
    // Routes' own limits (captcha challenges, address lookups, unknown paths) count per client as
    // every other per-address limit does.
    keyGenerator: clientKey,
  })
  // The API's map helps a developer and an attacker alike: off in a deployment unless API_DOCS.
  if (config.API_DOCS) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Barrio API',
          version: '1.0.0',
          description: 'API de Barrio (es-AR, ARS en centavos).',
        },
        servers: [{ url: '/' }],
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  }
}

/**
 * Multipart forms, for the panel's routes alone (server/http/api-routes.ts): the plugin's hook
 * runs on every request of the scope it is registered in, and no other route reads a form. The
 * panel's forms send one picture and under a dozen short text fields; anything past these bounds
 * is refused as it arrives instead of being buffered.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 20,
      fieldSize: 8 * 1024,
      fieldNameSize: 100,
      parts: 25,
      headerPairs: 20,
    },
  })
}
