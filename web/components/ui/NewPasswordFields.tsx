import type { ComponentPropsWithRef } from 'react'
import { PasswordChecklist } from './PasswordChecklist'
import { TextField } from './TextField'

/** A field's own props: react-hook-form's `register(name)`, or a plain form's name and handlers. */
type FieldBinding = Omit<ComponentPropsWithRef<typeof TextField>, 'label'> & { name: string }

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
  /** The first field's binding, e.g. `register('password')` of the page's form. */
  passwordField: FieldBinding
  /** The repetition's binding, e.g. `register('confirm')`. */
  confirmField: FieldBinding
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
