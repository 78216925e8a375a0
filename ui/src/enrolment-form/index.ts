export {
  EnrolmentForm,
  type EnrolmentCourseOption,
  type EnrolmentDurationOption,
  type EnrolmentFormProps,
  type EnrolmentSummary,
} from './enrolment-form'
