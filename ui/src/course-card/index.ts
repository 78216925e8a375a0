export { CourseCard, type CourseCardProps } from './course-card'
