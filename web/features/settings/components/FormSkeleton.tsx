import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton'

/** Grey fields while a tab's data loads. */
export function FormSkeleton({ fields }: { fields: number }) {
  return (
    <LoadingRegion>
      <div className="flex flex-col gap-4">
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  )
}
