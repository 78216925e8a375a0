export {
  EventRegistrationDialog,
  type EventRegistrationDialogProps,
} from './event-registration-dialog'
