export { CoursePage, type CoursePageProps } from './course-page'
