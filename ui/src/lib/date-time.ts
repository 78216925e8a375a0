const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
})

/** A moment as the team reads it: "25 Nov 2026, 10:42", in the company's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date)
}

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

/** A calendar day (YYYY-MM-DD) as the team reads it: "4 Dec 2026". */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? isoDay : day.format(date)
}
