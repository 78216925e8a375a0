export { StatusMessage, type StatusMessageProps, type StatusMessageTone } from './status-message'
