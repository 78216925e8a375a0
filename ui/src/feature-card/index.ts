export { FeatureCard, type FeatureCardProps } from './feature-card'
