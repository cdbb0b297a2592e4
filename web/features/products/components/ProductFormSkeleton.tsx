import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton'

/** The form's outline while the product and the categories load. */
export function ProductFormSkeleton() {
  return (
    <LoadingRegion>
      <div className="flex flex-col gap-5">
        {[3, 3, 2].map((rows, i) => (
          <div
            key={i}
            className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
          >
            {Array.from({ length: rows }, (_, j) => (
              <div key={j} className="flex flex-col gap-2">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-11 w-full rounded-lg" />
              </div>
            ))}
          </div>
        ))}
      </div>
    </LoadingRegion>
  )
}
