import type { CourseTopic } from '@app/core'
import type { ComponentType } from 'react'
import { LearningIllustration } from './learning'
import type { IllustrationProps } from './parts'
import { AiIllustration } from './topic-ai'
import { ChipIllustration } from './topic-chip'
import { DataIllustration } from './topic-data'
import { SapIllustration } from './topic-sap'
import { SecurityIllustration } from './topic-security'
import { SoftwareIllustration } from './topic-software'

const topicIllustrations: Partial<Record<CourseTopic, ComponentType<IllustrationProps>>> = {
  sap: SapIllustration,
  ai: AiIllustration,
  data: DataIllustration,
  security: SecurityIllustration,
  chip: ChipIllustration,
  software: SoftwareIllustration,
}

/** The picture of a course's topic; topics without their own show the one of learning. */
export function TopicIllustration({
  topic,
  className,
}: IllustrationProps & { topic: CourseTopic }) {
  const Picture = topicIllustrations[topic] ?? LearningIllustration
  return <Picture className={className} />
}
