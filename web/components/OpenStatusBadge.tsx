import type { OpenStatus } from '../../domain/opening-hours'

const tone: Record<OpenStatus['kind'], string> = {
  open: 'bg-green-100 text-green-800 ring-green-600/20',
  'opens-soon': 'bg-amber-100 text-amber-900 ring-amber-600/20',
  'opens-later': 'bg-amber-50 text-amber-900 ring-amber-600/20',
  closed: 'bg-red-100 text-red-800 ring-red-600/20',
}

/** Open status: colour always comes with its word. */
export function OpenStatusBadge({ status }: { status: Pick<OpenStatus, 'kind' | 'label'> }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full whitespace-nowrap px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset ${tone[status.kind]}`}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {status.label}
    </span>
  )
}
