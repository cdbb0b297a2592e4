import { describe, expect, it } from 'vitest'
import { emptyAddress } from '../../../components/AddressPicker/address'
import { registrationPayload, validateDetails, type DetailsValues } from './details-form'
import { readRegistrationState, readResume } from './state'

const valid: DetailsValues = {
  address: {
    street: 'Av. Colón',
    number: '1045',
    city: 'Córdoba',
    province: '',
    zipCode: '',
    lat: -31.41,
    lng: -64.19,
  },
  legalName: 'Doña Rosa S.R.L.',
  taxId: '20-12345678-6',
  floor: ' ',
  apartment: 'B',
  password: 'Barrio.2025',
  confirm: 'Barrio.2025',
}

describe('validateDetails', () => {
  it('accepts a complete form', () => {
    expect(validateDetails(valid)).toEqual({ errors: {}, formError: null })
  })

  it('needs legal name, street, city and the map point, with one form message', () => {
    const { errors, formError } = validateDetails({
      ...valid,
      legalName: ' ',
      address: emptyAddress,
    })
    expect(Object.keys(errors).sort()).toEqual(['city', 'legalName', 'location', 'street'])
    expect(formError).toBe('Completá todos los campos obligatorios.')
  })

  it('floor, apartment, number, province and zip code are optional', () => {
    const address = { ...valid.address, number: '', province: '', zipCode: '' }
    expect(validateDetails({ ...valid, address, floor: '', apartment: '' }).errors).toEqual({})
  })

  it('checks the CUIT/CUIL and the passwords without the form message', () => {
    const result = validateDetails({ ...valid, taxId: '20-12345678-5', confirm: 'Barrio.2026' })
    expect(result.errors).toEqual({
      taxId: 'CUIT/CUIL inválido. Revisá el número: el dígito verificador no coincide.',
      confirm: 'Las contraseñas no coinciden.',
    })
    expect(result.formError).toBeNull()
    expect(
      validateDetails({ ...valid, password: 'barrio2025', confirm: 'barrio2025' }).errors,
    ).toEqual({
      password: 'La contraseña no cumple con los requisitos.',
    })
  })
})

describe('registrationPayload', () => {
  it('joins street and number, strips the CUIT and sends blanks as null', () => {
    const state = {
      phone: '+5493515551234',
      name: 'Doña Rosa',
      email: 'rosa@barrio.test',
      plan: 'starter' as const,
    }
    expect(registrationPayload(state, valid)).toMatchObject({
      address: 'Av. Colón 1045',
      taxId: '20123456786',
      floor: null,
      apartment: 'B',
      province: null,
      zipCode: null,
      plan: 'starter',
    })
  })
})

describe('navigation state', () => {
  const state = {
    phone: '+5493515551234',
    name: 'Doña Rosa',
    email: 'rosa@barrio.test',
    plan: 'starter',
  }
  it('is read only when phone, name, email and plan are all there', () => {
    expect(readRegistrationState(state)).toEqual(state)
    expect(readRegistrationState({ ...state, extra: 1 })).toEqual(state)
    for (const key of ['phone', 'name', 'email', 'plan']) {
      expect(readRegistrationState({ ...state, [key]: undefined })).toBeNull()
    }
    expect(readRegistrationState({ ...state, name: '  ' })).toBeNull()
    expect(readRegistrationState(null)).toBeNull()
    expect(readRegistrationState('x')).toBeNull()
  })

  it('reads the data sent back to change the number', () => {
    expect(readResume({ resume: { name: 'A', email: 'a@b.cd', phone: '+549351' } })).toEqual({
      name: 'A',
      email: 'a@b.cd',
      phone: '+549351',
    })
    expect(readResume({ resume: { name: '', email: 'a@b.cd', phone: '' } })).toBeNull()
    expect(readResume({ step: 2 })).toBeNull()
  })
})
