export {
  StaffInvitationForm,
  type StaffInvitationField,
  type StaffInvitationFormProps,
  type StaffInvitationValues,
} from './staff-invitation-form'
