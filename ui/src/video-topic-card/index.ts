export { VideoTopicCard, type VideoTopicCardProps } from './video-topic-card'
