export { Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs'
