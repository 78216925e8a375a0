export {
  StaffSignInForm,
  type StaffFormStatus,
  type StaffSignInField,
  type StaffSignInFormProps,
  type StaffSignInValues,
} from './staff-sign-in-form'
