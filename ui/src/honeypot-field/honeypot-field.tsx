import { useId, type ComponentProps } from 'react'
import { cn } from '../lib/cn'

export type HoneypotFieldProps = Omit<
  ComponentProps<'input'>,
  'type' | 'tabIndex' | 'autoComplete' | 'children'
> & {
  /** The field's name, e.g. 'website': a name that bots are keen to fill in. */
  name: string
  /** The label, for the bots that read labels. @default 'Leave this field empty' */
  label?: string
}

/**
 * A text input that people never see and bots that fill in every input do
 * (docs/product.md#forms): hidden from sight and from assistive technology, out of the tab
 * order, and never autofilled. The caller sends its value with the form; the server drops a
 * submission where it is not empty.
 */
export function HoneypotField({
  label = 'Leave this field empty',
  id,
  className,
  ...props
}: HoneypotFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <div aria-hidden="true" className={cn('sr-only', className)}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  )
}
