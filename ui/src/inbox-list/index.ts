export { InboxList, type InboxLabels, type InboxListProps, type InboxText } from './inbox-list'
