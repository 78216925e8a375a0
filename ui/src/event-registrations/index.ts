export { EventRegistrationList, type EventRegistrationListProps } from './event-registrations'
