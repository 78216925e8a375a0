import {
  checkStaffForm,
  courses,
  events,
  inboxFilterKeys,
  inboxFilterSchema,
  inboxKindLabels,
  inboxStatusLabels,
  mailStateLabels,
  paymentStateLabels,
  type InboxFilter,
} from '@app/core'

/** The words of kinds, statuses, e-mail and payment states, as the inbox's components take them. */
export const inboxLabels = {
  kind: inboxKindLabels,
  status: inboxStatusLabels,
  mail: mailStateLabels,
  payment: paymentStateLabels,
}

/** The events and courses the filters offer. */
export const eventOptions = events.map((event) => ({ value: event.slug, label: event.title }))
export const courseOptions = courses.map((course) => ({ value: course.slug, label: course.title }))

/**
 * The inbox's filters from a page's query (docs/inbox.md#the-list), checked with the API's own
 * schema: the filter to send, or the messages per field of what is wrong.
 */
export function filterOf(search: URLSearchParams): {
  filter: InboxFilter
  errors: Partial<Record<keyof InboxFilter, string>>
} {
  const raw: Record<string, string> = {}
  for (const key of inboxFilterKeys) {
    const value = search.get(key)?.trim()
    if (value) raw[key] = value
  }
  const checked = checkStaffForm(inboxFilterSchema, raw)
  if (checked.ok) return { filter: checked.payload, errors: {} }
  return { filter: raw as InboxFilter, errors: checked.errors }
}

/** "?kind=…&after=…" for a filter (and a page's cursor), in the address's order; '' for none. */
export function queryOf(filter: InboxFilter, after?: string | null): string {
  const query = new URLSearchParams()
  for (const key of inboxFilterKeys) {
    const value = filter[key]
    if (value) query.set(key, value)
  }
  if (after) query.set('after', after)
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** Whether any filter is in force. */
export function isFiltered(filter: InboxFilter): boolean {
  return inboxFilterKeys.some((key) => Boolean(filter[key]))
}

/** Downloads text the server sent as a file, under the name it gave. */
export function saveFile(contents: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([contents], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
