import { LayoutGrid } from 'lucide-react'
import { Picture } from '../../../components/Picture'

/** A category's 4:3 picture (the API stores 640×480), or a placeholder when it has none. */
export function CategoryImage({
  src,
  alt = '',
  className = '',
}: {
  src: string | null
  alt?: string
  className?: string
}) {
  return (
    <div className={`aspect-[4/3] w-full overflow-hidden bg-brand-50 ${className}`}>
      {src ? (
        <Picture
          src={src}
          sizes="(min-width: 640px) 240px, 50vw"
          alt={alt}
          width={320}
          height={240}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-brand-200">
          <LayoutGrid aria-hidden className="size-10" />
        </div>
      )}
    </div>
  )
}
