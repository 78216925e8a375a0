export { TimingsCard, type TimingsCardProps } from './timings-card'
