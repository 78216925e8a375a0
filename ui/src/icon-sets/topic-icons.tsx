import type { CourseTopic, serviceDetailCards } from '@app/core'
import {
  BookOpen,
  BrainCircuit,
  Calculator,
  ChartNoAxesCombined,
  CircuitBoard,
  Cloud,
  Code,
  LaptopMinimal,
  MessagesSquare,
  Router,
  Server,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { decorative } from './decorative'

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

export const topicIcon = (topic: CourseTopic | ServiceDetailTopic) => decorative(topicIcons[topic])
