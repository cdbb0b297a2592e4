import { CircleCheck } from 'lucide-react'
import { useId, type FormEvent, type ReactNode } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { RegistrationFormInput } from '../../../../domain/auth/schemas'
import { CONTINUE_REASONS } from '../../../../domain/messages/panel'
import { TextField } from '../../../components/ui/TextField'
import { StepActions } from './StepActions'
import { useEmailCheck, useNameCheck, type Check } from '../lib/useAvailability'

/** Step 1: the shop's name and the owner's email, each checked as the person types (docs/product.md#states). */
export function BusinessStep({
  form,
  onBack,
  onContinue,
}: {
  form: UseFormReturn<RegistrationFormInput>
  onBack(): void
  onContinue(): void
}) {
  const reasonsId = useId()
  const [name, email] = useWatch({ control: form.control, name: ['name', 'email'] })
  const nameCheck = useNameCheck(name)
  const emailCheck = useEmailCheck(email)
  const ready = nameCheck.state === 'available' && emailCheck.state === 'available'

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (ready) onContinue()
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Nombre del comercio"
        autoComplete="organization"
        maxLength={80}
        {...form.register('name')}
        {...fieldNote(nameCheck, 'Así te van a ver tus clientes.')}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        {...form.register('email')}
        {...fieldNote(emailCheck, 'Con este correo vas a iniciar sesión.')}
      />
      <StepActions
        primary="Continuar"
        disabled={!ready}
        reasons={ready ? [] : [continueReason(nameCheck, emailCheck)]}
        onBack={onBack}
        reasonsId={reasonsId}
      />
    </form>
  )
}

/** The line under a checked field: a help text, the check in progress, or its result. */
function fieldNote(
  check: Check,
  help: string,
): { error?: string | null; hint?: ReactNode; hintTone?: 'neutral' | 'success' } {
  switch (check.state) {
    case 'empty':
      return { hint: help }
    case 'checking':
      return {
        hint: (
          <span className="inline-flex items-center gap-1.5">
            <span
              aria-hidden
              className="size-3.5 animate-spin rounded-full border-2 border-stone-300 border-t-stone-600"
            />
            {check.message}
          </span>
        ),
      }
    case 'available':
      return {
        hintTone: 'success',
        hint: (
          <span className="inline-flex items-center gap-1.5">
            <CircleCheck aria-hidden className="size-4" />
            {check.message}
          </span>
        ),
      }
    default:
      return { error: check.message }
  }
}

function continueReason(name: Check, email: Check): string {
  if (name.state === 'empty' && email.state === 'empty') return CONTINUE_REASONS.bothEmpty
  if (name.state === 'checking' || email.state === 'checking') return CONTINUE_REASONS.checking
  if (name.state === 'empty') return CONTINUE_REASONS.nameEmpty
  if (name.state !== 'available') return CONTINUE_REASONS.nameUnavailable
  if (email.state === 'empty') return CONTINUE_REASONS.emailEmpty
  if (email.state === 'invalid') return CONTINUE_REASONS.emailInvalid
  return CONTINUE_REASONS.emailTaken
}
