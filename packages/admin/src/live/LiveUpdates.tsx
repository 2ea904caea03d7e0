import { useEffect, useRef } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { SessionEndedError, type LiveEvent } from '@admin-panel/client'
import { client } from '../providers/session'
import { DELIVERY_LOG_DELAYS_MS, EVERYTHING, staleAfter, type Stale } from './refreshes'

/**
 * Events that come together are gathered this long and answered by one read of each list: while
 * hundreds of writes a second are committed, a list is read again at most twice a second.
 */
const GATHER_MS = 500

/** Reads again the lists and pages that are on screen; the others are read when next shown. */
function refresh(queryClient: QueryClient, stale: Stale): void {
  const lists = new Set(stale.lists)
  void queryClient.invalidateQueries({
    // Lists only: a form open on an item keeps what its user is typing.
    predicate: ({ queryKey: [first, method] }) =>
      (typeof first === 'string' && lists.has(first) && (method === 'getList' || method === 'getManyReference')) || stale.queries.includes(first as string)
  })
}

/**
 * One live stream per tab re-reads the lists and dashboard each event changes (everything on
 * `reset`). It often hears first that the session was revoked: then `onSessionEnded`.
 */
export function LiveUpdates({ onSessionEnded }: { onSessionEnded: () => void }) {
  const queryClient = useQueryClient()
  // The latest callback, without opening the stream again each time it changes (on navigation).
  const sessionEnded = useRef(onSessionEnded)
  useEffect(() => {
    sessionEnded.current = onSessionEnded
  }, [onSessionEnded])
  useEffect(() => {
    let gathered: LiveEvent[] = []
    let gathering: ReturnType<typeof setTimeout> | undefined
    const deliveryReads = new Set<ReturnType<typeof setTimeout>>()
    const flush = () => {
      gathering = undefined
      refresh(queryClient, staleAfter(gathered))
      gathered = []
    }
    const readDeliveryLogLater = () => {
      for (const delay of DELIVERY_LOG_DELAYS_MS) {
        const timer = setTimeout(() => {
          deliveryReads.delete(timer)
          refresh(queryClient, { lists: ['deliveries'], queries: [] })
        }, delay)
        deliveryReads.add(timer)
      }
    }
    const subscription = client.live({
      onEvent: (event) => {
        gathered.push(event)
        if (gathering !== undefined) return
        gathering = setTimeout(flush, GATHER_MS)
        readDeliveryLogLater()
      },
      onReset: () => refresh(queryClient, EVERYTHING),
      onError: (error) => {
        if (error instanceof SessionEndedError) sessionEnded.current()
      }
    })
    return () => {
      subscription.close()
      clearTimeout(gathering)
      deliveryReads.forEach(clearTimeout)
    }
  }, [queryClient])
  return null
}
