export { StaffTable, type StaffTableColumn, type StaffTableProps } from './staff-table'
