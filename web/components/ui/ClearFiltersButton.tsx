import { Button } from './Button'

/** 'Quitar los filtros' under a list's filters, shown by the list only while a filter is set. */
export function ClearFiltersButton({
  onClick,
  className,
}: {
  onClick: () => void
  /** The wrapper's classes: where it sits in the filters' grid. */
  className: string
}) {
  return (
    <div className={className}>
      <Button variant="ghost" onClick={onClick}>
        Quitar los filtros
      </Button>
    </div>
  )
}
