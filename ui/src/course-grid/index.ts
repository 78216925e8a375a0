export { CourseGrid, type CourseGridItem, type CourseGridProps } from './course-grid'
