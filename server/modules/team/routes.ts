import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  invitationSchema,
  inviteSchema,
  memberRoleChangeSchema,
  memberSchema,
  teamIdParamsSchema,
  teamSchema,
} from '../../../domain/team/schemas'
import { teamLimits } from '../../lib/rate-limit'
import { errorBodySchema } from '../../lib/schemas'
import {
  cancelInvitation,
  changeMemberRole,
  getTeam,
  inviteMember,
  removeMember,
  resendInvitation,
  type MailDeps,
} from './service'

const denied = { 401: errorBodySchema, 403: errorBodySchema }
const tags = ['team']
const success = z.object({ success: z.literal(true) })

/**
 * docs/product.md#team: Equipo, the owner's (under /business, behind requireOwner; the permission
 * map gives every route here to the owner only). Ids are user ids for members and invitation ids
 * for invitations; those of another shop are not found.
 */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailDeps = (): MailDeps => ({
    secret: app.config.jwtSecret,
    mailer: app.adapters.mailer,
    publicUrl: app.config.publicUrl,
  })

  app.get(
    '/team',
    {
      schema: {
        tags,
        summary: 'El equipo: el dueño, los miembros y las invitaciones abiertas',
        response: { 200: teamSchema, ...denied },
      },
    },
    async (request) => getTeam(app.db, request.owner.businessId),
  )

  app.post(
    '/team/invitations',
    {
      schema: {
        tags,
        summary: 'Invitar a un correo con un rol',
        description:
          'Envía por correo un enlace que vale 7 días y una sola vez. Un correo con cuenta en ' +
          'Barrio (EMAIL_HAS_ACCOUNT) o con una invitación abierta (INVITATION_PENDING) es un 409.',
        body: inviteSchema,
        response: {
          201: invitationSchema,
          400: errorBodySchema,
          ...denied,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await app.limiter.hit(teamLimits.invitationsPerShop, request.owner.businessId)
      const invitation = await inviteMember(app.db, mailDeps(), request.owner, request.body)
      return reply.code(201).send(invitation)
    },
  )

  app.post(
    '/team/invitations/:id/resend',
    {
      schema: {
        tags,
        summary: 'Reenviar una invitación con un enlace nuevo',
        description: 'El enlace anterior deja de valer; el nuevo vale 7 días desde ahora.',
        params: teamIdParamsSchema,
        response: {
          200: invitationSchema,
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      await app.limiter.hit(teamLimits.invitationsPerShop, request.owner.businessId)
      return resendInvitation(app.db, mailDeps(), request.owner.businessId, request.params.id)
    },
  )

  app.delete(
    '/team/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Cancelar una invitación: su enlace deja de valer',
        params: teamIdParamsSchema,
        response: { 200: success, 400: errorBodySchema, ...denied, 404: errorBodySchema },
      },
    },
    async (request) => {
      await cancelInvitation(app.db, request.owner.businessId, request.params.id)
      return { success: true as const }
    },
  )

  app.put(
    '/team/members/:id',
    {
      schema: {
        tags,
        summary: 'Cambiar el rol de un miembro',
        description: 'Cierra las sesiones del miembro: al volver a entrar tiene el rol nuevo.',
        params: teamIdParamsSchema,
        body: memberRoleChangeSchema,
        response: { 200: memberSchema, 400: errorBodySchema, ...denied, 404: errorBodySchema },
      },
    },
    async (request) =>
      changeMemberRole(app.db, request.owner, request.params.id, request.body.role),
  )

  app.delete(
    '/team/members/:id',
    {
      schema: {
        tags,
        summary: 'Quitar a un miembro del equipo',
        description: 'Sus sesiones terminan en el acto y su cuenta se borra.',
        params: teamIdParamsSchema,
        response: { 200: success, 400: errorBodySchema, ...denied, 404: errorBodySchema },
      },
    },
    async (request) => {
      await removeMember(app.db, request.owner, request.params.id)
      return { success: true as const }
    },
  )
}

export default teamRoutes
