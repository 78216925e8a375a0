export { EventCard, type EventCardProps } from './event-card'
