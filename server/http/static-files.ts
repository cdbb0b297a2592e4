import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { existsSync } from 'node:fs'
import { access } from 'node:fs/promises'
import path from 'node:path'
import type { Adapters } from '../adapters'
import type { Config } from '../config'
import { isStorageKey } from '../adapters/storage/keys'
import { redirectMissingVariant, serveUploads } from '../lib/serve-uploads'
import { originalOfVariant } from '../../domain/pictures/variants'
import { loadPageRenderer, readWebBuild, type WebBuild } from '../modules/public-pages/documents'
import publicPageRoutes from '../modules/public-pages/routes'
import type { PageRenderer } from '../../domain/menu/pages'

/** The pictures shops uploaded, under /uploads/: from the bucket, or from the uploads folder. */
export async function serveUploadedFiles(app: FastifyInstance, config: Config, adapters: Adapters) {
  if (adapters.storage.get) {
    await serveUploads(app, adapters.storage)
    return
  }
  await app.register(async (uploads) => {
    // A copy not written yet is redirected to its original, like from the bucket.
    uploads.addHook('onRequest', async (request, reply) => {
      const key = request.url.split('?')[0].slice('/uploads/'.length)
      if (!isStorageKey(key) || !originalOfVariant(key)) return
      const stored = await access(path.join(config.uploadsDir, key)).then(
        () => true,
        () => false,
      )
      if (!stored && redirectMissingVariant(reply, key)) return reply
    })
    await uploads.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      // Upload names are their content's hash, so a file never changes under its URL.
      immutable: true,
      maxAge: '365d',
    })
  })
}

/**
 * The built web app's files (pre-compressed) and its public pages, drawn on the server with
 * `renderer` (the one built beside the web app when undefined; the browser draws them when null).
 * The build's pages, or null when there is no build in `webDir` (the API alone, as most tests run
 * it).
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDir: string,
  renderer: PageRenderer | null | undefined,
): Promise<WebBuild | null> {
  if (!existsSync(`${webDir}/index.html`)) return null
  // The built app does not change while the server runs.
  const build = readWebBuild(webDir)
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    // '/' is a public page, drawn on the server like the others.
    index: false,
    // Revalidated by their ETag, never asked for in ranges: headers that would only add bytes.
    lastModified: false,
    acceptRanges: false,
    setHeaders(res, filePath) {
      if (filePath.includes('/assets/')) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable')
      } else if (/\.html$|\/sw\.js$|\.webmanifest$/.test(filePath)) {
        // Pages, the panel's service worker and its manifest: a new release is seen at once.
        res.header('Cache-Control', 'no-cache')
      } else {
        res.header('Cache-Control', 'public, max-age=86400')
      }
    },
  })
  await app.register(publicPageRoutes, {
    build,
    renderer:
      renderer !== undefined ? renderer : await loadPageRenderer(path.join(webDir, '../ssr')),
  })
  return build
}
