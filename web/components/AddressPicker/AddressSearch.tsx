import { MapPin, Search } from 'lucide-react'
import { useId, useState, type KeyboardEvent } from 'react'
import { PLACE_QUERY_MIN_LENGTH } from '../../../domain/constants'
import {
  ADDRESS_SEARCH_EMPTY_MESSAGE,
  ADDRESS_SEARCH_FAILED_MESSAGE,
} from '../../../domain/messages/widgets'
import { usePlaceSearch, type Place } from '../../api/geo'
import { useDebouncedValue } from '../../hooks/useDebouncedValue'

const SEARCH_DEBOUNCE_MS = 300

/**
 * Address autocomplete (ARIA combobox): suggestions from /api/geo/autocomplete, ranked near the
 * map's point. When nothing is found the person is told to type the address by hand.
 */
export function AddressSearch({
  near,
  onPick,
  label = 'Buscar dirección',
}: {
  near: { lat: number; lng: number } | null
  onPick(place: Place): void
  label?: string
}) {
  const id = useId()
  const listId = `${id}-list`
  const [text, setText] = useState('')
  // False after a pick: the label shown in the box is not a new search.
  const [typing, setTyping] = useState(false)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const debounced = useDebouncedValue(typing ? text.trim() : '', SEARCH_DEBOUNCE_MS)
  const search = usePlaceSearch(debounced, near)
  const places = debounced.length >= PLACE_QUERY_MIN_LENGTH ? (search.data ?? []) : []
  const waiting =
    typing &&
    text.trim().length >= PLACE_QUERY_MIN_LENGTH &&
    (text.trim() !== debounced || search.isFetching)
  const searched = typing && !waiting && debounced.length >= PLACE_QUERY_MIN_LENGTH
  const showList = open && places.length > 0

  function pick(place: Place) {
    setText(place.label)
    setTyping(false)
    setOpen(false)
    setActive(-1)
    onPick(place)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && places.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % places.length)
    } else if (event.key === 'ArrowUp' && places.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1))
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault()
      pick(places[active])
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault()
      setOpen(false)
    }
  }

  let status: string | null = null
  if (waiting) status = 'Buscando direcciones...'
  else if (searched && search.isError) status = ADDRESS_SEARCH_FAILED_MESSAGE
  else if (searched && places.length === 0) status = ADDRESS_SEARCH_EMPTY_MESSAGE

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
        />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={status ? `${id}-status` : undefined}
          placeholder="Ej.: Av. Colón 1045"
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setTyping(true)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="min-h-11 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-10 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Direcciones sugeridas"
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-[1100] mt-1 max-h-72 overflow-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
      >
        {places.map((place, i) => (
          <li
            key={`${place.label}-${place.lat}-${place.lng}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Keeps the focus in the box, so the blur does not close the list before the click.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(place)}
            className={`flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 text-stone-900 ${i === active ? 'bg-brand-50' : 'hover:bg-stone-50'}`}
          >
            <MapPin aria-hidden className="size-4 shrink-0 text-brand-700" />
            {place.label}
          </li>
        ))}
      </ul>
      {/* Always present, so screen readers announce what changes in it. */}
      <p id={`${id}-status`} role="status" className="text-sm text-stone-600 empty:hidden">
        {status}
      </p>
    </div>
  )
}
