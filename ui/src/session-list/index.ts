export { SessionList, type SessionListProps } from './session-list'
