import { BadgeCheck } from 'lucide-react'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { planLabel } from '../../../../domain/constants'
import { registerBusiness } from '../api/registration'
import { AddressPicker } from '../../../components/AddressPicker/AddressPicker'
import { emptyAddress } from '../../../components/AddressPicker/address'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { PasswordChecklist } from '../../../components/ui/PasswordChecklist'
import { TextField } from '../../../components/ui/TextField'
import { paths } from '../../../paths'
import {
  registrationPayload,
  validateDetails,
  type DetailsField,
  type DetailsValues,
} from '../lib/details-form'
import { failureMessage } from '../../../lib/error-message'
import { REGISTER_MESSAGES, REGISTERED_MESSAGE } from '../../../../domain/messages/panel'
import { RegistrationLayout } from '../components/RegistrationLayout'
import { readRegistrationState, type RegistrationState } from '../lib/state'

/** docs/product.md#screens 'Registration details' (/registro-comercio/detalles). */
export function Component() {
  const location = useLocation()
  const registration = readRegistrationState(location.state)
  if (!registration) return <Navigate to={paths.register} replace />
  return <DetailsScreen registration={registration} />
}

function DetailsScreen({ registration }: { registration: RegistrationState }) {
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<DetailsValues>({
    address: emptyAddress,
    legalName: '',
    taxId: '',
    floor: '',
    apartment: '',
    password: '',
    confirm: '',
  })
  const [busy, setBusy] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  // Errors show once the person left a filled field, and all of them after a submit attempt.
  const [touched, setTouched] = useState<Partial<Record<DetailsField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)

  // The rules of the submit, as the person types, so each field says what it lacks.
  const { errors, formError } = validateDetails(values)
  const shown = (field: DetailsField) => (submitted || touched[field] ? errors[field] : undefined)
  /** A text field of the form; one with its own check shows it once left filled. */
  const field = (name: Exclude<keyof DetailsValues, 'address'>) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value
      setValues((current) => ({ ...current, [name]: value }))
    },
    onBlur: (event: { currentTarget: { value: string } }) => {
      if (event.currentTarget.value) setTouched((t) => ({ ...t, [name]: true }))
    },
  })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    if (Object.keys(errors).length > 0) {
      // After the render that shows the errors: take the person to the first one.
      requestAnimationFrame(() => {
        const first = formRef.current?.querySelector<HTMLElement>(
          '[aria-invalid="true"], [data-invalid]',
        )
        first?.scrollIntoView({ block: 'center' })
        first?.focus({ preventScroll: true })
      })
      return
    }
    setBusy(true)
    setServerError(null)
    try {
      await registerBusiness(registrationPayload(registration, values))
      navigate(paths.login, { replace: true, state: { message: REGISTERED_MESSAGE } })
    } catch (err) {
      setServerError(failureMessage(err, REGISTER_MESSAGES))
      setBusy(false)
    }
  }

  return (
    <RegistrationLayout
      wide
      step={3}
      title="Últimos datos"
      subtitle="Dónde está tu local, sus datos fiscales y tu contraseña."
    >
      <div className="mb-6 flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
        <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
        <dl className="min-w-0 break-words">
          <dt className="sr-only">Comercio</dt>
          <dd className="font-semibold">{registration.name}</dd>
          <dt className="sr-only">Correo</dt>
          <dd>{registration.email}</dd>
          <dt className="inline">WhatsApp verificado: </dt>
          <dd className="inline whitespace-nowrap">
            {parsePhoneNumberFromString(registration.phone)?.formatInternational() ??
              registration.phone}
          </dd>
        </dl>
      </div>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
        <Section title="Dirección del local">
          <AddressPicker
            value={values.address}
            onChange={(next) =>
              // The picker updates from what it last had, as a state setter does.
              setValues((current) => ({
                ...current,
                address: typeof next === 'function' ? next(current.address) : next,
              }))
            }
            errors={{
              street: shown('street'),
              city: shown('city'),
              location: shown('location'),
            }}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField label="Piso (opcional)" maxLength={10} {...field('floor')} />
            <TextField label="Depto (opcional)" maxLength={10} {...field('apartment')} />
          </div>
        </Section>

        <Section title="Datos fiscales">
          <TextField
            label="Razón social"
            autoComplete="organization"
            maxLength={120}
            {...field('legalName')}
            error={shown('legalName')}
            hint="Como figura en AFIP."
          />
          <TextField
            label="CUIT/CUIL"
            inputMode="numeric"
            placeholder="20-12345678-6"
            maxLength={20}
            {...field('taxId')}
            error={shown('taxId')}
            hint="11 números, con o sin guiones."
          />
        </Section>

        <Section title="Tu contraseña">
          <TextField
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            maxLength={200}
            {...field('password')}
            error={shown('password')}
          />
          <PasswordChecklist password={values.password} />
          <TextField
            label="Repetí la contraseña"
            type="password"
            autoComplete="new-password"
            maxLength={200}
            {...field('confirm')}
            error={shown('confirm')}
          />
        </Section>

        <div className="flex flex-col gap-3">
          {submitted && formError && <Alert tone="error">{formError}</Alert>}
          {serverError && <Alert tone="error">{serverError}</Alert>}
          <Button type="submit" full busy={busy}>
            {busy ? 'Creando tu cuenta...' : 'Crear cuenta'}
          </Button>
          <p className="text-center text-sm text-stone-600">
            Plan {planLabel(registration.plan)}. Vas a poder abonarlo desde tu panel.
          </p>
        </div>
      </form>
    </RegistrationLayout>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="border-b border-stone-200 pb-2 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
