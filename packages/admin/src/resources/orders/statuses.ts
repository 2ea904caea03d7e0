export const ORDER_STATUS_CHOICES = (['pending', 'paid', 'refunded', 'cancelled'] as const).map((id) => ({ id, name: `app.choices.orderStatuses.${id}` }))

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
