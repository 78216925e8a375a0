import { clsx, type ClassValue } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'

/** tailwind-merge told about the theme's own names, so `text-display` is not taken for a colour. */
const twMerge = extendTailwindMerge({
  extend: {
    classGroups: {
      'font-size': [{ text: ['display-sm', 'display', 'display-lg'] }],
      shadow: [{ shadow: ['card', 'card-hover'] }],
      'max-w': [{ 'max-w': ['page'] }],
    },
  },
})

/** Joins class names, the later Tailwind class winning over an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
