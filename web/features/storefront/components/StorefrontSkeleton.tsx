const block = 'animate-pulse rounded bg-stone-200'

/** Shapes of the storefront while it loads; one 'Cargando comercio...' for screen readers. */
export function StorefrontSkeleton() {
  return (
    <div role="status" aria-label="Cargando comercio..." className="mx-auto max-w-6xl md:px-4">
      <div className={`${block} aspect-[8/3] rounded-none md:aspect-[16/4]`} />
      <div className="px-4">
        <div className={`${block} -mt-10 size-24 rounded-2xl border-4 border-white`} />
        <div className={`${block} mt-4 h-7 w-2/3`} />
        <div className={`${block} mt-3 h-4 w-1/2`} />
        <div className={`${block} mt-6 h-12 rounded-full`} />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${block} mt-4 h-32 rounded-2xl bg-stone-100`} />
        ))}
      </div>
    </div>
  )
}
