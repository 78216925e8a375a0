/**
 * The site's pictures for the kinds of things core/ names: each course topic, home highlight,
 * reason to choose us and service has one lucide icon, so a topic looks the same on every page.
 * Icons are decorative (the card's heading names the thing), so they are hidden from assistive
 * technology.
 */
import type {
  about,
  CourseTopic,
  highlights,
  premiumServices,
  serviceDetailCards,
  webServices,
} from '@app/core'
import {
  Award,
  BookOpen,
  BrainCircuit,
  Calculator,
  ChartNoAxesCombined,
  CircuitBoard,
  Cloud,
  CloudCog,
  Code,
  Globe,
  GraduationCap,
  Info,
  LaptopMinimal,
  LifeBuoy,
  MessagesSquare,
  Monitor,
  CalendarClock,
  Rocket,
  Router,
  Server,
  ShieldCheck,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react'

type ReasonIcon = (typeof about)['reasons'][number]['icon']
type HighlightIcon = (typeof highlights)[number]['icon']
type PremiumIcon = (typeof premiumServices)[number]['icon']
type WebServiceId = (typeof webServices)[number]['id']
type ServiceDetailTopic = (typeof serviceDetailCards)[number]['topic']

const topicIcons: Record<CourseTopic | 'consultation' | 'maths', LucideIcon> = {
  sap: Server,
  ai: BrainCircuit,
  data: ChartNoAxesCombined,
  security: ShieldCheck,
  chip: CircuitBoard,
  software: Code,
  leadership: Users,
  computing: LaptopMinimal,
  cloud: Cloud,
  iot: Router,
  governance: BookOpen,
  consultation: MessagesSquare,
  maths: Calculator,
}

const highlightIcons: Record<HighlightIcon, LucideIcon> = {
  it: Monitor,
  info: Info,
  globe: Globe,
  book: BookOpen,
}

const reasonIcons: Record<ReasonIcon, LucideIcon> = {
  tutors: GraduationCap,
  classes: Users,
  support: LifeBuoy,
  career: Award,
  flexible: CalendarClock,
  global: Globe,
}

const premiumIcons: Record<PremiumIcon, LucideIcon> = {
  maintenance: Wrench,
  cloud: CloudCog,
  security: ShieldCheck,
  transformation: Rocket,
}

const webServiceIcons: Record<WebServiceId, LucideIcon> = {
  static: Monitor,
  dynamic: Code,
  consultancy: MessagesSquare,
}

function render(Icon: LucideIcon) {
  return <Icon aria-hidden="true" />
}

export const topicIcon = (topic: CourseTopic | ServiceDetailTopic) => render(topicIcons[topic])
export const highlightIcon = (icon: HighlightIcon) => render(highlightIcons[icon])
export const reasonIcon = (icon: ReasonIcon) => render(reasonIcons[icon])
export const premiumIcon = (icon: PremiumIcon) => render(premiumIcons[icon])
export const webServiceIcon = (id: WebServiceId) => render(webServiceIcons[id])
