import { useRef, useState, type FormEvent } from 'react'
import type { FieldProblem } from '../../domain/auth/checks'

/**
 * A form without a form library, for public screens whose first load must stay light
 * (docs/decisions/0006-bundle-driven-splits.md): the sign-in screens. The values are read from the
 * form's inputs by name. `check` runs on submit and, once the form was submitted, again at every
 * change, so a message goes as soon as its field is right (react-hook-form's default modes); the
 * first field at fault gets the focus. `send` runs only with values the check accepts, and the form
 * is busy until it ends.
 */
export function usePlainForm<K extends string>(
  fields: readonly K[],
  check: (values: Record<K, string>) => FieldProblem<K> | null,
  send: (values: Record<K, string>, form: HTMLFormElement) => Promise<void>,
) {
  const [problem, setProblem] = useState<FieldProblem<K> | null>(null)
  const [busy, setBusy] = useState(false)
  const submitted = useRef(false)

  const read = (form: HTMLFormElement) =>
    Object.fromEntries(
      fields.map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement).value]),
    ) as Record<K, string>

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (submitted.current) setProblem(check(read(event.currentTarget)))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const values = read(form)
    const found = check(values)
    submitted.current = true
    setProblem(found)
    if (found) {
      ;(form.elements.namedItem(found.field) as HTMLElement | null)?.focus()
      return
    }
    setBusy(true)
    try {
      await send(values, form)
    } finally {
      setBusy(false)
    }
  }

  return { problem, busy, onChange, onSubmit }
}
