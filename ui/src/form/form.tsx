import { createContext, useContext, type ComponentProps } from 'react'
import { useSubmitLock } from './use-submit-lock'

const FormBusyContext = createContext(false)

/** Whether the enclosing Form has a request in flight; false outside a Form. */
export function useFormBusy(): boolean {
  return useContext(FormBusyContext)
}

export type FormProps = ComponentProps<'form'> & {
  /** A request is in flight: submissions are dropped and SubmitButtons inside show busy. @default false */
  busy?: boolean
  /** Leave checking to the caller, whose messages are then the only ones shown. @default true */
  noValidate?: boolean
}

/**
 * A `<form>` that sends once. It always stops the browser's own submission (the caller sends,
 * e.g. with fetch), and calls `onSubmit` only when it is not `busy` and has not just been
 * submitted: a double click, or Enter pressed twice, sends once (docs/product.md#forms).
 * SubmitButtons inside take `busy` from it. The form carries `data-busy` for styling.
 */
export function Form({ busy = false, noValidate = true, onSubmit, children, ...props }: FormProps) {
  const acquireSubmitLock = useSubmitLock()
  return (
    <form
      noValidate={noValidate}
      data-busy={busy ? '' : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        if (busy || !acquireSubmitLock()) return
        onSubmit?.(event)
      }}
      {...props}
    >
      <FormBusyContext value={busy}>{children}</FormBusyContext>
    </form>
  )
}
