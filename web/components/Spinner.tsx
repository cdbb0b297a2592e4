export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 p-6">
      <span
        aria-hidden
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
      />
      <span className="text-stone-600">{label}</span>
    </div>
  )
}
