export { StatList, type StatListProps } from './stat-list'
