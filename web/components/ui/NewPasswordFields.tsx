import type { UseFormRegisterReturn } from 'react-hook-form'
import { PasswordChecklist } from './PasswordChecklist'
import { TextField } from './TextField'

/**
 * A new password, its rule ticked off as the person types, and its repetition: the fields of
 * every form that sets a password from a link (reset, operator activation, team invitation).
 */
export function NewPasswordFields({
  label,
  password,
  passwordField,
  confirmField,
}: {
  /** The first field's label; each page names it its own way. */
  label: string
  /** The password as typed so far, for the checklist. */
  password: string
  /** `register('password')` of the page's form. */
  passwordField: UseFormRegisterReturn
  /** `register('confirm')` of the page's form. */
  confirmField: UseFormRegisterReturn
}) {
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" {...passwordField} />
      <PasswordChecklist password={password} />
      <TextField
        label="Repetí la contraseña"
        type="password"
        autoComplete="new-password"
        {...confirmField}
      />
    </>
  )
}
