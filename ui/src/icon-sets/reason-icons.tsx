import type { about } from '@app/core'
import {
  Award,
  CalendarClock,
  Globe,
  GraduationCap,
  LifeBuoy,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { decorative } from './decorative'

type ReasonIcon = (typeof about)['reasons'][number]['icon']

const reasonIcons: Record<ReasonIcon, LucideIcon> = {
  tutors: GraduationCap,
  classes: Users,
  support: LifeBuoy,
  career: Award,
  flexible: CalendarClock,
  global: Globe,
}

export const reasonIcon = (icon: ReasonIcon) => decorative(reasonIcons[icon])
