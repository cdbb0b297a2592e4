// @vitest-environment jsdom
import * as tanstack from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { StrictMode, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as small from './query'
import { held } from '../testing/held'

/*
 * The customer build's query cache (./query.tsx) against TanStack Query itself, which the app's
 * build and the server run: the same screens read both, so each behaviour they rely on is checked
 * on the two.
 */
type Library = typeof tanstack
const libraries: [string, Library][] = [
  ['TanStack Query', tanstack],
  ['the customer build’s query cache', small as unknown as Library],
]

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe.each(libraries)('%s', (_, lib) => {
  let client: tanstack.QueryClient
  let strict = false

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    strict = false
    // As web/runtime/start.tsx makes it.
    client = new lib.QueryClient({
      defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
    })
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  function wrapper({ children }: { children: ReactNode }) {
    const provided = <lib.QueryClientProvider client={client}>{children}</lib.QueryClientProvider>
    return strict ? <StrictMode>{provided}</StrictMode> : provided
  }
  const read = <T, P>(hook: (props: P) => T, initialProps?: P) =>
    renderHook(hook, { wrapper, initialProps })

  it('fetches a key once for every screen that reads it, reported as fetching from the first render', async () => {
    const queryFn = vi.fn(async (_context: { queryKey: readonly unknown[] }) => 'ok')
    const fetching: boolean[] = []
    const { result } = read(() => {
      const a = lib.useQuery({ queryKey: ['k'], queryFn })
      const b = lib.useQuery({ queryKey: ['k'], queryFn })
      fetching.push(a.isFetching)
      return { a, b }
    })
    expect(fetching[0]).toBe(true)
    expect(result.current.a).toMatchObject({ isPending: true, isLoading: true, data: undefined })
    await waitFor(() => expect(result.current.a.data).toBe('ok'))
    expect(result.current.b).toMatchObject({ data: 'ok', isSuccess: true, isFetching: false })
    expect(queryFn).toHaveBeenCalledTimes(1)
    expect(queryFn.mock.calls[0][0]).toMatchObject({ queryKey: ['k'] })
  })

  it('under StrictMode, still one fetch and the data', async () => {
    strict = true
    const queryFn = vi.fn(async () => 'ok')
    const { result } = read(() => lib.useQuery({ queryKey: ['k'], queryFn }))
    await waitFor(() => expect(result.current.data).toBe('ok'))
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('reads data set before the first render without fetching while it is fresh, and fetches it again on mount once stale', async () => {
    client.setQueryData(['shop', 'a'], { name: 'A' })
    const queryFn = vi.fn(async () => ({ name: 'A, renamed' }))
    const first = read(() => lib.useQuery({ queryKey: ['shop', 'a'], queryFn }))
    expect(first.result.current).toMatchObject({ data: { name: 'A' }, isFetching: false })
    first.unmount()
    await pass(29_000)
    const fresh = read(() => lib.useQuery({ queryKey: ['shop', 'a'], queryFn }))
    expect(fresh.result.current.isFetching).toBe(false)
    fresh.unmount()
    await pass(1_000)
    const stale = read(() => lib.useQuery({ queryKey: ['shop', 'a'], queryFn }))
    expect(stale.result.current).toMatchObject({ data: { name: 'A' }, isFetching: true })
    await waitFor(() => expect(stale.result.current.data).toEqual({ name: 'A, renamed' }))
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('retries as `retry` says, then shows the error; a refetch starts over from pending', async () => {
    const error = new Error('down')
    const third = held<string>()
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(error)
      .mockRejectedValueOnce(error)
      .mockReturnValue(third.promise)
    const retry = vi.fn((failures: number, _error: unknown) => failures < 1)
    const { result } = read(() => lib.useQuery({ queryKey: ['r'], queryFn, retry }))
    await waitFor(() => expect(retry).toHaveBeenCalledTimes(1))
    expect(result.current).toMatchObject({ isPending: true, isFetching: true })
    await pass(1_000)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(retry.mock.calls).toEqual([
      [0, error],
      [1, error],
    ])
    expect(result.current).toMatchObject({ error, isFetching: false, data: undefined })
    act(() => void result.current.refetch())
    await waitFor(() => expect(result.current).toMatchObject({ isPending: true, error: null }))
    third.settle('up')
    await waitFor(() => expect(result.current.data).toBe('up'))
    expect(queryFn).toHaveBeenCalledTimes(3)
  })

  it('retries three times by default, after 1, 2 and 4 seconds; `retry: false` not at all', async () => {
    // The clock moves only as the test moves it.
    vi.useFakeTimers()
    const queryFn = vi.fn(async () => Promise.reject(new Error('down')))
    const { result } = read(() => lib.useQuery({ queryKey: ['d'], queryFn }))
    await pass(0)
    expect(queryFn).toHaveBeenCalledTimes(1)
    for (const [wait, calls] of [
      [999, 1],
      [1, 2],
      [1_999, 2],
      [1, 3],
      [3_999, 3],
      [1, 4],
    ]) {
      await pass(wait)
      expect(queryFn).toHaveBeenCalledTimes(calls)
    }
    await pass(10)
    expect(result.current.isError).toBe(true)

    const once = vi.fn(async () => Promise.reject(new Error('down')))
    const other = read(() => lib.useQuery({ queryKey: ['o'], queryFn: once, retry: false }))
    await pass(10)
    expect(other.result.current.isError).toBe(true)
    expect(once).toHaveBeenCalledTimes(1)
  })

  it('waits for the connection to come back before a retry, and fetches stale data on screen then', async () => {
    const answers = held<string>()
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockReturnValue(answers.promise)
    let online = true
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
    const { result } = read(() => lib.useQuery({ queryKey: ['n'], queryFn, staleTime: 0 }))
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1))
    online = false
    window.dispatchEvent(new Event('offline'))
    await pass(10_000)
    expect(queryFn).toHaveBeenCalledTimes(1)
    online = true
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2))
    answers.settle('back')
    await waitFor(() => expect(result.current.data).toBe('back'))

    online = false
    window.dispatchEvent(new Event('offline'))
    online = true
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(3))
  })

  it('does not fetch while disabled, and fetches once enabled', async () => {
    const queryFn = vi.fn(async () => true)
    const { result, rerender } = read(
      ({ on }: { on: boolean }) => lib.useQuery({ queryKey: ['e'], queryFn, enabled: on }),
      { on: false },
    )
    await pass(100)
    expect(result.current).toMatchObject({ isPending: true, isFetching: false })
    expect(queryFn).not.toHaveBeenCalled()
    rerender({ on: true })
    expect(result.current.isFetching).toBe(true)
    await waitFor(() => expect(result.current.data).toBe(true))
  })

  it('keeps the previous key’s data on screen while the next one loads (keepPreviousData)', async () => {
    const second = held<string>()
    const queryFn = vi.fn(async ({ queryKey }: { queryKey: readonly unknown[] }) =>
      queryKey[1] === 'a' ? 'results for a' : second.promise,
    )
    const { result, rerender } = read(
      ({ q }: { q: string }) =>
        lib.useQuery({ queryKey: ['search', q], queryFn, placeholderData: lib.keepPreviousData }),
      { q: 'a' },
    )
    expect(result.current).toMatchObject({ isPending: true, isPlaceholderData: false })
    await waitFor(() => expect(result.current.data).toBe('results for a'))
    rerender({ q: 'b' })
    expect(result.current).toMatchObject({
      data: 'results for a',
      isSuccess: true,
      isPlaceholderData: true,
      isFetching: true,
    })
    second.settle('results for b')
    await waitFor(() => expect(result.current.data).toBe('results for b'))
    expect(result.current.isPlaceholderData).toBe(false)
  })

  it('polls as `refetchInterval` says from the data, and stops when it says false', async () => {
    let answer = 'PENDING'
    const queryFn = vi.fn(async () => answer)
    const { result } = read(() =>
      lib.useQuery({
        queryKey: ['order'],
        queryFn,
        refetchInterval: (query) => (query.state.data === 'PENDING' ? 5_000 : false),
      }),
    )
    await waitFor(() => expect(result.current.data).toBe('PENDING'))
    await pass(5_000)
    expect(queryFn).toHaveBeenCalledTimes(2)
    answer = 'ACCEPTED'
    await pass(5_000)
    await waitFor(() => expect(result.current.data).toBe('ACCEPTED'))
    await pass(20_000)
    expect(queryFn).toHaveBeenCalledTimes(3)
  })

  it('invalidates the keys under a prefix: those on screen are fetched again, the others on their next mount', async () => {
    let round = 0
    const queryFn = vi.fn(async ({ queryKey }: { queryKey: readonly unknown[] }) => {
      await Promise.resolve()
      return `${queryKey.join('/')} #${round}`
    })
    client.setQueryData(['order', '1', 'b'], 'order/1/b #0')
    const { result } = read(() => ({
      a: lib.useQuery({ queryKey: ['order', '1', 'a'], queryFn }),
      ten: lib.useQuery({ queryKey: ['order', '10', 'a'], queryFn }),
    }))
    await waitFor(() => expect(result.current.ten.data).toBe('order/10/a #0'))
    expect(result.current.a.data).toBe('order/1/a #0')
    round = 1
    await act(() => client.invalidateQueries({ queryKey: ['order', '1'] }))
    await waitFor(() => expect(result.current.a.data).toBe('order/1/a #1'))
    expect(result.current.ten.data).toBe('order/10/a #0')
    expect(queryFn.mock.calls.map(([context]) => context.queryKey.join('/'))).toEqual([
      'order/1/a',
      'order/10/a',
      'order/1/a',
    ])
    const later = read(() => lib.useQuery({ queryKey: ['order', '1', 'b'], queryFn }))
    expect(later.result.current).toMatchObject({ data: 'order/1/b #0', isFetching: true })
    await waitFor(() => expect(later.result.current.data).toBe('order/1/b #1'))
  })

  it('replaces a running refetch on invalidation, and the later answer wins', async () => {
    const first = held<string>()
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('v1')
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce('v3')
    const { result } = read(() => lib.useQuery({ queryKey: ['v'], queryFn }))
    await waitFor(() => expect(result.current.data).toBe('v1'))
    act(() => void result.current.refetch())
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2))
    await act(() => client.invalidateQueries({ queryKey: ['v'] }))
    await waitFor(() => expect(result.current.data).toBe('v3'))
    first.settle('v2')
    await pass(10)
    expect(result.current.data).toBe('v3')
  })

  it('fetchQuery: cached fresh data as it is, otherwise a fetch without retries unless asked', async () => {
    client.setQueryData(['menu', 'a'], 'menu a')
    const queryFn = vi.fn(async () => 'fetched')
    await expect(client.fetchQuery({ queryKey: ['menu', 'a'], queryFn })).resolves.toBe('menu a')
    expect(queryFn).not.toHaveBeenCalled()
    await expect(client.fetchQuery({ queryKey: ['menu', 'b'], queryFn })).resolves.toBe('fetched')
    expect(client.getQueryData(['menu', 'b'])).toBe('fetched')

    const failing = vi.fn(async () => Promise.reject(new Error('down')))
    await expect(client.fetchQuery({ queryKey: ['menu', 'c'], queryFn: failing })).rejects.toThrow(
      'down',
    )
    expect(failing).toHaveBeenCalledTimes(1)
    await expect(
      client.fetchQuery({ queryKey: ['menu', 'e'], queryFn: failing, retry: undefined }),
    ).rejects.toThrow('down')
    expect(failing).toHaveBeenCalledTimes(2)
    const twice = client.fetchQuery({ queryKey: ['menu', 'd'], queryFn: failing, retry: 1 })
    const settled = expect(twice).rejects.toThrow('down')
    await pass(1_000)
    await settled
    expect(failing).toHaveBeenCalledTimes(4)
  })

  it('hashes keys with objects whatever the order of their fields', async () => {
    client.setQueryData(['geo', { lat: 1, lng: 2 }], 'here')
    expect(client.getQueryData(['geo', { lng: 2, lat: 1 }])).toBe('here')
    expect(client.getQueryData(['geo', { lng: 1, lat: 2 }])).toBeUndefined()
  })

  it('keeps equal data the same object after a refetch, and what did not change within it', async () => {
    let rating = 4
    const queryFn = vi.fn(async () => ({ shop: { name: 'A', hours: [1, 2] }, rating }))
    const { result } = read(() => lib.useQuery({ queryKey: ['s'], queryFn }))
    await waitFor(() => expect(result.current.data).toBeDefined())
    const before = result.current.data!
    await act(() => result.current.refetch())
    expect(queryFn).toHaveBeenCalledTimes(2)
    expect(result.current.data).toBe(before)
    rating = 5
    await act(() => result.current.refetch())
    await waitFor(() => expect(result.current.data).not.toBe(before))
    expect(result.current.data).toEqual({ shop: { name: 'A', hours: [1, 2] }, rating: 5 })
    expect(result.current.data!.shop).toBe(before.shop)
  })

  it('drops an entry no screen reads after its gcTime', async () => {
    const queryFn = vi.fn(async () => 'x')
    const { result, unmount } = read(() => lib.useQuery({ queryKey: ['g'], queryFn }))
    await waitFor(() => expect(result.current.data).toBe('x'))
    await pass(600_000)
    expect(client.getQueryData(['g'])).toBe('x')
    unmount()
    await pass(299_000)
    expect(client.getQueryData(['g'])).toBe('x')
    await pass(1_000)
    expect(client.getQueryData(['g'])).toBeUndefined()

    client.setQueryData(['forever'], 'y')
    read(() => lib.useQuery({ queryKey: ['forever'], queryFn, gcTime: Infinity })).unmount()
    await pass(600_000)
    expect(client.getQueryData(['forever'])).toBe('y')
  })

  it('cancels a fetch that read its signal when its last screen leaves, and lets any other finish', async () => {
    const signals: AbortSignal[] = []
    const queryFn = vi.fn(
      ({ signal }: { signal: AbortSignal }) =>
        new Promise<string>((_, reject) => {
          signals.push(signal)
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
        }),
    )
    read(() => lib.useQuery({ queryKey: ['c'], queryFn })).unmount()
    await waitFor(() => expect(signals[0]?.aborted).toBe(true))
    const back = read(() => lib.useQuery({ queryKey: ['c'], queryFn }))
    expect(back.result.current).toMatchObject({ isPending: true, isFetching: true, error: null })
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2))
    back.unmount()

    const answer = held<string>()
    const unaborted = vi.fn(() => answer.promise)
    read(() => lib.useQuery({ queryKey: ['u'], queryFn: unaborted })).unmount()
    answer.settle('kept')
    await waitFor(() => expect(client.getQueryData(['u'])).toBe('kept'))
  })

  it('useQueries: one result per query, in order', async () => {
    const queryFn = vi.fn(async ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey[1])
    const { result } = read(() =>
      lib.useQueries({
        queries: ['1', '2'].map((id) => ({ queryKey: ['order', id], queryFn })),
      }),
    )
    expect(result.current.map((r) => r.isPending)).toEqual([true, true])
    await waitFor(() => expect(result.current.map((r) => r.data)).toEqual(['1', '2']))
  })

  describe('infinite queries', () => {
    type Page = { items: number[]; next: string | null }
    const pages: Record<string, Page> = {
      first: { items: [1, 2], next: 'c2' },
      c2: { items: [3], next: null },
    }
    const infinite = (queryFn: (context: { pageParam: string | undefined }) => Promise<Page>) => ({
      queryKey: ['explore'],
      queryFn,
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: Page) => last.next ?? undefined,
    })

    it('fetches the first page, then the next ones on demand; a refetch fetches each page held again', async () => {
      const next = held<Page>()
      const queryFn = vi.fn(({ pageParam }: { pageParam: string | undefined }) =>
        pageParam === 'c2' && queryFn.mock.calls.length === 2
          ? next.promise
          : Promise.resolve(pages[pageParam ?? 'first']),
      )
      const { result } = read(() => lib.useInfiniteQuery(infinite(queryFn)))
      await waitFor(() => expect(result.current.data?.pages).toHaveLength(1))
      expect(result.current).toMatchObject({ hasNextPage: true, isFetchingNextPage: false })
      act(() => void result.current.fetchNextPage())
      await waitFor(() => expect(result.current.isFetchingNextPage).toBe(true))
      next.settle(pages.c2)
      await waitFor(() => expect(result.current.data?.pages).toHaveLength(2))
      expect(result.current.data).toEqual({
        pages: [pages.first, pages.c2],
        pageParams: [undefined, 'c2'],
      })
      expect(result.current).toMatchObject({ hasNextPage: false, isFetchingNextPage: false })
      await act(() => result.current.refetch())
      expect(queryFn.mock.calls.map(([context]) => context.pageParam)).toEqual([
        undefined,
        'c2',
        undefined,
        'c2',
      ])
    })

    it('reads first pages the server drew without fetching them', async () => {
      client.setQueryData(['explore'], { pages: [pages.first], pageParams: [undefined] })
      const queryFn = vi.fn(async () => pages.c2)
      const { result } = read(() => lib.useInfiniteQuery(infinite(queryFn)))
      expect(result.current).toMatchObject({ hasNextPage: true, isFetching: false })
      expect(result.current.data?.pages).toEqual([pages.first])
      await act(() => result.current.fetchNextPage())
      await waitFor(() =>
        expect(result.current.data?.pages.flatMap((page) => page.items)).toEqual([1, 2, 3]),
      )
      expect(queryFn).toHaveBeenCalledTimes(1)
    })
  })
})
