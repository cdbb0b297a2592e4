import { createContext, useContext, useEffect, useReducer, useState, type ReactNode } from 'react'

/*
 * The customer pages' query cache (docs/decisions/0023-customer-query-cache.md): the part of
 * TanStack Query's API those pages use, in a few kilobytes, for their light build only
 * (vite.customer.config.ts aliases `@tanstack/react-query` to this file). The screens import from
 * '@tanstack/react-query' and run unchanged on the app's build and on the server, where the library
 * itself serves them; `query.test.tsx` holds both to the same behaviour.
 *
 * What it keeps of the library's behaviour, because the screens rely on it:
 * - One entry per key (hashed as the library does, objects' keys sorted), shared by every screen
 *   that reads it; one fetch at a time per entry, later callers joining it. `refetch`,
 *   `fetchNextPage` and `invalidateQueries` replace a running fetch of an entry that has data.
 * - A screen fetches on mount when the entry has no data or its data is older than `staleTime`
 *   (or invalidated, or failed), and reports that fetch from its first render (`isFetching`).
 * - `retry` as a count, `false` or a function of the failures so far, each retry after 1, 2, 4...
 *   seconds (at most 30) and, offline, once the connection is back; stale entries on screen are
 *   fetched again when it comes back.
 * - `enabled`, `refetchInterval` (a number or a function of the entry; not while the page is
 *   hidden), `placeholderData` (`keepPreviousData`), `gcTime` (an entry no screen reads is dropped
 *   after it, 5 minutes unless set), equal data keeping its identity (structural sharing).
 * - The last screen leaving an entry stops its retries, and cancels its fetch (the entry back as
 *   it was) when the fetch function read its abort signal.
 * - Infinite entries: `{ pages, pageParams }`, `initialPageParam`, `getNextPageParam`,
 *   `fetchNextPage`, `hasNextPage`, `isFetchingNextPage`; a refetch fetches again every page held.
 * Not here, because no customer screen uses it: mutations, suspense, `select`, window-focus
 * refetching, previous pages, a pause before a first attempt made offline.
 */

type Key = readonly unknown[]
type Retry = boolean | number | ((failures: number, error: unknown) => boolean)
type Pages = { pages: unknown[]; pageParams: unknown[] }

export interface QueryOptions {
  queryKey: Key
  queryFn?: (context: { queryKey: Key; signal: AbortSignal; pageParam?: unknown }) => unknown
  enabled?: boolean
  staleTime?: number
  gcTime?: number
  retry?: Retry
  refetchInterval?: number | false | ((query: Query) => number | false | undefined)
  refetchOnMount?: boolean
  refetchOnReconnect?: boolean
  placeholderData?: unknown
  initialPageParam?: unknown
  getNextPageParam?: (
    last: unknown,
    pages: unknown[],
    lastParam: unknown,
    params: unknown[],
  ) => unknown
  [other: string]: unknown
}

interface QueryState {
  data: unknown
  error: unknown
  status: 'pending' | 'error' | 'success'
  fetchStatus: 'idle' | 'fetching'
  dataUpdatedAt: number
  isInvalidated: boolean
  /** The running fetch is an infinite entry's next page. */
  next?: boolean
}

interface Observer {
  options: QueryOptions
  enabled: boolean
  notify: () => void
}

const noop = () => {}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype

const hashKey = (key: Key) =>
  JSON.stringify(key, (_, value: unknown) =>
    isPlain(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, value[k]]),
        )
      : value,
  )

/** `next`, keeping every part of `previous` that is equal to it, so unchanged data is the same object. */
function replaceEqualDeep(previous: unknown, next: unknown): unknown {
  if (previous === next) return previous
  const arrays = Array.isArray(previous) && Array.isArray(next)
  if (!arrays && !(isPlain(previous) && isPlain(next))) return next
  const before = previous as Record<string, unknown>
  const after = next as Record<string, unknown>
  const keys = Object.keys(after)
  const copy: Record<string, unknown> = arrays ? ([] as never) : {}
  let same = keys.length === Object.keys(before).length
  for (const key of keys) {
    copy[key] = replaceEqualDeep(before[key], after[key])
    if (copy[key] !== before[key] || !(key in before)) same = false
  }
  return same ? previous : copy
}

const nextPageParam = (options: QueryOptions, { pages, pageParams }: Pages) =>
  pages.length
    ? options.getNextPageParam!(pages.at(-1), pages, pageParams.at(-1), pageParams)
    : undefined

const online = () =>
  navigator.onLine === false
    ? new Promise((resolve) => addEventListener('online', resolve, { once: true }))
    : undefined

class Query {
  state: QueryState = {
    data: undefined,
    error: null,
    status: 'pending',
    fetchStatus: 'idle',
    dataUpdatedAt: 0,
    isInvalidated: false,
  }
  observers = new Set<Observer>()
  private promise?: Promise<unknown>
  private runs = 0
  /** The running fetch's: forget it (and put the entry back as it was), or stop or go on retrying. */
  private cancel: (revert: boolean) => void = noop
  private retrying: (on: boolean) => void = noop
  private leave = noop
  private gcTime = 0
  private timer?: ReturnType<typeof setTimeout>

  constructor(
    private cache: Map<string, Query>,
    readonly queryKey: Key,
    readonly queryHash: string,
    public options: QueryOptions,
  ) {
    this.setOptions(options)
    this.gc()
  }

  setOptions(options: QueryOptions) {
    this.options = options
    this.gcTime = Math.max(this.gcTime, options.gcTime ?? 300_000)
  }

  set(patch: Partial<QueryState>) {
    this.state = { ...this.state, ...patch }
    for (const observer of [...this.observers]) observer.notify()
  }

  setData(data: unknown, patch?: Partial<QueryState>) {
    this.set({
      data: replaceEqualDeep(this.state.data, data),
      dataUpdatedAt: Date.now(),
      error: null,
      isInvalidated: false,
      status: 'success',
      ...patch,
    })
  }

  isStale(staleTime = 0) {
    const { data, isInvalidated, dataUpdatedAt } = this.state
    return data === undefined || isInvalidated || Date.now() - dataUpdatedAt >= staleTime
  }

  observe(observer: Observer) {
    this.observers.add(observer)
    clearTimeout(this.timer)
    return () => {
      this.observers.delete(observer)
      if (this.observers.size) return
      if (this.state.fetchStatus !== 'idle') this.leave()
      this.gc()
    }
  }

  private gc() {
    clearTimeout(this.timer)
    if (this.gcTime === Infinity) return
    this.timer = setTimeout(() => {
      if (!this.observers.size && this.state.fetchStatus === 'idle') {
        this.cache.delete(this.queryHash)
      }
    }, this.gcTime)
  }

  /**
   * Fetches the entry, or joins the fetch under way; `replace` starts over instead when the entry
   * has data (a refetch asked for), `next` fetches an infinite entry's next page.
   */
  fetch(options?: QueryOptions, replace = false, next = false): Promise<unknown> {
    const before = this.state
    if (before.fetchStatus !== 'idle') {
      if (!replace || before.data === undefined) {
        this.retrying(true)
        return this.promise!
      }
      this.cancel(false)
    }
    if (options?.queryFn) this.setOptions(options)
    const { queryFn, retry = 3 } = this.options
    const run = ++this.runs
    const controller = new AbortController()
    let readSignal = false
    let stopped = false
    const context = (pageParam?: unknown) => ({
      queryKey: this.queryKey,
      pageParam,
      get signal() {
        readSignal = true
        return controller.signal
      },
    })
    const infinite = this.options.getNextPageParam ? this.options : undefined
    const load = async () => {
      if (!infinite) return queryFn!(context())
      const held = before.data as Pages | undefined
      let data: Pages = { pages: [], pageParams: [] }
      const page = async (param: unknown) => {
        if (param == null && data.pages.length) return
        const fetched = await queryFn!(context(param))
        data = { pages: [...data.pages, fetched], pageParams: [...data.pageParams, param] }
      }
      if (next && held?.pages.length) {
        data = held
        await page(nextPageParam(infinite, held))
        return data
      }
      for (let i = 0; i < (held?.pages.length || 1); i++) {
        const first = held?.pageParams[0]
        const param = i
          ? nextPageParam(infinite, data)
          : first === undefined
            ? infinite.initialPageParam
            : first
        if (i && param == null) break
        await page(param)
      }
      return data
    }
    const attempt = async (failures: number): Promise<unknown> => {
      try {
        return await load()
      } catch (error) {
        const again =
          retry === true ||
          (typeof retry === 'number' ? failures < retry : retry && retry(failures, error))
        if (stopped || run !== this.runs || !again) throw error
        await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** failures, 30_000)))
        await online()
        if (stopped) throw error
        return attempt(failures + 1)
      }
    }
    this.retrying = (on) => (stopped = !on)
    this.cancel = (revert) => {
      controller.abort()
      this.runs++
      this.promise = undefined
      if (revert) this.set({ ...before, fetchStatus: 'idle' })
    }
    // Left by its last screen: a fetch that can be aborted is, the entry back as it was; any other
    // ends with the attempt under way.
    this.leave = () => (readSignal ? this.cancel(true) : this.retrying(false))
    const fetched = (async () => {
      try {
        const data = await attempt(0)
        if (run !== this.runs) return this.promise ?? this.state.data
        if (data === undefined) throw new Error(`${this.queryHash} data is undefined`)
        this.setData(data, { fetchStatus: 'idle' })
        return this.state.data
      } catch (error) {
        if (run !== this.runs) {
          if (this.promise) return this.promise
          if (this.state.data !== undefined) return this.state.data
          throw error
        }
        this.set({ error, status: 'error', fetchStatus: 'idle', isInvalidated: true })
        throw error
      } finally {
        if (run === this.runs) this.promise = undefined
        this.gc()
      }
    })()
    this.promise = fetched
    this.set({
      fetchStatus: 'fetching',
      next,
      ...(before.data === undefined && { error: null, status: 'pending' as const }),
    })
    return fetched
  }
}

export type { Query }

/** Whether a screen that starts reading `query` fetches it. */
const fetchesOnMount = (query: Query, options: QueryOptions) =>
  options.enabled !== false &&
  (query.state.data === undefined ||
    (options.refetchOnMount !== false && query.isStale(options.staleTime)))

export class QueryClient {
  private cache = new Map<string, Query>()

  constructor(private config: { defaultOptions?: { queries?: Partial<QueryOptions> } } = {}) {
    if (typeof window === 'undefined') return
    // Back online: what screens show and is stale is fetched again.
    addEventListener('online', () => {
      for (const query of this.cache.values()) {
        const observer = [...query.observers].find(
          ({ enabled, options }) =>
            enabled && options.refetchOnReconnect !== false && query.isStale(options.staleTime),
        )
        if (observer) query.fetch(observer.options).catch(noop)
      }
    })
  }

  defaultQueryOptions(options: QueryOptions): QueryOptions {
    return { ...this.config.defaultOptions?.queries, ...options }
  }

  build(options: QueryOptions) {
    const hash = hashKey(options.queryKey)
    let query = this.cache.get(hash)
    if (!query)
      this.cache.set(hash, (query = new Query(this.cache, options.queryKey, hash, options)))
    return query
  }

  getQueryData(queryKey: Key) {
    return this.cache.get(hashKey(queryKey))?.state.data
  }

  setQueryData(queryKey: Key, updater: unknown) {
    const data =
      typeof updater === 'function' ? updater(this.getQueryData(queryKey)) : (updater as unknown)
    if (data === undefined) return undefined
    const query = this.build(this.defaultQueryOptions({ queryKey }))
    query.setData(data)
    return query.state.data
  }

  fetchQuery(options: QueryOptions) {
    const defaulted = this.defaultQueryOptions(options)
    // Unlike a screen's read, a fetch asked for by code does not retry unless told to.
    if (defaulted.retry === undefined) defaulted.retry = false
    const query = this.build(defaulted)
    return query.isStale(defaulted.staleTime)
      ? query.fetch(defaulted)
      : Promise.resolve(query.state.data)
  }

  /** Marks the entries under `queryKey` stale, and fetches again those a screen shows. */
  invalidateQueries({ queryKey = [] }: { queryKey?: Key } = {}) {
    const parts = queryKey.map((part) => hashKey([part]))
    const fetches: Promise<unknown>[] = []
    for (const query of this.cache.values()) {
      if (!parts.every((part, i) => part === hashKey([query.queryKey[i]]))) continue
      if (!query.state.isInvalidated) query.set({ isInvalidated: true })
      if ([...query.observers].some((observer) => observer.enabled)) {
        fetches.push(query.fetch(undefined, true).catch(noop))
      }
    }
    return Promise.all(fetches).then(noop)
  }
}

const ClientContext = createContext<QueryClient | null>(null)

export function QueryClientProvider({
  client,
  children,
}: {
  client: QueryClient
  children?: ReactNode
}) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>
}

export function useQueryClient() {
  const client = useContext(ClientContext)
  if (!client) throw new Error('No QueryClient set, use QueryClientProvider to set one')
  return client
}

export const queryOptions = <T,>(options: T) => options

export const keepPreviousData = <T,>(previous: T) => previous

type Entry = {
  options: QueryOptions
  query: Query
  enabled: boolean
  state: QueryState
  every: number
}

/**
 * What one screen reads of its entries: it remembers what it subscribed to (a fetch about to start
 * on mount is reported from the first render, as the library does) and, per entry, the last one
 * it read with data (for `placeholderData`).
 */
class Reader {
  private subscribed: string[] = []
  private withData: (Query | undefined)[] = []

  subscribe(entries: Entry[], subscription: string[], notify: () => void) {
    const leave = entries.map(({ query, options, enabled, state }) => {
      const off = query.observe({ options, enabled, notify })
      if (query.state !== state) notify()
      if (fetchesOnMount(query, options)) query.fetch(options).catch(noop)
      return off
    })
    this.subscribed = subscription
    return () => {
      this.subscribed = []
      for (const off of leave) off()
    }
  }

  read({ options, query, state }: Entry, i: number, subscription: string[]) {
    if (this.subscribed[i] !== subscription[i] && fetchesOnMount(query, options)) {
      state = {
        ...state,
        fetchStatus: 'fetching',
        ...(state.data === undefined && { error: null, status: 'pending' as const }),
      }
    }
    let { data, status } = state
    let isPlaceholderData = false
    if (data !== undefined) this.withData[i] = query
    else if (options.placeholderData !== undefined && status === 'pending') {
      const last = this.withData[i]
      const placeholder =
        typeof options.placeholderData === 'function'
          ? options.placeholderData(last?.state.data, last)
          : options.placeholderData
      if (placeholder !== undefined) {
        data = placeholder
        status = 'success'
        isPlaceholderData = true
      }
    }
    const isFetching = state.fetchStatus === 'fetching'
    return {
      data,
      error: state.error,
      status,
      fetchStatus: state.fetchStatus,
      dataUpdatedAt: state.dataUpdatedAt,
      isPending: status === 'pending',
      isSuccess: status === 'success',
      isError: status === 'error',
      isFetching,
      isLoading: status === 'pending' && isFetching,
      isPlaceholderData,
      refetch: () => query.fetch(options, true).then(noop, noop),
      ...(options.getNextPageParam && {
        hasNextPage: data !== undefined && nextPageParam(options, data as Pages) != null,
        isFetchingNextPage: isFetching && !!state.next,
        fetchNextPage: () => query.fetch(options, true, true).then(noop, noop),
      }),
    }
  }
}

/** What a screen reads of each entry in `list`, kept current while it is on screen. */
function useQueryResults(list: QueryOptions[]) {
  const client = useQueryClient()
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const [reader] = useState(() => new Reader())
  const entries = list.map((given): Entry => {
    const options = client.defaultQueryOptions(given)
    const query = client.build(options)
    if (options.queryFn) query.setOptions(options)
    const enabled = options.enabled !== false
    const every =
      typeof options.refetchInterval === 'function'
        ? options.refetchInterval(query)
        : options.refetchInterval
    return { options, query, enabled, state: query.state, every: enabled && every ? every : 0 }
  })
  const subscription = entries.map(({ query, enabled }) => query.queryHash + enabled)
  const intervals = entries.map(({ every }) => every)

  // The entries and how they are read change exactly when `subscription` does.
  useEffect(
    () => reader.subscribe(entries, subscription, rerender),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [reader, JSON.stringify(subscription)],
  )

  useEffect(() => {
    const timers = entries.map(({ query, options, every }) =>
      every
        ? setInterval(() => {
            if (document.visibilityState !== 'hidden') query.fetch(options).catch(noop)
          }, every)
        : undefined,
    )
    return () => timers.forEach(clearInterval)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(subscription), JSON.stringify(intervals)])

  return entries.map((entry, i) => reader.read(entry, i, subscription))
}

export const useQuery = (options: QueryOptions) => useQueryResults([options])[0]

export const useInfiniteQuery = useQuery

export const useQueries = ({ queries }: { queries: QueryOptions[] }) => useQueryResults(queries)
