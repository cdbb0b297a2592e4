import type { RegisterBusinessPayload } from '../../../../domain/auth/schemas'
import { REQUIRED_FIELDS_MESSAGE } from '../../../../domain/messages/customer'
import {
  LOCATION_REQUIRED_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
} from '../../../../domain/messages/panel'
import { cuitProblem, normalizeCuit } from '../../../../domain/auth/rules'
import { newPasswordProblem } from '../../../../domain/auth/checks'
import {
  hasLocation,
  streetLine,
  type AddressValue,
} from '../../../components/AddressPicker/address'
import type { RegistrationState } from './state'

export interface DetailsValues {
  address: AddressValue
  legalName: string
  taxId: string
  floor: string
  apartment: string
  password: string
  confirm: string
}

export type DetailsField =
  'street' | 'city' | 'location' | 'legalName' | 'taxId' | 'password' | 'confirm'
export type DetailsErrors = Partial<Record<DetailsField, string>>

/** The order of the form, so the first problem gets the focus. */
export const DETAILS_FIELD_ORDER: DetailsField[] = [
  'street',
  'city',
  'location',
  'legalName',
  'taxId',
  'password',
  'confirm',
]

/**
 * docs/product.md#validation 'Registration details': legal name, address, city and map point are required (one
 * message for all of them, plus a mark on each field), the CUIT/CUIL and the password rules.
 */
export function validateDetails(values: DetailsValues): {
  errors: DetailsErrors
  formError: string | null
} {
  const errors: DetailsErrors = {}
  if (!values.address.street.trim()) errors.street = REQUIRED_FIELD_MESSAGE
  if (!values.address.city.trim()) errors.city = REQUIRED_FIELD_MESSAGE
  if (!hasLocation(values.address)) errors.location = LOCATION_REQUIRED_MESSAGE
  if (!values.legalName.trim()) errors.legalName = REQUIRED_FIELD_MESSAGE
  const missing = Object.keys(errors).length > 0
  const cuit = cuitProblem(values.taxId)
  if (cuit) errors.taxId = cuit
  const password = newPasswordProblem(values.password, values.confirm)
  if (password) errors[password.field] = password.message
  return {
    errors,
    formError: missing ? REQUIRED_FIELDS_MESSAGE : null,
  }
}

/** docs/product.md#entities 'Business registration payload'. */
export function registrationPayload(
  registration: RegistrationState,
  values: DetailsValues,
): RegisterBusinessPayload {
  const { address } = values
  if (!hasLocation(address)) throw new Error('registrationPayload: validate the map point first')
  const optional = (text: string) => text.trim() || null
  return {
    name: registration.name,
    email: registration.email,
    phone: registration.phone,
    legalName: values.legalName.trim(),
    taxId: normalizeCuit(values.taxId),
    address: streetLine(address),
    city: address.city.trim(),
    province: optional(address.province),
    zipCode: optional(address.zipCode),
    floor: optional(values.floor),
    apartment: optional(values.apartment),
    lat: address.lat,
    lng: address.lng,
    plan: registration.plan,
    password: values.password,
  }
}
