import { inboxFilterKeys, type InboxFilter } from '@app/core'
import { useEffect, useMemo, useState } from 'react'
import { problemOf, staffApi, type AnswerSchema } from './api'
import { filterOf, queryOf } from './inbox'
import { useLocation } from './router'

/** A page of the API's answer, and the query it answers. */
interface Loaded<Answer> {
  query: string
  answer: Answer
}

/**
 * A filtered, paged list whose filters live in the page's address (docs/inbox.md#the-list): the
 * filters offered (`fields`) read from the address and checked with the API's schema, the page
 * of `path` that answers them, and the messages about them — on their fields when the server
 * names one, otherwise for the page (e.g. a cursor from elsewhere).
 */
export function useFilteredPage<Answer>(
  path: string,
  schema: AnswerSchema<Answer>,
  fields: readonly (keyof InboxFilter)[] = inboxFilterKeys,
) {
  const { search } = useLocation()
  const searchText = search.toString()
  // `fields` is a module's constant, the same array on every render.
  const { filter, errors: filterErrors } = useMemo(() => {
    const parsed = filterOf(new URLSearchParams(searchText))
    const offered: InboxFilter = Object.fromEntries(fields.map((key) => [key, parsed.filter[key]]))
    return { filter: offered, errors: parsed.errors }
  }, [searchText, fields])
  const after = new URLSearchParams(searchText).get('after') ?? undefined
  const query = queryOf(filter, after)
  const invalid = Object.keys(filterErrors).length > 0
  const [page, setPage] = useState<Loaded<Answer> | undefined>()
  const [problem, setProblem] = useState<
    { query: string; message: string; fields: Partial<Record<string, string>> } | undefined
  >()

  useEffect(() => {
    if (invalid) return
    let current = true
    staffApi.get(`${path}${query}`, schema).then(
      (answer) => {
        if (current) setPage({ query, answer })
      },
      (error: unknown) => {
        if (!current) return
        const { message, fields } = problemOf(error)
        setProblem({ query, message, fields })
      },
    )
    return () => {
      current = false
    }
  }, [path, schema, query, invalid])

  const shownProblem = problem?.query === query ? problem : undefined
  const errors: Partial<Record<string, string>> = { ...filterErrors }
  let pageMessage = shownProblem?.message
  for (const [field, message] of Object.entries(shownProblem?.fields ?? {})) {
    if ((inboxFilterKeys as readonly string[]).includes(field)) {
      errors[field] = message
      pageMessage = undefined
    } else pageMessage = message
  }
  return {
    filter,
    after,
    errors,
    pageMessage,
    /** The last page loaded, unless the filters are wrong or the query it answers was refused. */
    page: page && !invalid && !(shownProblem && page.query !== query) ? page.answer : undefined,
    /** A newer query is on its way. */
    loading: !invalid && !shownProblem && page?.query !== query,
  }
}
