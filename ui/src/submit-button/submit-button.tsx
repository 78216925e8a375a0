import type { ReactNode } from 'react'
import { Button, type ButtonProps } from '../button/button'
import { useFormBusy } from '../form/form'
import { useSubmitLock } from '../form/use-submit-lock'

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'busy'> & {
  /** Show a spinner, disable the button and set aria-busy while the request is in flight. @default the enclosing Form's `busy`, else false */
  busy?: boolean
  /** Text shown instead of the children while busy, e.g. 'Processing...'. @default the children */
  busyLabel?: ReactNode
  /** An icon before the text; the spinner takes its place while busy. @default none */
  icon?: ReactNode
}

/**
 * The submit button of a form. While `busy` it is disabled and marked `aria-busy`
 * (docs/product.md#forms); a second click before the caller has answered the first (a double
 * click) does not submit again, even in a plain `<form>`. Inside a Form it follows the Form's
 * `busy` unless given its own.
 */
export function SubmitButton({
  busy,
  busyLabel,
  icon,
  onClick,
  children,
  ...props
}: SubmitButtonProps) {
  const formBusy = useFormBusy()
  const isBusy = busy ?? formBusy
  const acquireSubmitLock = useSubmitLock()
  return (
    <Button
      {...props}
      type="submit"
      busy={isBusy}
      onClick={(event) => {
        onClick?.(event)
        // Cancelling the click cancels the submission it would start (Enter in a field too).
        if (!event.defaultPrevented && !acquireSubmitLock()) event.preventDefault()
      }}
    >
      {isBusy ? null : icon}
      {isBusy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  )
}
