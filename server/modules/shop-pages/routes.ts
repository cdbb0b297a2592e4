import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { businesses } from '../../db/schema'
import { shopPreviewTags, withShopHead, type ShopPageKind } from './preview'

/** The longest slug a shop can have (domain/public-menu.ts slugParamsSchema). */
const SLUG_MAX = 80

/**
 * The pages of a shop, /menu/{slug} and /negocio/{slug}: the web app's page with the shop's link
 * preview in its head, or, for a slug no shop has, the same page with HTTP 404 (the app then shows
 * its friendly 'not available' screen).
 */
const shopPageRoutes: FastifyPluginAsync<{ webDir: string }> = async (app, { webDir }) => {
  // The built page does not change while the server runs.
  const template = readFileSync(path.join(webDir, 'index.html'), 'utf8')

  const page =
    (kind: ShopPageKind) =>
    async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
      const { slug } = request.params
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8')
      const [shop] =
        slug.length <= SLUG_MAX
          ? await app.db
              .select({
                name: businesses.name,
                slug: businesses.slug,
                city: businesses.city,
                province: businesses.province,
                logoUrl: businesses.logoUrl,
                coverUrl: businesses.coverUrl,
              })
              .from(businesses)
              .where(eq(businesses.slug, slug.toLowerCase()))
              .limit(1)
          : []
      if (!shop) return reply.status(404).send(template)
      return reply.send(withShopHead(template, shopPreviewTags(shop, kind, app.config.publicUrl)))
    }

  app.get('/menu/:slug', page('menu'))
  app.get('/negocio/:slug', page('storefront'))
}

export default shopPageRoutes
