import type { highlights } from '@app/core'
import { BookOpen, Globe, Info, Monitor, type LucideIcon } from 'lucide-react'
import { decorative } from './decorative'

type HighlightIcon = (typeof highlights)[number]['icon']

const highlightIcons: Record<HighlightIcon, LucideIcon> = {
  it: Monitor,
  info: Info,
  globe: Globe,
  book: BookOpen,
}

export const highlightIcon = (icon: HighlightIcon) => decorative(highlightIcons[icon])
