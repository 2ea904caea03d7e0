import { createElement } from 'react'
import PaymentsIcon from '@mui/icons-material/Payments'
import CancelIcon from '@mui/icons-material/Cancel'
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange'
import type { Move } from '../../common/MoveButtons'

export const ORDER_STATUS_CHOICES = (['pending', 'paid', 'refunded', 'cancelled'] as const).map((id) => ({ id, name: `app.choices.orderStatuses.${id}` }))

/** Where an order may go from each status, as the service allows: refunded and cancelled are final. */
const MOVES: Record<string, readonly Move[]> = {
  pending: [
    { to: 'paid', label: 'app.orders.moves.pay', icon: createElement(PaymentsIcon) },
    { to: 'cancelled', label: 'app.orders.moves.cancel', icon: createElement(CancelIcon) }
  ],
  paid: [{ to: 'refunded', label: 'app.orders.moves.refund', icon: createElement(CurrencyExchangeIcon) }]
}

export function orderMoves(from: string): readonly Move[] {
  return MOVES[from] ?? []
}

/** Paid (and still so once refunded): the total and currency are fixed. */
export const isPaid = (status: string | undefined) => status === 'paid' || status === 'refunded'
/** Closed: no move leads anywhere from it. */
export const isFinal = (status: string | undefined) => status === 'refunded' || status === 'cancelled'

/** A total in its currency, as the reader's locale writes it. */
export function formatMoney(total: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(total)
  } catch {
    return `${total.toFixed(2)} ${currency}`
  }
}

/** A day picked in a date input, as the instant the API's `since`/`until` take (UTC midnight). */
export const dayToInstant = (day: string) => (day ? `${day}T00:00:00Z` : day)
export const instantToDay = (instant: string | undefined) => (instant ? instant.slice(0, 10) : '')
