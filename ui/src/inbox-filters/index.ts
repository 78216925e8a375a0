export { InboxFilters, type InboxFiltersProps } from './inbox-filters'
