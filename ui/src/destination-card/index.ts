export { DestinationCard, type DestinationCardProps } from './destination-card'
