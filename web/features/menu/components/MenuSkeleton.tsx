export function MenuSkeleton() {
  return (
    <div className="mx-auto min-h-dvh max-w-3xl bg-white" aria-busy="true">
      <div className="aspect-[8/3] w-full animate-pulse bg-stone-200" />
      <div className="px-4">
        <div className="-mt-10 size-24 animate-pulse rounded-2xl border-4 border-white bg-stone-200" />
        <p role="status" className="mt-4 text-stone-600">
          Cargando menú...
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="mt-4 h-20 animate-pulse rounded-2xl bg-stone-100" />
        ))}
      </div>
    </div>
  )
}
