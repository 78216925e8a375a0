export {
  StaffAuthFrame,
  StaffLayout,
  StaffPageHeading,
  type StaffAuthFrameProps,
  type StaffLayoutProps,
  type StaffLayoutUser,
  type StaffPageHeadingProps,
} from './staff-layout'
