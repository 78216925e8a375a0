import { useCallback, useEffect, useRef } from 'react'

/**
 * Moves focus to a form's problems after an attempt to send it (docs/product.md#forms): once per
 * attempt, at the first render after it that shows errors, focus goes to `firstError()` — the
 * first field with an error, or the error summary at the top of a long form. Errors that arrive
 * later than the attempt (a check that loads its code first, the server's answer) still take
 * focus; the same errors after another attempt take it again. Focus never moves when the form
 * mounts, even with errors, nor while the visitor puts a problem right.
 *
 * The attempts are counted by the function it returns, to call when the form is submitted; a
 * form whose attempts happen outside it (a button elsewhere on the page) passes their count as
 * `attempts` instead. The count lives in a ref, not in state: a render between the two clicks
 * of a double click would release Form's submit lock and let the second one through. So focus
 * moves when the caller answers the attempt with a render — new errors, or the same ones again
 * as a new object, as the site's useSubmission does; an attempt that changes nothing moves
 * nothing.
 *
 * @param firstError The element to focus while the form shows errors; null or undefined while it
 *   shows none. Read after each render.
 * @param attempts The caller's own count of attempts. @default counted by the returned function
 * @returns Call it when the form is submitted.
 */
export function useFocusFirstError(
  firstError: () => HTMLElement | null | undefined,
  attempts?: number,
): () => void {
  const counted = useRef(0)
  // The attempt whose errors have taken focus; mounting counts as answered.
  const answered = useRef(attempts ?? 0)

  useEffect(() => {
    const attempt = attempts ?? counted.current
    if (attempt === answered.current) return
    const target = firstError()
    if (!target) return
    answered.current = attempt
    target.focus()
  })

  return useCallback(() => {
    counted.current += 1
  }, [])
}
