import type { webServices } from '@app/core'
import { Code, MessagesSquare, Monitor, type LucideIcon } from 'lucide-react'
import { decorative } from './decorative'

type WebServiceId = (typeof webServices)[number]['id']

const webServiceIcons: Record<WebServiceId, LucideIcon> = {
  static: Monitor,
  dynamic: Code,
  consultancy: MessagesSquare,
}

export const webServiceIcon = (id: WebServiceId) => decorative(webServiceIcons[id])
