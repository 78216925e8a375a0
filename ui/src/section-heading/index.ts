export { SectionHeading, type SectionHeadingProps } from './section-heading'
