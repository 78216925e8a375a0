export { InboxOverview, type InboxOverviewLinks, type InboxOverviewProps } from './inbox-overview'
