import { describe, expect, it } from 'vitest'
import {
  EMAIL_MESSAGE,
  LOGIN_FIELDS_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
} from '../messages/customer'
import { emailProblem, isStrongPassword, loginFieldsProblem, newPasswordProblem } from './checks'
import { emailSchema, newPasswordFormSchema } from './schemas'

describe('isStrongPassword', () => {
  it('needs 8 characters with lower, upper, digit and special', () => {
    expect(isStrongPassword('Barrio2025!')).toBe(true)
    expect(isStrongPassword('Ñandú2025#')).toBe(true)
    for (const weak of ['Ba1!', 'barrio2025!', 'BARRIO2025!', 'BarrioBarrio!', 'Barrio2025']) {
      expect(isStrongPassword(weak)).toBe(false)
    }
  })
})

// The sign-in screens check with these alone; the API checks with the schemas. Both must agree.
describe('the screens’ checks and the schemas agree', () => {
  it.each([
    'rosa@barrio.test',
    '  rosa@barrio.test ',
    'rosa@',
    'rosa barrio@x.com',
    '',
    `${'a'.repeat(250)}@b.co`,
    `${'a'.repeat(245)}@b.co`,
  ])('email %j', (email) => {
    const parsed = emailSchema.safeParse(email)
    expect(emailProblem(email)).toEqual(
      parsed.success ? null : { field: 'email', message: EMAIL_MESSAGE },
    )
  })

  it.each([
    ['corta', 'corta'],
    ['Segura123!', 'Segura124!'],
    ['Segura123!', 'Segura123!'],
    ['', ''],
  ])('new password %j repeated as %j', (password, confirm) => {
    const parsed = newPasswordFormSchema.safeParse({ password, confirm })
    const problem = newPasswordProblem(password, confirm)
    if (parsed.success) expect(problem).toBeNull()
    else
      expect(problem).toEqual({
        field: parsed.error.issues[0].path[0],
        message: parsed.error.issues[0].message,
      })
    expect(problem?.message ?? null).toBe(
      !isStrongPassword(password)
        ? PASSWORD_RULE_MESSAGE
        : password !== confirm
          ? PASSWORD_MISMATCH_MESSAGE
          : null,
    )
  })
})

describe('loginFieldsProblem', () => {
  it('asks for both fields, the email trimmed', () => {
    expect(loginFieldsProblem('  ', 'x')).toEqual({ field: 'email', message: LOGIN_FIELDS_MESSAGE })
    expect(loginFieldsProblem('rosa@barrio.test', '')).toEqual({
      field: 'password',
      message: LOGIN_FIELDS_MESSAGE,
    })
    expect(loginFieldsProblem(' rosa ', ' ')).toBeNull()
  })
})
