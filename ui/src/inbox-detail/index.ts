export { InboxDetail, type InboxDetailProps } from './inbox-detail'
