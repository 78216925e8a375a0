import { Check } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

/**
 * The box of CheckboxField and CheckboxGroup: a native checkbox drawn in the theme, with the
 * browser's own drawing back in forced-colours mode. `data-invalid` turns its border red.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <span className="relative mt-0.5 flex size-5 shrink-0">
      <input
        type="checkbox"
        className={cn(
          'peer size-5 cursor-pointer appearance-none rounded border border-slate-400 bg-white shadow-xs',
          'motion-safe:transition-colors motion-safe:duration-150',
          'hover:border-slate-500',
          'checked:border-brand-700 checked:bg-brand-700 checked:hover:border-brand-800 checked:hover:bg-brand-800',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          'data-invalid:border-red-600',
          'data-disabled:cursor-not-allowed data-disabled:border-slate-300 data-disabled:bg-slate-100',
          'data-disabled:checked:border-slate-400 data-disabled:checked:bg-slate-400',
          'forced-colors:appearance-auto',
          className,
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-0 m-auto size-3.5 text-white opacity-0 peer-checked:opacity-100 forced-colors:hidden"
      />
    </span>
  )
}
