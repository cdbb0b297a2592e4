import { Send } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  INVITATION_CANCELLED_MESSAGE,
  INVITE_ERROR,
  invitationResentMessage,
  invitationSentMessage,
  memberRemovedMessage,
  ROLE_DESCRIPTIONS,
  roleChangedMessage,
  SESSIONS_END_NOW_MESSAGE,
  TEAM_ACTION_ERROR,
  TEAM_LOAD_ERROR,
} from '../../../../domain/messages/panel'
import {
  INVITABLE_ROLES,
  MEMBER_ROLE_LABELS,
  type InvitableRole,
} from '../../../../domain/team/permissions'
import { emailSchema } from '../../../../domain/auth/schemas'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { ListState } from '../../../components/ui/ListState'
import { Select } from '../../../components/ui/Select'
import { Skeleton } from '../../../components/ui/Skeleton'
import { TextField } from '../../../components/ui/TextField'
import { toast } from '../../../components/ui/Toast'
import { serverMessage } from '../../../lib/error-message'
import {
  useCancelInvitation,
  useChangeRole,
  useInvite,
  useRemoveMember,
  useResendInvitation,
  useTeam,
  type Invitation,
  type Member,
} from '../api/team'
import { shortDateTime } from '../lib/format'

/**
 * Configuración › Equipo (docs/product.md#team), the owner's alone: invite by email with a role,
 * the members with their last sign-in, change a role, remove someone, and the open invitations.
 */
export function TeamTab() {
  const team = useTeam()
  return (
    <div className="flex flex-col gap-8">
      <InviteForm />
      <ListState
        query={team}
        loadingLabel="Cargando el equipo..."
        skeleton={
          <div className="flex flex-col gap-3">
            <Skeleton className="h-24 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </div>
        }
        errorMessage={TEAM_LOAD_ERROR}
        isEmpty={false}
        empty={null}
      >
        {() => (
          <>
            <Members members={team.data?.members ?? []} />
            <Invitations invitations={team.data?.invitations ?? []} />
          </>
        )}
      </ListState>
    </div>
  )
}

/** The email rule of every form (docs/product.md#validation); the role comes from a select. */
const validEmail = (value: string) => emailSchema.safeParse(value).error?.issues[0]?.message ?? true

function RoleOptions() {
  return INVITABLE_ROLES.map((role) => (
    <option key={role} value={role}>
      {MEMBER_ROLE_LABELS[role]}
    </option>
  ))
}

function InviteForm() {
  const invite = useInvite()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string; role: InvitableRole }>({
    defaultValues: { email: '', role: 'staff' },
  })
  const role = useWatch({ control, name: 'role' })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync({ email: values.email.trim(), role: values.role })
      toast(invitationSentMessage(values.email))
      reset({ email: '', role: values.role })
    } catch (err) {
      setError('root', { message: serverMessage(err, INVITE_ERROR) })
    }
  })

  return (
    <section aria-labelledby="equipo-invitar" className="flex flex-col gap-3">
      <h3 id="equipo-invitar" className="font-semibold text-stone-900">
        Invitar a alguien
      </h3>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Correo electrónico"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email', { validate: validEmail })}
          />
          <Select label="Rol" error={errors.role?.message} {...register('role')}>
            <RoleOptions />
          </Select>
        </div>
        <ul aria-label="Qué puede hacer cada rol" className="flex flex-col gap-1 text-sm">
          {INVITABLE_ROLES.map((r) => (
            <li key={r} className={r === role ? 'text-stone-900' : 'text-stone-600'}>
              <span className="font-semibold">{MEMBER_ROLE_LABELS[r]}:</span> {ROLE_DESCRIPTIONS[r]}
            </li>
          ))}
        </ul>
        <Button type="submit" busy={isSubmitting} className="self-start">
          <Send aria-hidden className="size-4" />
          Enviar invitación
        </Button>
      </form>
    </section>
  )
}

type Pending =
  { kind: 'remove'; member: Member } | { kind: 'role'; member: Member; role: InvitableRole } | null

function Members({ members }: { members: Member[] }) {
  const remove = useRemoveMember()
  const changeRole = useChangeRole()
  const [pending, setPending] = useState<Pending>(null)
  const busy = remove.isPending || changeRole.isPending

  async function confirm() {
    if (!pending) return
    try {
      if (pending.kind === 'remove') {
        await remove.mutateAsync(pending.member.id)
        toast(memberRemovedMessage(pending.member.name))
      } else {
        await changeRole.mutateAsync({ id: pending.member.id, role: pending.role })
        toast(roleChangedMessage(pending.member.name, MEMBER_ROLE_LABELS[pending.role]))
      }
    } catch (err) {
      toast(serverMessage(err, TEAM_ACTION_ERROR), 'error')
    } finally {
      setPending(null)
    }
  }

  return (
    <section aria-labelledby="equipo-miembros" className="flex flex-col gap-3">
      <h3 id="equipo-miembros" className="font-semibold text-stone-900">
        Miembros
      </h3>
      <ul className="grid gap-3 lg:grid-cols-2">
        {members.map((member) => (
          <MemberCard
            key={member.id}
            member={member}
            onRole={(role) => setPending({ kind: 'role', member, role })}
            onRemove={() => setPending({ kind: 'remove', member })}
          />
        ))}
      </ul>
      {members.length <= 1 && (
        <p className="text-sm text-stone-600">
          Por ahora sos vos solo. Invitá a tu encargado o a quien atiende la cocina o la caja.
        </p>
      )}
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        title={`¿Quitar a ${pending?.member.name ?? ''} del equipo?`}
        confirmLabel="Quitar"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        Sus sesiones terminan ahora: deja de ver el panel en todos sus dispositivos. Lo que hizo
        sigue en Actividad.
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'role'}
        title={
          pending?.kind === 'role'
            ? `¿${pending.member.name} pasa a ser ${MEMBER_ROLE_LABELS[pending.role]}?`
            : ''
        }
        confirmLabel="Cambiar el rol"
        tone="primary"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'role' && (
          <>
            <p>{ROLE_DESCRIPTIONS[pending.role]}</p>
            <p className="mt-2">{SESSIONS_END_NOW_MESSAGE}</p>
          </>
        )}
      </ConfirmDialog>
    </section>
  )
}

function MemberCard({
  member,
  onRole,
  onRemove,
}: {
  member: Member
  onRole: (role: InvitableRole) => void
  onRemove: () => void
}) {
  const isOwner = member.role === 'owner'
  return (
    <li
      aria-label={member.name}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-stone-900">{member.name}</p>
          <p className="text-sm break-all text-stone-600">{member.email}</p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${member.signedIn ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-800'}`}
        >
          {member.signedIn ? 'Activo' : 'Sin ingresar'}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-stone-600">Rol</dt>
          <dd className="font-medium text-stone-900">{MEMBER_ROLE_LABELS[member.role]}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Último ingreso</dt>
          <dd className="font-medium text-stone-900 tabular-nums">
            {member.lastSignInAt ? shortDateTime(member.lastSignInAt) : '—'}
          </dd>
        </div>
      </dl>
      {!isOwner && (
        <div className="flex items-end gap-2">
          <Select
            label={`Cambiar el rol de ${member.name}`}
            className="min-w-0 flex-1"
            value={member.role}
            onChange={(e) => onRole(e.target.value as InvitableRole)}
          >
            <RoleOptions />
          </Select>
          <Button variant="secondary" onClick={onRemove}>
            Quitar <span className="sr-only">del equipo</span>
          </Button>
        </div>
      )}
    </li>
  )
}

function Invitations({ invitations }: { invitations: Invitation[] }) {
  const resend = useResendInvitation()
  const cancel = useCancelInvitation()

  const act = async (work: Promise<unknown>, done: string) => {
    try {
      await work
      toast(done)
    } catch (err) {
      toast(serverMessage(err, TEAM_ACTION_ERROR), 'error')
    }
  }

  return (
    <section aria-labelledby="equipo-invitaciones" className="flex flex-col gap-3">
      <h3 id="equipo-invitaciones" className="font-semibold text-stone-900">
        Invitaciones abiertas
      </h3>
      {invitations.length === 0 ? (
        <p className="text-sm text-stone-600">
          No hay invitaciones abiertas. Cuando invites a alguien, su invitación espera acá hasta que
          la acepte.
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              aria-label={invitation.email}
              className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all text-stone-900">{invitation.email}</p>
                <p className="text-sm text-stone-600">
                  {MEMBER_ROLE_LABELS[invitation.role]} · Enviada{' '}
                  {shortDateTime(invitation.createdAt)}
                </p>
                <p
                  className={`text-sm ${invitation.expired ? 'font-medium text-red-700' : 'text-stone-600'}`}
                >
                  {invitation.expired
                    ? 'Venció: reenviala para mandar un enlace nuevo.'
                    : `Vence el ${shortDateTime(invitation.expiresAt)}`}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  className="flex-1 sm:flex-none"
                  busy={resend.isPending && resend.variables === invitation.id}
                  onClick={() =>
                    void act(
                      resend.mutateAsync(invitation.id),
                      invitationResentMessage(invitation.email),
                    )
                  }
                >
                  Reenviar
                </Button>
                <Button
                  variant="ghost"
                  className="flex-1 sm:flex-none"
                  busy={cancel.isPending && cancel.variables === invitation.id}
                  onClick={() =>
                    void act(cancel.mutateAsync(invitation.id), INVITATION_CANCELLED_MESSAGE)
                  }
                >
                  Cancelar
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
