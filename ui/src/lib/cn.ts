import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Nothing is merged: a component's own classes and the `className` it is
 * given must not set the same property (two `gap-*`, two text colours), since which one wins
 * would then depend on the stylesheet's order. A component offers a prop or a variant for what a
 * caller may change instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
