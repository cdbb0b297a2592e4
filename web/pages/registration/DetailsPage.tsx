import { BadgeCheck } from 'lucide-react'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { planLabel } from '../../../domain/constants'
import { registerBusiness } from '../../api/registration'
import { AddressPicker } from '../../components/AddressPicker/AddressPicker'
import { emptyAddress, type AddressValue } from '../../components/AddressPicker/address'
import { Alert } from '../../components/ui/Alert'
import { Button } from '../../components/ui/Button'
import { PasswordChecklist } from '../../components/ui/PasswordChecklist'
import { TextField } from '../../components/ui/TextField'
import { paths } from '../../paths'
import {
  registrationPayload,
  validateDetails,
  type DetailsField,
  type DetailsValues,
} from './details-form'
import { failureMessage, REGISTER_MESSAGES } from './errors'
import { RegistrationLayout } from './RegistrationLayout'
import { readRegistrationState, type RegistrationState } from './state'

export const REGISTERED_MESSAGE = 'Registro exitoso. Iniciá sesión.'

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
  const [address, setAddress] = useState<AddressValue>(emptyAddress)
  const [legalName, setLegalName] = useState('')
  const [taxId, setTaxId] = useState('')
  const [floor, setFloor] = useState('')
  const [apartment, setApartment] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  // Errors show once the person left a filled field, and all of them after a submit attempt.
  const [touched, setTouched] = useState<Partial<Record<DetailsField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const values: DetailsValues = { address, legalName, taxId, floor, apartment, password, confirm }
  const { errors, formError } = validateDetails(values)
  const shown = (field: DetailsField) => (submitted || touched[field] ? errors[field] : undefined)
  const touchIfFilled = (field: DetailsField) => (event: { target: { value: string } }) => {
    if (event.target.value) setTouched((t) => ({ ...t, [field]: true }))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    setServerError(null)
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
            value={address}
            onChange={setAddress}
            errors={{
              street: shown('street'),
              city: shown('city'),
              location: shown('location'),
            }}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Piso (opcional)"
              maxLength={10}
              value={floor}
              onChange={(e) => setFloor(e.target.value)}
            />
            <TextField
              label="Depto (opcional)"
              maxLength={10}
              value={apartment}
              onChange={(e) => setApartment(e.target.value)}
            />
          </div>
        </Section>

        <Section title="Datos fiscales">
          <TextField
            label="Razón social"
            autoComplete="organization"
            maxLength={120}
            value={legalName}
            onChange={(e) => setLegalName(e.target.value)}
            onBlur={touchIfFilled('legalName')}
            error={shown('legalName')}
            hint="Como figura en AFIP."
          />
          <TextField
            label="CUIT/CUIL"
            inputMode="numeric"
            placeholder="20-12345678-6"
            maxLength={20}
            value={taxId}
            onChange={(e) => setTaxId(e.target.value)}
            onBlur={touchIfFilled('taxId')}
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
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={touchIfFilled('password')}
            error={shown('password')}
          />
          <PasswordChecklist password={password} />
          <TextField
            label="Repetí la contraseña"
            type="password"
            autoComplete="new-password"
            maxLength={200}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            onBlur={touchIfFilled('confirm')}
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
