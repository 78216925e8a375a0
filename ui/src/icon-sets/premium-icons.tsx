import type { premiumServices } from '@app/core'
import { CloudCog, Rocket, ShieldCheck, Wrench, type LucideIcon } from 'lucide-react'
import { decorative } from './decorative'

type PremiumIcon = (typeof premiumServices)[number]['icon']

const premiumIcons: Record<PremiumIcon, LucideIcon> = {
  maintenance: Wrench,
  cloud: CloudCog,
  security: ShieldCheck,
  transformation: Rocket,
}

export const premiumIcon = (icon: PremiumIcon) => decorative(premiumIcons[icon])
