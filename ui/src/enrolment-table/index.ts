export { EnrolmentTable, type EnrolmentTableProps } from './enrolment-table'
