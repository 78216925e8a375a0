export { VideoTopicList, type VideoTopic, type VideoTopicListProps } from './video-topic-list'
