import { useQueryClient, type InfiniteData } from '@tanstack/react-query'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useNavigate } from 'react-router'
import type { Order } from '../../../../domain/orders/schemas'
import { connectOrderEvents } from '../api/order-events'
import { ordersKey, useOrders } from '../api/orders'
import { paths } from '../../../paths'
import { useSession } from '../../../session/useSession'
import { useTiming } from '../api/timing'
import {
  audioContextClass,
  CHIME_EVERY_MS,
  LATE_CHIME_EVERY_MS,
  LATE_CHIME_GAIN,
  playChime,
} from '../lib/chime'
import { isLate, isScheduledAhead, useNow } from '../lib/order-clock'
import { printOrder } from '../lib/print-order'
import { readTicketPreference } from '../lib/ticket-preference'
import { notificationAccess, notifyNewOrder, type NotificationAccess } from '../lib/notification'
import { subscribeThisDevice } from '../lib/push'
import { readSoundOn, saveSoundOn } from '../lib/sound-preference'
import { useTitleCount } from '../lib/useTitleCount'
import { useUnlockedAudio } from '../lib/useUnlockedAudio'

export interface LiveOrders {
  /** Orders waiting for an answer now, among those loaded ('Programados' still ahead are not). */
  pendingCount: number
  /** Of those, the ones past the shop's 'Responder en' (docs/product.md#answer-in-time). */
  lateCount: number
  soundOn: boolean
  /** The sound is on but the browser keeps it silent until the owner taps or types once. */
  soundBlocked: boolean
  setSoundOn: (on: boolean) => void
  notifications: NotificationAccess
  /** Asks the browser; must run from a click. */
  enableNotifications: () => void
}

const LiveOrdersContext = createContext<LiveOrders | null>(null)

export function useLiveOrders(): LiveOrders {
  const value = useContext(LiveOrdersContext)
  if (!value) throw new Error('useLiveOrders needs a LiveOrdersProvider (BusinessLayout)')
  return value
}

type OrdersData = InfiniteData<Order[], string | undefined>

const loadedOrders = (data: Pick<OrdersData, 'pages'> | undefined) => data?.pages.flat() ?? []

/**
 * docs/product.md#real-orders, panel-wide so the owner hears of a new order on any panel screen:
 * the live event stream refreshes the orders and stats, and while any order is pending the tab
 * title counts them and a chime rings every 10 s. A new order also raises a system notification
 * when the owner allowed them and the tab is in the background.
 */
export function LiveOrdersProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { token } = useSession()
  // The list the Pedidos screen shows, shared through the query cache; its 30 s poll stays as the
  // fallback for whatever the stream misses.
  const orders = useOrders()
  const timing = useTiming()
  const now = useNow()
  const loaded = useMemo(() => loadedOrders(orders.data), [orders.data])
  const pending = useMemo(() => {
    // Pages fetched at different times may both hold an order; it counts once.
    const byId = new Map(loaded.map((o) => [o.id, o]))
    // A scheduled order rings when it comes due, not when it is placed
    // (docs/product.md#scheduled-orders); the newest to start waiting comes first.
    return [...byId.values()]
      .filter((o) => o.status === 'PENDING' && !isScheduledAhead(o, timing, now))
      .sort((a, b) => b.waitingSince.localeCompare(a.waitingSince))
  }, [loaded, timing, now])
  const pendingCount = pending.length
  const lateCount = pending.filter((o) => isLate(o, timing, now)).length

  useAutoAcceptedPrint(loaded, orders.isSuccess, timing.autoAccept)

  const [soundOn, setSoundOnState] = useState(readSoundOn)
  const setSoundOn = useCallback((on: boolean) => {
    saveSoundOn(on)
    setSoundOnState(on)
  }, [])

  const [notifications, setNotifications] = useState(notificationAccess)
  const enableNotifications = useCallback(() => {
    if (notificationAccess() === 'unsupported') return
    void Notification.requestPermission()
      .then((access) => {
        setNotifications(access)
        // Allowed: this device also hears of orders while no panel is open (docs/product.md#push).
        if (access === 'granted') return subscribeThisDevice()
      })
      .catch(() => setNotifications(notificationAccess()))
  }, [])

  // A device allowed before keeps its subscription told to the server, for the shop signed in now.
  const hasToken = token !== null
  useEffect(() => {
    if (hasToken && notificationAccess() === 'granted') void subscribeThisDevice().catch(() => {})
  }, [hasToken])

  // The stream lives as long as the session (each reconnect sends the current token); a logout
  // unmounts the panel, which closes it.
  const hasSession = token !== null
  useEffect(() => {
    if (!hasSession) return
    const refresh = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKey }),
        queryClient.invalidateQueries({ queryKey: ['business', 'stats'] }),
      ])
    const connection = connectOrderEvents({
      // Events sent while the stream was down are lost: every (re)connect refetches.
      onOpen: () => void refresh(),
      onEvent: (event) => {
        const refreshed = refresh()
        if (event.type !== 'created' || notificationAccess() !== 'granted') return
        // The event carries only the id; the name and total come with the refreshed list.
        void refreshed.then(() => {
          const order = loadedOrders(queryClient.getQueryData<OrdersData>(ordersKey)).find(
            (o) => o.id === event.orderId,
          )
          notifyNewOrder(event.orderId, order, () => void navigate(paths.business.orders))
        })
      },
    })
    return () => connection.close()
  }, [hasSession, queryClient, navigate])

  useTitleCount(pendingCount)

  const audio = useUnlockedAudio()
  const ringing = soundOn && pendingCount > 0 && audio !== null
  // While any order is late the chime is louder and comes every 30 s instead
  // (docs/product.md#answer-in-time).
  const late = lateCount > 0
  // A newer pending order (or a scheduled one coming due) restarts the cycle, so it is heard at
  // once rather than up to 10 s later.
  const newestPending = pending[0]?.id
  useEffect(() => {
    if (!ringing || !audio) return
    const ring = () => (late ? playChime(audio, LATE_CHIME_GAIN) : playChime(audio))
    ring()
    const timer = setInterval(ring, late ? LATE_CHIME_EVERY_MS : CHIME_EVERY_MS)
    return () => clearInterval(timer)
  }, [ringing, audio, newestPending, late])

  const soundBlocked = soundOn && audio === null && audioContextClass() !== null
  const value = useMemo<LiveOrders>(
    () => ({
      pendingCount,
      lateCount,
      soundOn,
      soundBlocked,
      setSoundOn,
      notifications,
      enableNotifications,
    }),
    [
      pendingCount,
      lateCount,
      soundOn,
      soundBlocked,
      setSoundOn,
      notifications,
      enableNotifications,
    ],
  )
  return <LiveOrdersContext.Provider value={value}>{children}</LiveOrdersContext.Provider>
}

/**
 * docs/product.md#tickets with #answer-in-time's auto-accept: an order that arrives already
 * accepted prints on the device set to print on accepting, as if it had been accepted there. Only
 * orders that appear after the list first loaded count, so opening the panel reprints nothing.
 */
function useAutoAcceptedPrint(list: Order[], loaded: boolean, autoAccept: boolean) {
  const queryClient = useQueryClient()
  const known = useRef<Set<string> | null>(null)
  useEffect(() => {
    if (!loaded) return
    if (!known.current) {
      known.current = new Set(list.map((o) => o.id))
      return
    }
    const arrived = list.filter((o) => !known.current!.has(o.id))
    for (const order of arrived) known.current.add(order.id)
    if (!autoAccept || !readTicketPreference().autoPrint) return
    for (const order of arrived) {
      if (order.status === 'ACCEPTED') void printOrder(queryClient, order).catch(console.error)
    }
  }, [list, loaded, autoAccept, queryClient])
}
