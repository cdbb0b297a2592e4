import { useRef, useState, type FormEvent } from 'react'
import type { FieldProblem } from '../../domain/auth/checks'

/**
 * What a check finds: nothing, one problem, or one per field at fault (the first gets the focus);
 * a problem of the whole form (its rules could not load) is at 'root'.
 */
type Found<K extends string> = FieldProblem<K | 'root'> | readonly FieldProblem<K | 'root'>[] | null

const listOf = <K extends string>(found: Found<K>): readonly FieldProblem<K | 'root'>[] =>
  found === null ? [] : 'field' in found ? [found] : found

/**
 * A form without a form library, for public screens whose first load must stay light
 * (docs/decisions/0006-bundle-driven-splits.md): the sign-in screens and the checkout. The values
 * are read from the form's inputs by name (controls outside it that name it in `form` too); a field
 * not on screen (the address for pickup) keeps what was typed or `initial`, as `values` shows.
 * `check` (sync, or async when its rules load apart) runs on submit and, once the form was
 * submitted, again at every change, so a message goes as soon as its field is right
 * (react-hook-form's default modes); the first field at fault gets the focus. `send` runs only with
 * values the check accepts, and the form is busy until it ends.
 */
export function usePlainForm<K extends string>(
  fields: readonly K[],
  check: (values: Record<K, string>) => Found<K> | Promise<Found<K>>,
  send: (values: Record<K, string>, form: HTMLFormElement) => Promise<void>,
  initial?: Partial<Record<K, string>>,
) {
  const [problems, setProblems] = useState<readonly FieldProblem<K | 'root'>[]>([])
  const [busy, setBusy] = useState(false)
  const [values, setValues] = useState(
    () =>
      Object.fromEntries(fields.map((name) => [name, initial?.[name] ?? ''])) as Record<K, string>,
  )
  const kept = useRef(values)
  const submitted = useRef(false)
  // Only the latest check's answer counts, should an earlier one end after it.
  const round = useRef(0)
  const element = useRef<HTMLFormElement | null>(null)
  /** The form's `ref`, for `set`. */
  const attach = (form: HTMLFormElement | null) => {
    element.current = form
  }

  const read = (form: HTMLFormElement) =>
    Object.fromEntries(
      fields.map((name) => {
        const control = form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null
        return [name, control ? control.value : kept.current[name]]
      }),
    ) as Record<K, string>

  const keep = (next: Record<K, string>) => {
    kept.current = next
    setValues(next)
  }

  // A sync check answers at once, so a message goes with the keystroke that fixes its field.
  function judge(form: HTMLFormElement) {
    const current = ++round.current
    const settle = (found: Found<K>) => {
      const list = listOf(found)
      if (current === round.current) setProblems(list)
      return list
    }
    const found = check(read(form))
    return found instanceof Promise ? found.then(settle) : settle(found)
  }

  /**
   * A field's value changed: the form's `onInput` and `onChange` both (the customer pages' runtime
   * fires `change` on a form only when a field loses focus, React at every keystroke; `input`
   * comes with each keystroke in both). The second of the two for one keystroke finds nothing new.
   */
  function onChange(event: FormEvent<HTMLElement>) {
    const control = event.target as HTMLInputElement
    const form = control.form
    if (!form || !(fields as readonly string[]).includes(control.name)) return
    const now = read(form)
    if (fields.every((name) => now[name] === kept.current[name])) return
    keep({ ...kept.current, ...now })
    if (submitted.current) void judge(form)
  }

  /** Writes a field as if typed (a place marked on a map fills the address). */
  function set(name: K, value: string) {
    const form = element.current
    const control = form?.elements.namedItem(name)
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
      control.value = value
    keep({ ...kept.current, [name]: value })
    if (form && submitted.current) void judge(form)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    submitted.current = true
    const found = await judge(form)
    if (found.length > 0) {
      const control = form.elements.namedItem(found[0].field)
      const target = control instanceof RadioNodeList ? control[0] : control
      if (target instanceof HTMLElement) target.focus()
      return
    }
    setBusy(true)
    try {
      await send(read(form), form)
    } finally {
      setBusy(false)
    }
  }

  /** The message under a field, if any. */
  const messageOf = (name: K | 'root') => problems.find((p) => p.field === name)?.message

  return { problem: problems[0] ?? null, messageOf, busy, values, attach, set, onChange, onSubmit }
}
