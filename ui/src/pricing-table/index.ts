export { PricingTable, type PricingRow, type PricingTableProps } from './pricing-table'
