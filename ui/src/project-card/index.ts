export { ProjectCard, type ProjectCardProps } from './project-card'
export type { ProjectKind } from './project-illustration'
