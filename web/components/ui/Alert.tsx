import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import type { ReactNode } from 'react'

const tones = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlert },
  success: { box: 'border-green-200 bg-green-50 text-green-800', Icon: CircleCheck },
  info: { box: 'border-amber-200 bg-amber-50 text-amber-900', Icon: Info },
}

/** A message in the flow of the page; errors are announced at once. */
export function Alert({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  const { box, Icon } = tones[tone]
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-2 rounded-lg border p-3 text-sm ${box}`}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  )
}
